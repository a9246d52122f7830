import { describe, expect, it } from 'vitest';
import { describeRhythm, parseTimes, parseUrls, todayIn } from './rhythm.ts';

describe('campaign form helpers', () => {
  it('reads times of day as people type them', () => {
    expect(parseTimes('18:00, 9:00')).toEqual(['09:00', '18:00']);
    expect(parseTimes('9 9:00 24:00 7:75 lunch 12:30')).toEqual(['09:00', '12:30']);
    expect(parseTimes('')).toEqual([]);
  });

  it('reads one URL per line', () => {
    expect(parseUrls(' https://a.example \n\n https://b.example\r\n')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });

  it('says the rhythm in words', () => {
    expect(
      describeRhythm({
        times: ['09:00', '18:00'],
        weekdays: [],
        startDate: '2026-11-30',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe('2 per day at 09:00 and 18:00 from Mon 30 Nov (Europe/Berlin)');
    expect(
      describeRhythm({ times: ['12:00'], weekdays: [4, 1], startDate: '2026-12-01', timeZone: 'UTC' }),
    ).toBe('1 per day at 12:00 from Tue 1 Dec, Mon Thu only (UTC)');
  });

  it('knows today in a zone', () => {
    expect(todayIn('Pacific/Auckland', new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(todayIn('America/New_York', new Date('2026-11-30T03:00:00Z'))).toBe('2026-11-29');
  });
});
