import { z } from 'zod';

/**
 * Who made a stock clip a video shows (issue 36 item 2), as the render records it (Video.stockCredits)
 * and the video page credits it: Pexels asks that its videographers be credited where possible.
 * The demo's Pexels stand-in credits itself ("Pexels stand-in").
 */
export const stockCreditSchema = z.object({
  /** The clip's id at Pexels (or the stand-in). */
  clipId: z.number().int().nonnegative(),
  author: z.string().max(200),
  authorUrl: z.string().max(2048).nullable(),
  /** The clip's own page. */
  pageUrl: z.string().max(2048).nullable(),
});
export type StockCredit = z.infer<typeof stockCreditSchema>;

/** The credits stored on a video (JSON written by the worker); anything malformed is left out. */
export function parseStockCredits(stored: unknown): StockCredit[] {
  if (!Array.isArray(stored)) return [];
  return stored.slice(0, 50).flatMap((c) => {
    const parsed = stockCreditSchema.safeParse(c);
    if (!parsed.success) return [];
    // Only web links are ever shown as links.
    const web = (u: string | null) => (u && /^https?:\/\//.test(u) ? u : null);
    return [{ ...parsed.data, authorUrl: web(parsed.data.authorUrl), pageUrl: web(parsed.data.pageUrl) }];
  });
}
