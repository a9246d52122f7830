import {
  languageName,
  OFFER_SORT_LABELS,
  OFFER_SORTS,
  type OfferSort,
  type OffersResponse,
} from '@adreel/contracts';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { inputClass } from '../../components/ui/Field.tsx';
import { isFiltered, type OfferFilterState } from './offer-filters.ts';

const TYPING_PAUSE_MS = 350;
const label = 'mb-1 block text-xs font-semibold text-slate-700';

/**
 * Search, filters and sort for the whole catalog (the server applies them). Typed fields (search,
 * prices) go to the address after a short pause; choices at once.
 */
export function OfferFilters(props: {
  filters: OfferFilterState;
  facets: OffersResponse['facets'];
  onChange(next: OfferFilterState, opts?: { replace?: boolean }): void;
  onClear(): void;
}) {
  const { filters, facets, onChange } = props;
  const id = useId();
  const typed = (f: OfferFilterState) => ({ q: f.q, minPrice: f.minPrice, maxPrice: f.maxPrice });
  const [draft, setDraft] = useState(() => typed(filters));
  // What this form last sent: the address coming back with it must not undo letters typed since.
  const sent = useRef(JSON.stringify(typed(filters)));
  const fromAddress = JSON.stringify(typed(filters));
  // The address wins when it changes by itself (back button, clear filters).
  useEffect(() => {
    if (fromAddress !== sent.current) {
      sent.current = fromAddress;
      setDraft(JSON.parse(fromAddress));
    }
  }, [fromAddress]);
  useEffect(() => {
    const next = JSON.stringify(draft);
    if (next === sent.current) return;
    const here = window.location.pathname;
    const timer = setTimeout(() => {
      // A click that already left the page (Make video) must not be pulled back by the typed search.
      if (window.location.pathname !== here) return;
      sent.current = next;
      onChange({ ...filters, ...draft }, { replace: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, filters, onChange]);

  const submit = (next: OfferFilterState) => {
    sent.current = JSON.stringify(typed(next));
    onChange(next);
  };
  const choose = (key: 'category' | 'language' | 'sort', value: string) =>
    submit({ ...filters, ...draft, [key]: value });

  return (
    <form
      aria-label="Find offers"
      className="mb-5 grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        submit({ ...filters, ...draft });
      }}
    >
      <div className="col-span-2">
        <label htmlFor={`${id}-q`} className={label}>
          Search offers
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
          />
          <input
            id={`${id}-q`}
            type="search"
            maxLength={100}
            placeholder="Name, vendor or topic"
            value={draft.q}
            onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))}
            className={`${inputClass} pl-9`}
          />
        </div>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={`${id}-sort`} className={label}>
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          value={filters.sort}
          onChange={(e) => choose('sort', e.target.value as OfferSort)}
          className={inputClass}
        >
          {OFFER_SORTS.map((s) => (
            <option key={s} value={s}>
              {OFFER_SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={`${id}-category`} className={label}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={filters.category}
          onChange={(e) => choose('category', e.target.value)}
          className={inputClass}
        >
          <option value="">All categories</option>
          {(facets?.categories ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
          {filters.category && !facets?.categories.includes(filters.category) ? (
            <option value={filters.category}>{filters.category}</option>
          ) : null}
        </select>
      </div>
      <div className="col-span-2 md:col-span-1">
        <label htmlFor={`${id}-language`} className={label}>
          Language
        </label>
        <select
          id={`${id}-language`}
          value={filters.language}
          onChange={(e) => choose('language', e.target.value)}
          className={inputClass}
        >
          <option value="">All languages</option>
          {(facets?.languages ?? []).map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="col-span-2 md:col-span-1">
        <legend className={label}>Price</legend>
        <div className="flex items-center gap-1.5">
          <input
            aria-label="Lowest price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="Min"
            value={draft.minPrice}
            onChange={(e) => setDraft((d) => ({ ...d, minPrice: e.target.value }))}
            className={`${inputClass} min-w-0 px-2`}
          />
          <span aria-hidden="true">–</span>
          <input
            aria-label="Highest price"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder="Max"
            value={draft.maxPrice}
            onChange={(e) => setDraft((d) => ({ ...d, maxPrice: e.target.value }))}
            className={`${inputClass} min-w-0 px-2`}
          />
        </div>
      </fieldset>
      {isFiltered(filters) ? (
        <div className="col-span-2 md:col-span-6">
          <button
            type="button"
            onClick={props.onClear}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear filters
          </button>
        </div>
      ) : null}
    </form>
  );
}
