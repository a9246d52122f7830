import { describe, expect, it } from 'vitest';
import { lastDays, percent } from './period.ts';

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
