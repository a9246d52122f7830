import { z } from 'zod';

/** What product extraction learns from a page; the script writers and the renderer read it. */
export const productSchema = z.object({
  url: z.string().nullable(),
  name: z.string().min(1),
  summary: z.string(),
  price: z.number().nonnegative().nullable(),
  currency: z.string().length(3).nullable(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  features: z.array(z.string()),
  /** Absolute image URLs, best first. */
  images: z.array(z.string()),
  /** Hex colours like #1a2b3c, most characteristic first. */
  colors: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)),
  language: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A script started from a marketplace offer (a promolink, a vendor page with #aff= or a /go/ link to
 * one) carries the product the API took from the offer catalog under `catalog`, beside the product
 * fields: the worker writes from it without fetching the vendor page when that cannot be reached, and
 * says what the catalog lacked (`missing`). Readers that parse with productSchema never see it.
 */
export const catalogProductSchema = productSchema.extend({
  catalog: z.object({
    offerId: z.string(),
    missing: z.array(z.enum(['description', 'image'])),
  }),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;
