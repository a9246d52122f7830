import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  nextFreeSlot,
  parseCalendarDate,
  planSchedule,
  zonedInstant,
} from './campaign-schedule.ts';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('planSchedule', () => {
  it('spreads posts at the chosen times from the start date, in the zone', () => {
    // 2 per day at 9:00 and 18:00 from Monday 30 Nov 2026, Berlin (UTC+1 in winter).
    const slots = planSchedule({ times: ['18:00', '09:00'] }, 5, '2026-11-30', 'Europe/Berlin');
    expect(iso(slots)).toEqual([
      '2026-11-30T08:00:00.000Z',
      '2026-11-30T17:00:00.000Z',
      '2026-12-01T08:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2026-12-02T08:00:00.000Z',
    ]);
  });

  it('keeps the wall-clock time across a daylight-saving change (spring forward)', () => {
    // Berlin moves from UTC+1 to UTC+2 on Sunday 29 March 2026.
    const slots = planSchedule({ times: ['09:00'] }, 3, '2026-03-28', 'Europe/Berlin');
    expect(iso(slots)).toEqual([
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
    ]);
    // New York too (second Sunday of March 2026 = the 8th): 09:00 EST then 09:00 EDT.
    expect(iso(planSchedule({ times: ['09:00'] }, 2, '2026-03-07', 'America/New_York'))).toEqual([
      '2026-03-07T14:00:00.000Z',
      '2026-03-08T13:00:00.000Z',
    ]);
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a doubled time', () => {
    // 02:30 does not exist in Berlin on 29 March 2026: it becomes 03:30 CEST (01:30Z).
    expect(iso(planSchedule({ times: ['02:30'] }, 1, '2026-03-29', 'Europe/Berlin'))).toEqual([
      '2026-03-29T01:30:00.000Z',
    ]);
    // 02:30 happens twice on 25 October 2026: the first, still CEST (00:30Z).
    expect(iso(planSchedule({ times: ['02:30'] }, 1, '2026-10-25', 'Europe/Berlin'))).toEqual([
      '2026-10-25T00:30:00.000Z',
    ]);
  });

  it('posts only on the chosen weekdays and never before notBefore', () => {
    // Mondays and Thursdays at 12:00 UTC, starting Sunday 29 Nov 2026.
    const slots = planSchedule({ times: ['12:00'], weekdays: [1, 4] }, 3, '2026-11-29', 'UTC');
    expect(iso(slots)).toEqual([
      '2026-11-30T12:00:00.000Z',
      '2026-12-03T12:00:00.000Z',
      '2026-12-07T12:00:00.000Z',
    ]);
    const later = planSchedule(
      { times: ['09:00', '18:00'] },
      2,
      '2026-11-30',
      'UTC',
      new Date('2026-11-30T10:00:00Z'),
    );
    expect(iso(later)).toEqual(['2026-11-30T18:00:00.000Z', '2026-12-01T09:00:00.000Z']);
  });

  it('works east of UTC across the date line and refuses nonsense', () => {
    // Auckland is UTC+13 in December: 09:00 on 1 Dec is 20:00Z on 30 Nov.
    expect(iso(planSchedule({ times: ['09:00'] }, 1, '2026-12-01', 'Pacific/Auckland'))).toEqual([
      '2026-11-30T20:00:00.000Z',
    ]);
    expect(() => planSchedule({ times: ['09:00'] }, 1, '2026-02-30', 'UTC')).toThrow(/calendar date/);
    expect(() => planSchedule({ times: ['09:00'] }, 1, '2026-02-01', 'Mars/Base')).toThrow(/time zone/);
    expect(() => planSchedule({ times: ['25:00'] }, 1, '2026-02-01', 'UTC')).toThrow(/time of day/);
    expect(planSchedule({ times: ['09:00'] }, 0, '2026-02-01', 'UTC')).toEqual([]);
  });
});

describe('zone helpers', () => {
  it('know real zones and dates only', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(parseCalendarDate('2028-02-29')).toBe(Date.UTC(2028, 1, 29));
    expect(parseCalendarDate('2027-02-29')).toBeNull();
    expect(zonedInstant(Date.UTC(2026, 6, 1, 12), 'Europe/London')).toBe(Date.UTC(2026, 6, 1, 11));
  });
});

describe('nextFreeSlot', () => {
  const rhythm = { times: ['09:00', '18:00'], startDate: '2026-11-30', timeZone: 'UTC' };
  it('takes the first slot not yet used, never one in the past', () => {
    const at = (s: string) => new Date(s).getTime();
    const before = new Date('2026-11-01T00:00:00Z');
    expect(nextFreeSlot(rhythm, new Set(), before).toISOString()).toBe('2026-11-30T09:00:00.000Z');
    const taken = new Set([at('2026-11-30T09:00:00Z'), at('2026-11-30T18:00:00Z')]);
    expect(nextFreeSlot(rhythm, taken, before).toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // A video finished after its slot went by: the next slot from now.
    expect(nextFreeSlot(rhythm, new Set(), new Date('2026-12-02T10:00:00Z')).toISOString()).toBe(
      '2026-12-02T18:00:00.000Z',
    );
  });
});
