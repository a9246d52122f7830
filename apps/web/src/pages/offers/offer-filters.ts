import {
  CATALOG_MARKETPLACES,
  type CatalogMarketplace,
  languageCodes,
  languageName,
  OFFER_SORTS,
  type OfferSort,
} from '@adreel/contracts';

/** The offers page's search, filters and sort as the address holds them (all text, blank = not set). */
export interface OfferFilterState {
  q: string;
  category: string;
  language: string;
  minPrice: string;
  maxPrice: string;
  sort: OfferSort;
  /** Which marketplace's catalog (a choice of catalog, not a filter: clearing filters keeps it). */
  marketplace: CatalogMarketplace;
}

export const NO_FILTERS: OfferFilterState = {
  q: '',
  category: '',
  language: '',
  minPrice: '',
  maxPrice: '',
  sort: 'featured',
  marketplace: 'digistore24',
};
const TEXT_KEYS = ['q', 'category', 'language', 'minPrice', 'maxPrice'] as const;

const isSort = (v: string | null): v is OfferSort => OFFER_SORTS.includes(v as OfferSort);
const isMarketplace = (v: string | null): v is CatalogMarketplace =>
  CATALOG_MARKETPLACES.includes(v as CatalogMarketplace);

/** Reads the state from the address; an unknown sort is the default one (the server would refuse it). */
export function filtersFromParams(params: URLSearchParams): OfferFilterState {
  const state = { ...NO_FILTERS };
  for (const key of TEXT_KEYS) state[key] = params.get(key)?.trim() ?? '';
  const sort = params.get('sort');
  if (isSort(sort)) state.sort = sort;
  const marketplace = params.get('marketplace');
  if (isMarketplace(marketplace)) state.marketplace = marketplace;
  return state;
}

/** The address for a state and page: only what is set, so a plain /offers stays plain; page 1 has no ?page=. */
export function paramsFromFilters(state: OfferFilterState, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) if (state[key].trim()) params.set(key, state[key].trim());
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.marketplace !== 'digistore24') params.set('marketplace', state.marketplace);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query sent to GET /digistore/offers: the same names, blanks left out. */
export function offersQueryOf(state: OfferFilterState): Record<string, string> {
  return Object.fromEntries(paramsFromFilters(state));
}

/** True when any search or filter narrows the catalog (a sort alone does not). */
export function isFiltered(state: OfferFilterState): boolean {
  return TEXT_KEYS.some((key) => state[key].trim() !== '');
}

/** "No offers match …" in words: the search and each filter that is set. */
export function describeFilters(state: OfferFilterState): string {
  const parts: string[] = [];
  if (state.q.trim()) parts.push(`“${state.q.trim()}”`);
  if (state.category) parts.push(`in ${state.category}`);
  const language = languageCodes.find((c) => c === state.language);
  if (language) parts.push(`in ${languageName(language)}`);
  const min = state.minPrice.trim();
  const max = state.maxPrice.trim();
  if (min && max) parts.push(`priced ${min}–${max}`);
  else if (min) parts.push(`priced from ${min}`);
  else if (max) parts.push(`priced up to ${max}`);
  return parts.join(' ');
}
