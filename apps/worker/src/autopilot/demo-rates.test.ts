import { describe, expect, it } from 'vitest';
import { audienceClicks, hiddenClickRate } from './demo-rates.ts';

describe('hidden demo rates', () => {
  it('give exactly one of the first four variants the winning rate, the same every time', () => {
    for (const id of ['c1', 'c2', 'c3', 'c4', 'c5']) {
      const rates = [0, 1, 2, 3].map((p) => hiddenClickRate(id, p));
      expect(rates.filter((r) => r === 0.12)).toHaveLength(1);
      expect(rates.filter((r) => r <= 0.04)).toHaveLength(3);
      expect([0, 1, 2, 3].map((p) => hiddenClickRate(id, p))).toEqual(rates);
    }
    expect(hiddenClickRate('c1', 5)).toBeGreaterThanOrEqual(0.05);
  });

  it('turn views into clicks that only grow, never from zero or junk views', () => {
    expect(audienceClicks('p', 0, 0.12)).toBe(0);
    expect(audienceClicks('p', Number.NaN, 0.12)).toBe(0);
    const few = audienceClicks('p', 100, 0.12);
    expect(few).toBeGreaterThanOrEqual(12);
    expect(few).toBeLessThanOrEqual(13);
    expect(audienceClicks('p', 200, 0.12)).toBeGreaterThanOrEqual(few);
  });
});
