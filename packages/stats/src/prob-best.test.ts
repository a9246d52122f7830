import { describe, expect, it } from 'vitest';
import { probBeatsExact } from './beta';
import type { ArmModel } from './goal-model';
import { probBest } from './prob-best';
import { seededRng } from './rng';

const arm = (id: string, alpha: number, beta: number, valuePerSale = 0): ArmModel => ({
  id,
  clickRate: { alpha, beta },
  saleRate: { alpha: 1, beta: 1 },
  valuePerSale,
});

describe('probBest', () => {
  it('agrees with the exact two-Beta sum within Monte Carlo error', () => {
    const a = arm('a', 51, 4951);
    const b = arm('b', 61, 4941);
    const draws = 20_000;
    const [pa, pb] = probBest([a, b], 'clicks', seededRng(3), draws);
    const exact = probBeatsExact(b.clickRate, a.clickRate);
    const standardError = Math.sqrt((exact * (1 - exact)) / draws);
    expect(Math.abs((pb as number) - exact)).toBeLessThan(4 * standardError);
    expect((pa as number) + (pb as number)).toBeCloseTo(1, 12);
  });

  it('three arms: shares sum to one and follow the data', () => {
    const shares = probBest(
      [arm('a', 11, 990), arm('b', 31, 970), arm('c', 12, 989)],
      'clicks',
      seededRng(1),
      4000,
    );
    expect(shares.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
    expect(shares[1]).toBeGreaterThan(0.99);
  });

  it('splits ties evenly (earnings while no sale has a value) and handles no arms', () => {
    const shares = probBest([arm('a', 5, 100), arm('b', 50, 100)], 'earnings', seededRng(1), 100);
    expect(shares).toEqual([0.5, 0.5]);
    expect(probBest([], 'clicks', seededRng(1))).toEqual([]);
    expect(probBest([arm('solo', 1, 1)], 'clicks', seededRng(1), 0)).toEqual([1]);
  });
});
