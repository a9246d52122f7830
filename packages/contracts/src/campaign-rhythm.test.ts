import { describe, expect, it } from 'vitest';
import { campaignRhythmBodySchema, campaignRhythmSchema, rhythmStartProblem } from './campaign-rhythm.ts';

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const rhythm = (startDate: string) => ({
  times: ['09:00'],
  weekdays: [],
  startDate,
  timeZone: 'Europe/Berlin',
});

describe('the start date window', () => {
  it('is yesterday to a year ahead, and the message names it', () => {
    const now = new Date('2026-05-14T10:00:00Z');
    expect(rhythmStartProblem('2026-05-13', now)).toBeNull();
    expect(rhythmStartProblem('2027-05-14', now)).toBeNull();
    const message = 'Start the rhythm within 365 days: pick a start date from 2026-05-13 to 2027-05-14';
    expect(rhythmStartProblem('2026-05-12', now)).toBe(message);
    expect(rhythmStartProblem('2027-05-15', now)).toBe(message);
    expect(rhythmStartProblem('1900-01-01', now)).toBe(message);
  });

  it('holds for requests, not for rhythms already stored', () => {
    expect(campaignRhythmBodySchema.safeParse(rhythm(day(0))).success).toBe(true);
    expect(campaignRhythmBodySchema.safeParse(rhythm(day(-1))).success).toBe(true);
    expect(campaignRhythmBodySchema.safeParse(rhythm(day(365))).success).toBe(true);
    for (const startDate of ['1900-01-01', '0100-01-01', day(-2), day(366), '9999-12-31']) {
      const r = campaignRhythmBodySchema.safeParse(rhythm(startDate));
      expect(
        r.error?.issues.map((i) => i.message),
        startDate,
      ).toEqual([
        expect.stringMatching(
          /^Start the rhythm within 365 days: pick a start date from \d{4}-\d\d-\d\d to /,
        ),
      ]);
      expect(campaignRhythmSchema.safeParse(rhythm(startDate)).success).toBe(true);
    }
  });

  it('refuses what is no date with one message', () => {
    for (const startDate of ['2026-02-30', '2026-1-1', 'x'.repeat(100_000), '']) {
      const r = campaignRhythmBodySchema.safeParse(rhythm(startDate));
      expect(r.error?.issues.map((i) => i.message)).toEqual(['Pick a start date (YYYY-MM-DD)']);
    }
  });
});
