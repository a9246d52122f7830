import { describe, expect, it } from 'vitest';
import { trialsPerArm } from './enough-data';
import type { ArmCounts } from './goal-model';
import { rankArms } from './rank-arms';
import { seededRng } from './rng';

const arm = (id: string, views: number, clicks: number, sales = 0, earnings = 0): ArmCounts => ({
  id,
  views,
  clicks,
  sales,
  earnings,
});
const rank = (arms: ArmCounts[], goal: 'clicks' | 'earnings' = 'clicks') =>
  rankArms(arms, goal, { rng: seededRng(11), draws: 2000 });

function expectAllFinite(ranking: ReturnType<typeof rank>) {
  for (const row of ranking.arms) {
    for (const value of [row.perThousand, row.low, row.high, row.pBest])
      expect(Number.isFinite(value)).toBe(true);
    expect(row.low).toBeLessThanOrEqual(row.high);
  }
}

describe('rankArms', () => {
  it('no arms and a single arm give no ranking', () => {
    expect(rank([]).verdict).toEqual({ kind: 'no-arms' });
    const single = rank([arm('only', 500, 5)]);
    expect(single.verdict).toEqual({ kind: 'single' });
    expect(single.arms[0]?.pBest).toBe(1);
  });

  it('zero views: not enough data, with the two-proportion figure at the typical 1% rate', () => {
    const ranking = rank([arm('a', 0, 0), arm('b', 0, 0)]);
    expectAllFinite(ranking);
    expect(ranking.verdict).toEqual({ kind: 'not-enough-data', unit: 'views', more: 32_000 });
    expect(2 * trialsPerArm(0.01)).toBeLessThanOrEqual(32_000);
  });

  it('views but no clicks: finite figures and a "needs more views" answer', () => {
    const ranking = rank([arm('a', 2000, 0), arm('b', 3000, 0)]);
    expectAllFinite(ranking);
    expect(ranking.verdict.kind).toBe('not-enough-data');
    for (const row of ranking.arms) expect(row.perThousand).toBeGreaterThan(0);
  });

  it('a clear winner is ranked first with its interval and P(best)', () => {
    const ranking = rank([arm('weak', 10_000, 100), arm('strong', 10_000, 200)]);
    expect(ranking.verdict).toEqual({ kind: 'ranked', leaderId: 'strong' });
    const [top, second] = ranking.arms;
    expect(top?.id).toBe('strong');
    expect(top?.pBest).toBeGreaterThan(0.99);
    expect(top?.perThousand).toBeGreaterThan(top?.low as number);
    expect(top?.perThousand).toBeLessThan(top?.high as number);
    expect(top?.low).toBeGreaterThan(second?.high as number);
    // 200 clicks in 10,000 views, shrunk a little towards the 1.5% pool: about 20 per 1,000.
    expect(top?.perThousand).toBeGreaterThan(19);
    expect(top?.perThousand).toBeLessThan(20.5);
  });

  it('a close race with plenty of data for every arm is ranked honestly, with no confident winner', () => {
    const ranking = rank([arm('a', 100_000, 1000), arm('b', 100_000, 1005)]);
    expect(ranking.verdict.kind).toBe('ranked');
    for (const row of ranking.arms) expect(row.pBest).toBeLessThan(0.8);
  });

  it('earnings: no sale yet asks for clicks; with sales the better converter wins at equal clicks', () => {
    const none = rank([arm('a', 5000, 50), arm('b', 5000, 60)], 'earnings');
    expectAllFinite(none);
    expect(none.verdict).toMatchObject({ kind: 'not-enough-data', unit: 'clicks' });
    // One sale: earnings wait for about 9 more sales' worth of clicks (9 / (1/200) = 1,800).
    const one = rank([arm('a', 10_000, 100), arm('b', 10_000, 100, 1, 30)], 'earnings');
    expect(one.verdict).toEqual({ kind: 'not-enough-data', unit: 'clicks', more: 1800 });
    const sold = rank([arm('a', 20_000, 400, 20, 600), arm('b', 20_000, 400, 2, 60)], 'earnings');
    expect(sold.verdict).toEqual({ kind: 'ranked', leaderId: 'a' });
    expect(sold.arms[0]?.perThousand).toBeGreaterThan(sold.arms[1]?.perThousand as number);
  });

  it('junk counts (NaN, negatives, refunds below zero) never produce NaN', () => {
    const ranking = rank(
      [arm('a', Number.NaN, -1, 3, -50), arm('b', 100, 500, 900, Number.POSITIVE_INFINITY)],
      'earnings',
    );
    expectAllFinite(ranking);
    expect(ranking.arms.every((row) => row.earnings >= 0 && row.clicks >= 0)).toBe(true);
  });
});
