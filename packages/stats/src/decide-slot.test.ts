import { describe, expect, it } from 'vitest';
import { type AutopilotArm, type AutopilotPolicy, DEFAULT_AUTOPILOT_POLICY, decideSlot } from './decide-slot';
import { seededRng } from './rng';

const arm = (id: string, views: number, clicks: number, extra: Partial<AutopilotArm> = {}): AutopilotArm => ({
  id,
  views,
  clicks,
  sales: 0,
  earnings: 0,
  slots: 3,
  ...extra,
});
const policy: AutopilotPolicy = { ...DEFAULT_AUTOPILOT_POLICY, draws: 2000 };
const decide = (arms: AutopilotArm[], seed = 5, p = policy) => decideSlot(arms, p, seededRng(seed));

function picks(arms: AutopilotArm[], times: number): Map<string | null, number> {
  const counts = new Map<string | null, number>();
  for (let seed = 0; seed < times; seed++) {
    const { armId } = decide(arms, seed);
    counts.set(armId, (counts.get(armId) ?? 0) + 1);
  }
  return counts;
}

describe('decideSlot', () => {
  it('one arm is chosen with P(best) 1; none, or all excluded, chooses nothing', () => {
    expect(decide([arm('a', 0, 0)])).toMatchObject({ armId: 'a', pBest: 1, reason: 'only-arm', retire: [] });
    expect(decide([])).toMatchObject({ armId: null, pBest: 0, reason: 'no-eligible-arm' });
    expect(decide([arm('a', 10, 1, { excluded: true })])).toMatchObject({
      armId: null,
      reason: 'no-eligible-arm',
    });
  });

  it('a new arm gets its first slot before sampling', () => {
    const decision = decide([arm('old', 50_000, 900), arm('new', 0, 0, { slots: 0 })]);
    expect(decision).toMatchObject({ armId: 'new', reason: 'new-arm' });
  });

  it('Thompson sampling sends most slots to the clear winner, some to a plausible rival', () => {
    const arms = [arm('a', 3000, 30), arm('b', 3000, 45), arm('c', 600, 6)];
    const counts = picks(arms, 200);
    expect(counts.get('b') ?? 0).toBeGreaterThan(120);
    expect((counts.get('a') ?? 0) + (counts.get('c') ?? 0)).toBeGreaterThan(0);
  });

  it('retires an exposed arm that is very unlikely to be best, never the leader or a short-exposed arm', () => {
    const decision = decide([arm('loser', 20_000, 100), arm('leader', 20_000, 400), arm('young', 400, 1)]);
    expect(decision.retire).toEqual(['loser']);
    expect(decision.armId).not.toBe('loser');
    expect(decision.pBestByArm.loser).toBeLessThan(policy.retireBelow);
  });

  it('pins win even against the data, bring a retired arm back, and exclusions are never chosen', () => {
    const arms = [arm('good', 20_000, 400), arm('poor', 20_000, 100, { retired: true, pinned: true })];
    expect(decide(arms)).toMatchObject({ armId: 'poor', reason: 'pinned', retire: [] });
    const excluded = [arm('good', 20_000, 400, { excluded: true }), arm('x', 100, 1), arm('y', 100, 1)];
    expect(picks(excluded, 100).get('good')).toBeUndefined();
  });

  it('when every arm is retired they all come back rather than no post', () => {
    const decision = decide([arm('a', 5000, 50, { retired: true }), arm('b', 5000, 52, { retired: true })]);
    expect(['a', 'b']).toContain(decision.armId);
  });

  it('optimises clicks until there are enough sales, then earnings', () => {
    const few = [arm('a', 10_000, 100, { sales: 2, earnings: 80 }), arm('b', 10_000, 200)];
    expect(decide(few).goal).toBe('clicks');
    const many = [
      arm('converts', 10_000, 100, { sales: 12, earnings: 480 }),
      arm('clicky', 10_000, 200, { sales: 1, earnings: 40 }),
    ];
    const decision = decide(many);
    expect(decision.goal).toBe('earnings');
    expect(decision.pBestByArm.converts).toBeGreaterThan(0.9);
    expect(decide(many, 5, { ...policy, goal: 'clicks' }).goal).toBe('clicks');
  });

  it('zero views, views without clicks and junk counts give a decision, never NaN', () => {
    const cases: AutopilotArm[][] = [
      [arm('a', 0, 0), arm('b', 0, 0)],
      [arm('a', 4000, 0), arm('b', 4000, 0)],
      [arm('a', Number.NaN, -3, { earnings: Number.NaN }), arm('b', 10, 50, { sales: 80 })],
    ];
    for (const arms of cases) {
      const decision = decide(arms);
      expect(['a', 'b']).toContain(decision.armId);
      expect(Number.isFinite(decision.pBest)).toBe(true);
      for (const share of Object.values(decision.pBestByArm)) expect(Number.isFinite(share)).toBe(true);
    }
  });
});
