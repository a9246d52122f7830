import { z } from 'zod';

/**
 * GET /account/meter: the three limits the app shell shows, read in one query so every page can ask.
 * Storage here counts recorded rows only (uploads, media library, cloned sites, videos); GET /account/usage also
 * counts a page saved in the last hour and not yet recorded.
 */
export const usageMeterResponseSchema = z.object({
  rendersToday: z.number().int().nonnegative(),
  dailyRenderLimit: z.number().int().positive(),
  storageBytes: z.number().int().nonnegative(),
  storageLimitBytes: z.number().int().positive(),
  scheduledPosts: z.number().int().nonnegative(),
  scheduledPostLimit: z.number().int().positive(),
});
export type UsageMeter = z.infer<typeof usageMeterResponseSchema>;

/** How full a meter is: ok below 80 %, near from 80 %, full at the cap. */
export type MeterLevel = 'ok' | 'near' | 'full';
export function meterLevel(used: number, limit: number): MeterLevel {
  if (limit <= 0 || used >= limit) return 'full';
  return used / limit >= 0.8 ? 'near' : 'ok';
}
