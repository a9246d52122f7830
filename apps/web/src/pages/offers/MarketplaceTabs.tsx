import { CATALOG_MARKETPLACES, type CatalogMarketplace, MARKETPLACE_LABELS } from '@adreel/contracts';

/** Which marketplace's catalog the page shows: one pressed button each. */
export function MarketplaceTabs({
  value,
  onChange,
}: {
  value: CatalogMarketplace;
  onChange(next: CatalogMarketplace): void;
}) {
  return (
    <fieldset className="mb-4 inline-flex rounded-xl border-0 bg-slate-100 p-1">
      <legend className="sr-only">Marketplace</legend>
      {CATALOG_MARKETPLACES.map((id) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={`rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
            value === id ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
          }`}
        >
          {MARKETPLACE_LABELS[id]}
        </button>
      ))}
    </fieldset>
  );
}
