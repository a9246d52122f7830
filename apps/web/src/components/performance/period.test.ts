import { describe, expect, it } from 'vitest';
import { duration, lastDays, percent, periodErrors, topBuyers } from './period.ts';

describe('lastDays', () => {
  it('ends today and includes both ends', () => {
    expect(lastDays(7, new Date('2026-03-10T15:00:00Z'))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastDays(1, new Date('2026-03-10T00:00:00Z'))).toEqual({ from: '2026-03-10', to: '2026-03-10' });
  });
});

describe('percent', () => {
  it('shows one decimal at most', () => {
    expect(percent(0.125)).toBe('12.5%');
    expect(percent(0)).toBe('0%');
    expect(percent(1 / 3)).toBe('33.3%');
  });
});

describe('periodErrors', () => {
  it('accepts a period the server answers', () => {
    expect(periodErrors({ from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(periodErrors(lastDays(366, new Date('2026-03-10T12:00:00Z')))).toEqual({});
  });

  it('says beside the start when it comes after the end', () => {
    expect(periodErrors({ from: '2026-02-01', to: '2026-01-31' })).toEqual({
      from: 'The start must not be after the end',
    });
  });

  it('says beside the end when the period is longer than 366 days', () => {
    expect(periodErrors({ from: '2025-01-01', to: '2026-01-31' })).toEqual({ to: 'Choose at most 366 days' });
  });
});

describe('duration and topBuyers', () => {
  it('reads a time to sale the way people say it', () => {
    expect(duration(42)).toBe('42 s');
    expect(duration(90)).toBe('2 min');
    expect(duration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(duration(50 * 3600)).toBe('2 d 2 h');
  });
  it('names the top device and referrer of the clicks that bought', () => {
    expect(topBuyers({ buyerDevices: [{ name: 'mobile' }], buyerReferrers: [{ name: 'tiktok.com' }] })).toBe(
      'mobile · tiktok.com',
    );
    expect(topBuyers({ buyerDevices: [], buyerReferrers: [] })).toBe('—');
  });
});
