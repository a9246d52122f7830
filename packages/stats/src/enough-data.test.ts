import { describe, expect, it } from 'vitest';
import { moreTrialsNeeded, roughly, trialsPerArm } from './enough-data';
import { pooledRate, TYPICAL_CLICK_RATE } from './pooled-rate';

describe('how much more data', () => {
  it('uses the two-proportion sample size (1% vs 1.3%, 95% one-sided, 80% power ≈ 15,600 per arm)', () => {
    // (1.6449 + 0.8416)² · (0.01·0.99 + 0.013·0.987) / 0.003² = 15,617
    expect(trialsPerArm(0.01)).toBeGreaterThan(15_550);
    expect(trialsPerArm(0.01)).toBeLessThan(15_700);
    expect(trialsPerArm(0.1)).toBeLessThan(trialsPerArm(0.01));
    expect(Number.isFinite(trialsPerArm(0))).toBe(true);
  });

  it('sums what each arm still lacks and rounds to two figures', () => {
    expect(moreTrialsNeeded([0, 500, 2000], 1000)).toBe(1500);
    expect(moreTrialsNeeded([Number.NaN, -4], 10)).toBe(20);
    expect(roughly(15_617)).toBe(16_000);
    expect(roughly(7)).toBe(7);
    expect(roughly(0)).toBe(0);
    expect(roughly(Number.NaN)).toBe(0);
  });

  it('pools rates, falling back to the typical rate before the first success', () => {
    expect(pooledRate(0, 0, TYPICAL_CLICK_RATE)).toBe(TYPICAL_CLICK_RATE);
    expect(pooledRate(0, 20, TYPICAL_CLICK_RATE)).toBe(TYPICAL_CLICK_RATE);
    expect(pooledRate(0, 9998, TYPICAL_CLICK_RATE)).toBeCloseTo(1e-4, 8);
    expect(pooledRate(30, 1000, TYPICAL_CLICK_RATE)).toBe(0.03);
    expect(pooledRate(50, 10, TYPICAL_CLICK_RATE)).toBe(0.5);
  });
});
