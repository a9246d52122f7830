import { z } from 'zod';

/**
 * GET /account/usage: what the signed-in user has used of their quotas (QUOTA_* settings). Storage
 * counts uploads, cloned sites and rendered videos; renders count those started in the last 24 hours
 * and those still rendering or waiting for a render slot. Done-for-you videos are never counted.
 * The caps per account follow: scheduled posts waiting, and scripts and translations of the last 24
 * hours (translations are scripts too), with the limits on campaigns running and languages per video.
 */
export const accountUsageResponseSchema = z.object({
  storageBytes: z.number().int().nonnegative(),
  storageLimitBytes: z.number().int().positive(),
  rendersToday: z.number().int().nonnegative(),
  dailyRenderLimit: z.number().int().positive(),
  rendersRunning: z.number().int().nonnegative(),
  /** Renders waiting for one of the concurrent slots; each starts by itself when one frees. */
  rendersQueued: z.number().int().nonnegative(),
  concurrentRenderLimit: z.number().int().positive(),
  scheduledPosts: z.number().int().nonnegative(),
  scheduledPostLimit: z.number().int().positive(),
  runningCampaignLimit: z.number().int().positive(),
  translationsPerVideoLimit: z.number().int().positive(),
  translationsToday: z.number().int().nonnegative(),
  dailyTranslationLimit: z.number().int().positive(),
  scriptsToday: z.number().int().nonnegative(),
  dailyScriptLimit: z.number().int().positive(),
});
export type AccountUsage = z.infer<typeof accountUsageResponseSchema>;
