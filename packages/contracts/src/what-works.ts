import { z } from 'zod';
import { isTimeZone, zoneOffsetMs } from './campaign-schedule.ts';
import { calendarDay } from './date-time.ts';
import { daysBetween, PERFORMANCE_MAX_DAYS } from './performance.ts';
import { safeText } from './text.ts';

/** What the "What works" view compares, each ranked on its own (issue 35 item 1). */
export const WHAT_WORKS_DIMENSIONS = [
  'hook',
  'variant',
  'template',
  'language',
  'channel',
  'postingTime',
] as const;
export type WhatWorksDimension = (typeof WHAT_WORKS_DIMENSIONS)[number];
export const WHAT_WORKS_DIMENSION_NAMES: Record<WhatWorksDimension, string> = {
  hook: 'Hooks',
  variant: 'Hook variants',
  template: 'Templates',
  language: 'Languages',
  channel: 'Channels',
  postingTime: 'Posting times',
};
/** The rankings: earnings per 1,000 views, clicks per 1,000 views. */
export const WHAT_WORKS_GOALS = ['earnings', 'clicks'] as const;
export type WhatWorksGoal = (typeof WHAT_WORKS_GOALS)[number];
/** Arms per dimension shown and compared; the ones with the fewest views beyond it are left out. */
export const WHAT_WORKS_MAX_ARMS = 12;

/** GET /performance/what-works — a period of whole UTC days, optionally one campaign's posts. */
export const whatWorksQuerySchema = z
  .object({
    from: calendarDay('The start'),
    to: calendarDay('The end'),
    campaignId: z.uuid({ message: 'Unknown campaign' }).optional(),
    /** The viewer's time zone, for posting times ("Tue 18:00" on their clock); UTC when absent. */
    timeZone: safeText()
      .max(64)
      .refine((v) => isTimeZone(v), { message: 'Pick a valid time zone, e.g. Europe/Berlin' })
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((q) => daysBetween(q.from, q.to) < PERFORMANCE_MAX_DAYS, {
    message: `Choose at most ${PERFORMANCE_MAX_DAYS} days`,
    path: ['to'],
  });
export type WhatWorksQuery = z.infer<typeof whatWorksQuerySchema>;

export const whatWorksArmSchema = z.object({
  id: z.string(),
  label: z.string(),
  views: z.number().int(),
  /** People's clicks only: bot-flagged clicks are left out. */
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: z.number(),
  /** The posterior mean of the goal per 1,000 views, and its 90% credible interval. */
  perThousand: z.number(),
  low: z.number(),
  high: z.number(),
  /** Probability to be the best of the arms shown. */
  pBest: z.number(),
});
export type WhatWorksArm = z.infer<typeof whatWorksArmSchema>;

export const whatWorksVerdictSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ranked'), leaderId: z.string() }),
  /** The data cannot tell yet: about `more` more views (clicks, for earnings) are needed. */
  z.object({ kind: z.literal('not-enough-data'), unit: z.enum(['views', 'clicks']), more: z.number().int() }),
  z.object({ kind: z.literal('single') }),
  z.object({ kind: z.literal('no-arms') }),
]);
export type WhatWorksVerdict = z.infer<typeof whatWorksVerdictSchema>;

export const whatWorksRankingSchema = z.object({
  verdict: whatWorksVerdictSchema,
  arms: z.array(whatWorksArmSchema),
});
export type WhatWorksRanking = z.infer<typeof whatWorksRankingSchema>;

export const whatWorksDimensionSchema = z.object({
  dimension: z.enum(WHAT_WORKS_DIMENSIONS),
  earnings: whatWorksRankingSchema,
  clicks: whatWorksRankingSchema,
  /** Arms beyond WHAT_WORKS_MAX_ARMS (fewest views) not compared. */
  hidden: z.number().int(),
});
export type WhatWorksDimensionRanking = z.infer<typeof whatWorksDimensionSchema>;

export const whatWorksResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  campaignId: z.string().nullable(),
  currency: z.string().nullable(),
  /** Posts whose views the platforms reported in the period: the only ones compared. */
  posts: z.number().int(),
  viewsFromStandIn: z.boolean(),
  dimensions: z.array(whatWorksDimensionSchema),
});
export type WhatWorksResponse = z.infer<typeof whatWorksResponseSchema>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The hour-of-week bucket of an instant on a zone's clock: "2-18" is Tuesday 18:00–18:59. */
export function postingTimeBucket(at: Date, timeZone = 'UTC'): string {
  const wall = new Date(at.getTime() + zoneOffsetMs(at.getTime(), timeZone));
  return `${wall.getUTCDay()}-${wall.getUTCHours()}`;
}

/** "Tue 18:00" for the bucket "2-18". */
export function postingTimeLabel(bucket: string): string {
  const [day, hour] = bucket.split('-').map(Number);
  return `${WEEKDAYS[day ?? 0] ?? '?'} ${String(hour ?? 0).padStart(2, '0')}:00`;
}
