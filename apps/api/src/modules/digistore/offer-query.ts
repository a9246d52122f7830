import { commissionPercent, type LanguageCode, type OfferFilters } from '@adreel/contracts';

/** What sorting and filtering need of a catalog row (no description: it is searched in the database). */
export interface RankableOffer {
  id: string;
  category: string | null;
  commission: string | null;
  netEarnings: number | null;
  price: number | null;
  sortOrder: number;
  createdAt: Date;
  language: LanguageCode | null;
}

/** Bigger first, unknown last: an offer without a commission or earnings figure never tops a sort by it. */
function desc(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

function compare(sort: OfferFilters['sort']) {
  const featured = (a: RankableOffer, b: RankableOffer) =>
    a.sortOrder - b.sortOrder || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);
  switch (sort) {
    case 'commission':
      return (a: RankableOffer, b: RankableOffer) =>
        desc(commissionPercent(a.commission), commissionPercent(b.commission)) ||
        desc(a.netEarnings, b.netEarnings) ||
        featured(a, b);
    case 'earnings':
      return (a: RankableOffer, b: RankableOffer) =>
        desc(a.netEarnings, b.netEarnings) ||
        desc(commissionPercent(a.commission), commissionPercent(b.commission)) ||
        featured(a, b);
    // Rows imported together share a timestamp: the later one in the catalog's own order is the newer.
    case 'newest':
      return (a: RankableOffer, b: RankableOffer) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.sortOrder - a.sortOrder ||
        a.id.localeCompare(b.id);
    default:
      return featured;
  }
}

/**
 * The catalog's offers that pass the filters, in the chosen order. `searchHits` holds the ids the
 * text search found (null when there is no search). Category matches without regard to case; a price
 * bound drops offers without a price, as they cannot be said to be in range.
 */
export function rankOffers<T extends RankableOffer>(
  rows: readonly T[],
  filters: OfferFilters,
  searchHits: ReadonlySet<string> | null,
): T[] {
  const category = filters.category?.toLowerCase();
  const { minPrice, maxPrice, language } = filters;
  return rows
    .filter(
      (r) =>
        (!searchHits || searchHits.has(r.id)) &&
        (!category || r.category?.toLowerCase() === category) &&
        (!language || r.language === language) &&
        (minPrice === undefined || (r.price !== null && r.price >= minPrice)) &&
        (maxPrice === undefined || (r.price !== null && r.price <= maxPrice)),
    )
    .sort(compare(filters.sort));
}

/** The filters' choices over the whole catalog: every category (sorted, case kept) and every language found. */
export function offerFacets(rows: readonly RankableOffer[]): {
  categories: string[];
  languages: LanguageCode[];
} {
  const categories = new Map<string, string>();
  for (const r of rows) {
    const name = r.category?.trim();
    if (name && !categories.has(name.toLowerCase())) categories.set(name.toLowerCase(), name);
  }
  return {
    categories: [...categories.values()].sort((a, b) => a.localeCompare(b)),
    languages: [...new Set(rows.flatMap((r) => (r.language ? [r.language] : [])))].sort(),
  };
}

/** A search term as a LIKE pattern that matches it literally (%, _ and \ in it are not wildcards). */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
