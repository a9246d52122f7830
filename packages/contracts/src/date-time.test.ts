import { describe, expect, it } from 'vitest';
import { calendarDay, isoDateTime } from './date-time.ts';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message);

describe('isoDateTime', () => {
  const when = isoDateTime();

  it('takes date-times with seconds and a zone, up to nanoseconds', () => {
    for (const v of [
      '2026-01-31T09:30:00Z',
      '2026-01-31T09:30:00.5Z',
      '2026-01-31T09:30:00.123456789+05:30',
      '1900-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999999999-12:00',
    ]) {
      expect(when.safeParse(v).success, v).toBe(true);
    }
  });

  it('refuses a fraction of more than nine digits, however long, in one message', () => {
    for (const digits of [10, 14, 100_000]) {
      const r = when.safeParse(`2026-01-01T00:00:00.${'1'.repeat(digits)}Z`);
      expect(messages(r), String(digits)).toEqual([
        'Pick a valid date and time: at most 9 digits after the seconds',
      ]);
    }
  });

  it('refuses years outside 1900–9999 and anything that is no date-time', () => {
    expect(messages(when.safeParse('0000-01-01T00:00:00Z'))).toEqual(['Pick a year from 1900 to 9999']);
    expect(messages(when.safeParse('1899-12-31T23:59:59Z'))).toEqual(['Pick a year from 1900 to 9999']);
    for (const v of [
      '2026-02-30T00:00:00Z',
      '2026-01-01T00:00Z',
      '2026-01-01 00:00:00Z',
      'x'.repeat(5000),
      '',
    ]) {
      expect(messages(when.safeParse(v)), v.slice(0, 30)).toEqual(['Pick a valid date and time']);
    }
  });
});

describe('calendarDay', () => {
  const day = calendarDay('The start');
  it('takes real days in 1900–9999 and names the field in each refusal', () => {
    expect(day.safeParse('2028-02-29').success).toBe(true);
    expect(messages(day.safeParse('2027-02-29'))).toEqual(['The start is not a real date']);
    expect(messages(day.safeParse('0000-01-01'))).toEqual(['The start: pick a year from 1900 to 9999']);
    expect(messages(day.safeParse('2026-1-1'))).toEqual(['The start must be a date like 2026-01-31']);
    expect(messages(day.safeParse(`2026-01-01${'1'.repeat(100_000)}`))).toEqual([
      'The start must be a date like 2026-01-31',
    ]);
  });
});
