import { describe, expect, it } from 'vitest';
import { betaDraw, gammaDraw, normalDraw, seededRng } from './rng';

function meanOf(draw: () => number, n: number): number {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += draw();
  return sum / n;
}

describe('seeded draws', () => {
  it('repeat for a seed and differ between seeds', () => {
    const a = seededRng(7);
    const b = seededRng(7);
    const c = seededRng(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const u of first) expect(u >= 0 && u < 1).toBe(true);
  });

  it('have the right means (Gamma(k) mean k, Beta(a,b) mean a/(a+b), normal mean 0)', () => {
    const rng = seededRng(42);
    const n = 40_000;
    expect(meanOf(() => normalDraw(rng), n)).toBeCloseTo(0, 1);
    expect(meanOf(() => gammaDraw(0.3, rng), n)).toBeCloseTo(0.3, 1);
    expect(meanOf(() => gammaDraw(4, rng), n) / 4).toBeCloseTo(1, 1);
    expect(meanOf(() => betaDraw(2, 198, rng), n) * 100).toBeCloseTo(1, 1);
  });
});
