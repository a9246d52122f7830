import { seededRng } from '@adreel/stats';
import { describe, expect, it } from 'vitest';
import { type ArmFacts, type AutopilotSetup, decisionMessage, planSlot } from './arms.ts';

const arm = (position: number, over: Partial<ArmFacts> = {}): ArmFacts => ({
  itemId: `item-${position}`,
  position,
  itemStatus: 'scheduled',
  videoId: `video-${position}`,
  videoStatus: 'completed',
  views: 0,
  clicks: 0,
  sales: 0,
  earnings: 0,
  slots: 0,
  ...over,
});
const setup: AutopilotSetup = {
  goal: 'earnings',
  minExposureViews: 300,
  retireBelow: 0.05,
  pinnedItemId: null,
  excludedItemIds: [],
  retired: new Set(),
};
const plan = (facts: ArmFacts[], over: Partial<AutopilotSetup> = {}) =>
  planSlot(facts, { ...setup, ...over }, seededRng(7));

describe('planSlot', () => {
  it('with zero views gives the slot to a new arm and says there is not enough data', () => {
    const p = plan([arm(0), arm(1), arm(2), arm(3)]);
    expect(p.reason).toBe('new-arm');
    expect(p.label).toMatch(/^[A-D]$/);
    expect(p.snapshot.verdict.kind).toBe('not_enough_data');
    expect(p.snapshot.verdict.message).toMatch(/^Not enough data yet — needs about [\d,]+ more views/);
    expect(p.snapshot.arms.every((a) => a.state === 'exploring')).toBe(true);
  });

  it('names the winner once the data tells, and sends the slot to it', () => {
    const facts = [
      arm(0, { views: 3000, clicks: 60, slots: 6 }),
      arm(1, { views: 3000, clicks: 240, slots: 6 }),
      arm(2, { views: 3000, clicks: 70, slots: 6 }),
    ];
    const p = plan(facts, { goal: 'clicks' });
    expect(p.snapshot.verdict).toMatchObject({ kind: 'winner', label: 'B' });
    expect(p.snapshot.verdict.pBest).toBeGreaterThan(0.8);
    expect(p.label).toBe('B');
    expect(decisionMessage(p, new Date('2026-12-08T18:00:00Z'), 'UTC')).toMatch(
      /^Tue 18:00:00 → variant B: P\(best\) [01]\.\d\d, 3,000 views so far \(/,
    );
  });

  it('with views but no clicks, and with one variant, decides without a crash', () => {
    const none = plan([arm(0, { views: 900, slots: 3 }), arm(1, { views: 900, slots: 3 })]);
    expect(none.itemId).not.toBeNull();
    expect(Number.isFinite(none.pBest)).toBe(true);
    const single = plan([arm(0, { views: 500, clicks: 4, slots: 2 })]);
    expect(single.label).toBe('A');
    expect(single.reason).toBe('only-arm');
    expect(single.snapshot.verdict.message).toMatch(/Only variant A is in play/);
  });

  it('skips a variant whose video was deleted mid-run, and a rendering one', () => {
    const p = plan([
      arm(0, { videoId: null, videoStatus: null }),
      arm(1, { videoStatus: 'processing' }),
      arm(2),
    ]);
    expect(p.label).toBe('C');
    expect(p.snapshot.arms.map((a) => a.state)).toEqual(['gone', 'not_ready', 'exploring']);
  });

  it('follows pins and exclusions; with everything excluded the slot is skipped', () => {
    const facts = [
      arm(0, { views: 3000, clicks: 300, slots: 5 }),
      arm(1, { views: 3000, clicks: 30, slots: 5 }),
    ];
    expect(plan(facts, { pinnedItemId: 'item-1' }).label).toBe('B');
    expect(plan(facts, { excludedItemIds: ['item-0'] }).label).toBe('B');
    const skipped = plan(facts, { excludedItemIds: ['item-0', 'item-1'] });
    expect(skipped.itemId).toBeNull();
    expect(decisionMessage(skipped, new Date('2026-12-08T18:00:00Z'), 'UTC')).toMatch(/skipped/);
  });

  it('with no variants at all waits', () => {
    const p = plan([]);
    expect(p.itemId).toBeNull();
    expect(p.snapshot.verdict.kind).toBe('waiting');
  });
});
