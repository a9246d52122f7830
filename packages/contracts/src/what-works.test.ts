import { describe, expect, it } from 'vitest';
import { postingTimeBucket, postingTimeLabel, whatWorksQuerySchema } from './what-works.ts';

describe('posting times', () => {
  it('buckets an instant by weekday and hour on the viewer’s clock, across midnight and DST', () => {
    // Tuesday 1 December 2026, 17:30 UTC: 18:30 in Berlin, 12:30 in New York.
    const at = new Date('2026-12-01T17:30:00Z');
    expect(postingTimeBucket(at)).toBe('2-17');
    expect(postingTimeBucket(at, 'Europe/Berlin')).toBe('2-18');
    expect(postingTimeBucket(at, 'America/New_York')).toBe('2-12');
    // 23:30 UTC on a Saturday is already Sunday 00:30 in Berlin (winter time, +1).
    expect(postingTimeBucket(new Date('2026-12-05T23:30:00Z'), 'Europe/Berlin')).toBe('0-0');
    // Summer time: +2.
    expect(postingTimeBucket(new Date('2026-07-01T16:00:00Z'), 'Europe/Berlin')).toBe('3-18');
    expect(postingTimeLabel('2-18')).toBe('Tue 18:00');
    expect(postingTimeLabel('0-0')).toBe('Sun 00:00');
  });

  it('the query refuses unknown zones, reversed and overlong periods', () => {
    const ok = { from: '2026-11-01', to: '2026-11-30' };
    expect(whatWorksQuerySchema.safeParse({ ...ok, timeZone: 'Europe/Berlin' }).success).toBe(true);
    expect(whatWorksQuerySchema.safeParse({ ...ok, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(whatWorksQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }).success).toBe(false);
    expect(whatWorksQuerySchema.safeParse({ from: '2020-01-01', to: '2026-11-01' }).success).toBe(false);
  });
});
