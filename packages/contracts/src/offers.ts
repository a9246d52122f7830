import { z } from 'zod';
import { paginationSchema } from './pagination.ts';

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

/** GET /digistore/offers query (spec §7.3). */
export const offersQuerySchema = z.object({
  page: queryInt('page', 1, Number.MAX_SAFE_INTEGER, 1),
  itemsPerPage: queryInt('itemsPerPage', 1, OFFERS_MAX_PAGE_SIZE, OFFERS_PAGE_SIZE),
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;

/**
 * One marketplace offer as the web shows it (spec §3 Offer). `description` is HTML, sanitised on
 * import and sanitised again by the browser before rendering. `imageUrl` may be relative to the
 * provider host. `affiliateLink` still holds its placeholders: the screens fill them with
 * buildAffiliateLink and the user's marketplace name.
 */
export const offerSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  commission: z.string().nullable(),
  netEarnings: z.number().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  affiliateLink: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** GET /digistore/offers response; when success is false the client raises `message`. */
export const offersResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.array(offerSchema),
  pagination: paginationSchema,
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;
