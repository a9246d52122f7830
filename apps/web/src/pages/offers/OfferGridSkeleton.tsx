/** Six grey cards in the grid's shape while the first page loads. */
export function OfferGridSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading offers"
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="animate-pulse overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          <div className="aspect-[16/9] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-3 w-1/3 rounded bg-slate-200" />
            <div className="h-5 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-full rounded bg-slate-200" />
            <div className="h-3 w-5/6 rounded bg-slate-200" />
            <div className="h-10 w-full rounded-lg bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
