/**
 * Status colours (spec §4): processing blue, completed green, failed red; queued (waiting for a free
 * render slot) and anything else neutral grey.
 */
export function statusTone(status: string): { badge: string; bar: string } {
  switch (status) {
    case 'processing':
      return { badge: 'bg-blue-100 text-blue-800 ring-blue-200', bar: 'bg-blue-600' };
    case 'completed':
      return { badge: 'bg-green-100 text-green-800 ring-green-200', bar: 'bg-green-600' };
    case 'failed':
      return { badge: 'bg-red-100 text-red-800 ring-red-200', bar: 'bg-red-600' };
    default:
      return { badge: 'bg-slate-100 text-slate-700 ring-slate-200', bar: 'bg-slate-500' };
  }
}

export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      data-testid="video-status"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ${statusTone(status).badge}`}
    >
      {status}
    </span>
  );
}

export function ProgressBar({ value, status, label }: { value: number; status: string; label: string }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={v}
      className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div
        className={`h-full rounded-full transition-all duration-700 ${statusTone(status).bar}`}
        style={{ width: `${v}%` }}
      />
    </div>
  );
}
