import { describe, expect, it } from 'vitest';
import { DECIDE_AHEAD_MS, dueSlot, FAST_LEAD_MS } from './slots.ts';

const rhythm = { times: ['09:00', '18:00'], weekdays: [], startDate: '2026-12-01', timeZone: 'UTC' };
const at = (iso: string) => new Date(iso);

describe('dueSlot on the rhythm', () => {
  it('decides the 18:00 slot within the quarter hour before it', () => {
    const now = at('2026-12-08T17:50:00Z');
    expect(dueSlot({ rhythm, fastSlotSeconds: null, lastSlotAt: null, taken: new Set(), now })).toEqual(
      at('2026-12-08T18:00:00Z'),
    );
  });

  it('waits while the next slot is further ahead', () => {
    const now = at('2026-12-08T12:00:00Z');
    expect(dueSlot({ rhythm, fastSlotSeconds: null, lastSlotAt: null, taken: new Set(), now })).toBeNull();
  });

  it('never decides a slot twice: a taken 18:00 leaves nothing due until the next morning', () => {
    const now = at('2026-12-08T17:50:00Z');
    const taken = new Set([at('2026-12-08T18:00:00Z').getTime()]);
    expect(dueSlot({ rhythm, fastSlotSeconds: null, lastSlotAt: null, taken, now })).toBeNull();
    const morning = at('2026-12-09T08:50:00Z');
    expect(dueSlot({ rhythm, fastSlotSeconds: null, lastSlotAt: null, taken, now: morning })).toEqual(
      at('2026-12-09T09:00:00Z'),
    );
    expect(DECIDE_AHEAD_MS).toBeGreaterThan(0);
  });
});

describe('dueSlot on the fast clock', () => {
  const now = at('2026-12-08T12:00:00Z');

  it('starts right away, a little ahead', () => {
    expect(dueSlot({ rhythm, fastSlotSeconds: 20, lastSlotAt: null, taken: new Set(), now })).toEqual(
      new Date(now.getTime() + FAST_LEAD_MS),
    );
  });

  it('keeps the interval from the last slot and waits until it is near', () => {
    const last = new Date(now.getTime() - 2_000);
    expect(dueSlot({ rhythm, fastSlotSeconds: 20, lastSlotAt: last, taken: new Set(), now })).toEqual(
      new Date(now.getTime() + 18_000),
    );
    const far = new Date(now.getTime() + 60_000);
    expect(dueSlot({ rhythm, fastSlotSeconds: 20, lastSlotAt: far, taken: new Set(), now })).toBeNull();
  });
});
