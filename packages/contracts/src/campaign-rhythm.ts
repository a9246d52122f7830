import { z } from 'zod';
import { isTimeZone, parseCalendarDate, parseClockTime } from './campaign-schedule.ts';
import { MAX_SCHEDULE_AHEAD_DAYS } from './posts.ts';
import { safeText } from './text.ts';

export const CAMPAIGN_MAX_TIMES_PER_DAY = 6;
/**
 * A rhythm starts from yesterday (today in a zone behind UTC) to a year ahead, the posts' own horizon:
 * a start date decades away asked the planner for nothing but work.
 */
export const RHYTHM_START_DAYS_BACK = 1;
export const RHYTHM_START_DAYS_AHEAD = MAX_SCHEDULE_AHEAD_DAYS;

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first and last start date a rhythm may have at `now`, as "YYYY-MM-DD" (UTC calendar days). */
export function rhythmStartWindow(now: Date): { first: string; last: string } {
  return {
    first: dayOf(now.getTime() - RHYTHM_START_DAYS_BACK * DAY_MS),
    last: dayOf(now.getTime() + RHYTHM_START_DAYS_AHEAD * DAY_MS),
  };
}

/** Why a rhythm cannot start on `startDate` at `now`, or null. */
export function rhythmStartProblem(startDate: string, now: Date): string | null {
  const { first, last } = rhythmStartWindow(now);
  if (startDate >= first && startDate <= last) return null;
  return `Start the rhythm within ${RHYTHM_START_DAYS_AHEAD} days: pick a start date from ${first} to ${last}`;
}

const clockTime = safeText().refine((v) => parseClockTime(v) !== null, {
  message: 'Times are written HH:MM, e.g. 09:00 or 18:30',
});
const startDate = safeText()
  .max(10, { message: 'Pick a start date (YYYY-MM-DD)', abort: true })
  .refine((v) => parseCalendarDate(v) !== null, { message: 'Pick a start date (YYYY-MM-DD)', abort: true });

/**
 * "2 per day at 9:00 and 18:00 from Monday": times of day, weekdays, a first day and the user's zone.
 * This is the rhythm as stored and answered (a campaign keeps the start date it was made with);
 * requests send `campaignRhythmBodySchema`.
 */
export const campaignRhythmSchema = z.object({
  times: z
    .array(clockTime)
    .min(1, 'Pick at least one time of day')
    .max(CAMPAIGN_MAX_TIMES_PER_DAY, `At most ${CAMPAIGN_MAX_TIMES_PER_DAY} posts per day`)
    .refine((t) => new Set(t).size === t.length, { message: 'Each time of day once' }),
  /** 0 = Sunday … 6 = Saturday; empty means every day. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
  startDate,
  timeZone: safeText()
    .max(64)
    .refine((v) => isTimeZone(v), { message: 'Pick a valid time zone, e.g. Europe/Berlin' }),
});
export type CampaignRhythm = z.infer<typeof campaignRhythmSchema>;

/** A rhythm as POST and PATCH /campaigns send it: the start date within rhythmStartWindow of now. */
export const campaignRhythmBodySchema = campaignRhythmSchema.extend({
  startDate: startDate.superRefine((v, ctx) => {
    const problem = rhythmStartProblem(v, new Date());
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
