import { describe, expect, it } from 'vitest';
import {
  audienceClicks,
  audienceSales,
  hiddenClickRate,
  hiddenCommission,
  hiddenSaleRate,
} from './demo-rates.ts';

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

  it('sell at 4–6% of clicks for 19.90–49.90 EUR, the same every time', () => {
    const commissions = new Set<number>();
    for (let n = 0; n < 500; n++) {
      const id = `campaign-${n}`;
      for (let position = 0; position < 8; position++) {
        const rate = hiddenSaleRate(id, position);
        expect(rate).toBeGreaterThanOrEqual(0.04);
        expect(rate).toBeLessThan(0.06);
        expect(hiddenSaleRate(id, position)).toBe(rate);
      }
      const commission = hiddenCommission(id);
      expect(commission).toBeGreaterThanOrEqual(19.9);
      expect(commission).toBeLessThanOrEqual(49.9);
      expect(Math.round(commission * 100) % 500).toBe(1990 % 500);
      commissions.add(commission);
    }
    // Every step is drawn somewhere: the commission differs between campaigns.
    expect([...commissions].sort((a, b) => a - b)).toEqual([19.9, 24.9, 29.9, 34.9, 39.9, 44.9, 49.9]);
  });

  it('keep the winner: earnings per view rank the variants as clicks per view do, challengers too', () => {
    const positions = [0, 1, 2, 3, 4, 5, 6, 7];
    const misranked: string[] = [];
    for (let n = 0; n < 2000; n++) {
      const id = `campaign-${n}`;
      const clicks = positions.map((p) => hiddenClickRate(id, p));
      const earnings = positions.map((p) => clicks[p]! * hiddenSaleRate(id, p) * hiddenCommission(id));
      for (const a of positions) {
        for (const b of positions) {
          if (clicks[a]! > clicks[b]! && !(earnings[a]! > earnings[b]!))
            misranked.push(`${id}: ${a} vs ${b}`);
        }
      }
      const best = (score: number[]) => positions.reduce((top, p) => (score[p]! > score[top]! ? p : top), 0);
      if (best(earnings) !== best(clicks)) misranked.push(`${id}: winner`);
    }
    expect(misranked).toEqual([]);
  });

  it('turn clicks into sales that only grow, never from zero or junk clicks', () => {
    expect(audienceSales('p', 0, 0.05)).toBe(0);
    expect(audienceSales('p', -3, 0.05)).toBe(0);
    expect(audienceSales('p', Number.POSITIVE_INFINITY, 0.05)).toBe(0);
    let last = 0;
    for (let clicks = 1; clicks <= 400; clicks++) {
      const sales = audienceSales('p', clicks, 0.05);
      expect(sales).toBeGreaterThanOrEqual(last);
      expect(sales).toBe(audienceSales('p', clicks, 0.05));
      last = sales;
    }
    expect(last).toBeGreaterThanOrEqual(20);
    expect(last).toBeLessThanOrEqual(21);
  });
});
