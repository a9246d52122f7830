import { z } from 'zod';
import { languageCodes } from './languages.ts';
import type { MarketplaceId } from './marketplaces.ts';
import { paginationSchema } from './pagination.ts';
import { safeText } from './text.ts';

/** Offers page size on /offers (spec §9); instant money sites ask for 20. */
export const OFFERS_PAGE_SIZE = 30;
export const OFFERS_MAX_PAGE_SIZE = 100;

/** A query-string integer: absent or blank takes the default, anything else must be a whole number. */
function queryInt(name: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.coerce
      .number({ message: `${name} must be a number` })
      .int({ message: `${name} must be a whole number` })
      .min(min, { message: `${name} must be at least ${min}` })
      .max(max, { message: `${name} must be at most ${max}` })
      .default(fallback),
  );
}

/** How the catalog can be ordered: the operator's order, best commission, best earnings per sale, newest. */
export const OFFER_SORTS = ['featured', 'commission', 'earnings', 'newest'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];
export const OFFER_SORT_LABELS: Record<OfferSort, string> = {
  featured: 'Featured',
  commission: 'Highest commission',
  earnings: 'Highest earnings per sale',
  newest: 'Newest',
};
export const OFFER_SEARCH_MAX = 100;
export const OFFER_PRICE_MAX = 100_000;

/** Blank query values ("?q=&category=") mean "not given". */
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

function queryText(name: string, max: number) {
  return z.preprocess(
    blank,
    safeText({ message: `${name} must be text` })
      .trim()
      .max(max, { message: `${name} must be at most ${max} characters` })
      .optional(),
  );
}

function queryPrice(name: string) {
  return z.preprocess(
    blank,
    z.coerce
      .number({ message: `${name} must be a number` })
      .finite({ message: `${name} must be a number` })
      .min(0, { message: `${name} must not be negative` })
      .max(OFFER_PRICE_MAX, { message: `${name} must be at most ${OFFER_PRICE_MAX}` })
      .optional(),
  );
}

/**
 * GET /digistore/offers query (spec §7.3), plus search, filters and sort over the whole catalog:
 * `q` matches the name, category or description; `category` is exact; `language` is the offer's
 * detected language; `minPrice`/`maxPrice` bound the product price (offers without a price drop out
 * once either is set).
 */
/** The marketplaces with an offer catalog (custom networks have none: their links are pasted). */
export const CATALOG_MARKETPLACES = ['digistore24', 'clickbank'] as const satisfies readonly MarketplaceId[];
export type CatalogMarketplace = (typeof CATALOG_MARKETPLACES)[number];

export const offersQuerySchema = z
  .object({
    page: queryInt('page', 1, Number.MAX_SAFE_INTEGER, 1),
    itemsPerPage: queryInt('itemsPerPage', 1, OFFERS_MAX_PAGE_SIZE, OFFERS_PAGE_SIZE),
    q: queryText('q', OFFER_SEARCH_MAX),
    category: queryText('category', 100),
    language: z.preprocess(
      blank,
      z.enum(languageCodes, { message: `language must be one of ${languageCodes.join(', ')}` }).optional(),
    ),
    minPrice: queryPrice('minPrice'),
    maxPrice: queryPrice('maxPrice'),
    sort: z.preprocess(
      blank,
      z.enum(OFFER_SORTS, { message: `sort must be one of ${OFFER_SORTS.join(', ')}` }).default('featured'),
    ),
    /** Which marketplace's catalog (issue 34): each has its own connection and affiliate id. */
    marketplace: z.preprocess(
      blank,
      z
        .enum(CATALOG_MARKETPLACES, {
          message: `marketplace must be one of ${CATALOG_MARKETPLACES.join(', ')}`,
        })
        .default('digistore24'),
    ),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'minPrice must not be above maxPrice',
    path: ['minPrice'],
  });
export type OffersQuery = z.infer<typeof offersQuerySchema>;
/** The search, filters and sort of an offers query, without its page and catalog. */
export type OfferFilters = Omit<OffersQuery, 'page' | 'itemsPerPage' | 'marketplace'>;

/** "50%", "50 %", "up to 75%" → 50 / 75; a commission given as anything else is not comparable. */
export function commissionPercent(commission: string | null): number | null {
  const m = commission ? /(\d+(?:[.,]\d+)?)\s*%/.exec(commission) : null;
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/**
 * One marketplace offer as the web shows it (spec §3 Offer). `description` is HTML, sanitised on
 * import and sanitised again by the browser before rendering. `imageUrl` may be relative to the
 * provider host. `affiliateLink` still holds its placeholders: the screens fill them with
 * buildAffiliateLink and the user's marketplace name.
 */
export const offerSchema = z.object({
  id: z.string(),
  /** Absent from answers older than issue 34: Digistore24. */
  marketplace: z.enum(CATALOG_MARKETPLACES).optional(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  commission: z.string().nullable(),
  netEarnings: z.number().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  affiliateLink: z.string().nullable(),
  /** The language its name and description are written in, when it can be told. */
  language: z.enum(languageCodes).nullable().optional(),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /digistore/offers response; when success is false the client raises `message`. */
export const offersResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(offerSchema),
  pagination: paginationSchema,
  /** What the filters can choose from, over the whole catalog (absent while not connected). */
  facets: z.object({ categories: z.array(z.string()), languages: z.array(z.enum(languageCodes)) }).optional(),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
