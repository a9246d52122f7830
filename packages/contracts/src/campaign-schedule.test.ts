import { describe, expect, it } from 'vitest';
import {
  isTimeZone,
  nextFreeSlot,
  parseCalendarDate,
  planSchedule,
  planSlots,
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

/** The plan as a day-by-day walk would make it: the reference for short spans only. */
function walkedDayByDay(
  times: string[],
  weekdays: number[],
  count: number,
  startDate: string,
  timeZone: string,
  notBefore: Date,
): string[] {
  const out: string[] = [];
  const start = parseCalendarDate(startDate) as number;
  const minutes = times.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))).sort((a, b) => a - b);
  for (let day = 0; out.length < count && day < 400; day++) {
    const midnight = start + day * 86_400_000;
    if (weekdays.length && !weekdays.includes(new Date(midnight).getUTCDay())) continue;
    for (const m of minutes) {
      const at = zonedInstant(midnight + m * 60_000, timeZone);
      if (at >= notBefore.getTime() && out.length < count) out.push(new Date(at).toISOString());
    }
  }
  return out;
}

describe('planSlots (work bounded by the slots asked for)', () => {
  const now = new Date('2026-05-14T10:17:00Z');
  const six = ['01:00', '05:00', '09:00', '13:00', '18:00', '23:30'];

  it('includes a slot exactly at notBefore', () => {
    const at = new Date('2026-11-30T09:00:00Z');
    expect(iso(planSchedule({ times: ['09:00', '18:00'] }, 2, '2026-11-30', 'UTC', at))).toEqual([
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T18:00:00.000Z',
    ]);
    const berlin = new Date('2026-03-29T07:00:00Z'); // 09:00 CEST on the day the clocks go forward
    expect(iso(planSchedule({ times: ['09:00'] }, 1, '2020-01-01', 'Europe/Berlin', berlin))).toEqual([
      '2026-03-29T07:00:00.000Z',
    ]);
  });

  it('jumps over centuries before notBefore: the same slots, a handful of zone look-ups', () => {
    for (const startDate of ['1900-01-01', '0100-01-01', '2026-05-13']) {
      for (const weekdays of [[], [3], [0, 6]]) {
        for (const count of [1, 5, 21]) {
          const planned = planSlots({ times: six, weekdays }, count, startDate, 'Europe/Berlin', now);
          expect(iso(planned.slots)).toEqual(
            walkedDayByDay(six, weekdays, count, '2026-05-13', 'Europe/Berlin', now),
          );
          expect(planned.lookups).toBeLessThanOrEqual((count + 3) * six.length);
        }
      }
    }
  });

  it('matches a day-by-day walk across daylight-saving changes, in zones east and west', () => {
    const cases: [string, string, string][] = [
      ['Europe/Berlin', '2026-03-20', '2026-03-29T00:30:00Z'],
      ['Europe/Berlin', '2026-10-10', '2026-10-25T00:45:00Z'],
      ['America/New_York', '2026-02-25', '2026-03-08T06:59:00Z'],
      ['Pacific/Auckland', '2026-03-25', '2026-04-04T12:00:00Z'],
      ['Australia/Lord_Howe', '2026-09-20', '2026-10-03T15:10:00Z'],
      ['America/Santiago', '2026-08-25', '2026-09-06T03:30:00Z'],
    ];
    for (const [zone, start, floor] of cases) {
      for (const times of [['00:00', '02:30'], ['09:00'], six]) {
        for (const weekdays of [[], [0], [1, 4]]) {
          const notBefore = new Date(floor);
          const planned = planSlots({ times, weekdays }, 9, start, zone, notBefore);
          expect(iso(planned.slots), `${zone} ${times} ${weekdays}`).toEqual(
            walkedDayByDay(times, weekdays, 9, start, zone, notBefore),
          );
          expect(planned.lookups).toBeLessThanOrEqual(12 * times.length);
        }
      }
    }
  });

  it('starts on the start date when it lies after notBefore', () => {
    const planned = planSlots({ times: ['12:00'], weekdays: [5] }, 2, '2027-05-01', 'UTC', now);
    // 1 May 2027 is a Saturday: the first Friday after it is the 7th.
    expect(iso(planned.slots)).toEqual(['2027-05-07T12:00:00.000Z', '2027-05-14T12:00:00.000Z']);
    expect(planned.lookups).toBe(2);
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
