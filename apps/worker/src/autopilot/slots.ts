import { type CampaignRhythm, nextFreeSlot } from '@adreel/contracts';

/** A rhythm slot is decided this long before its time (its posts are placed right after). */
export const DECIDE_AHEAD_MS = 15 * 60_000;
/** A post placed now still lies ahead by the time its row is written (as the API's posting.ts). */
export const RHYTHM_LEAD_MS = 2 * 60_000;
/** On the fast clock a slot is at least this far ahead when decided. */
export const FAST_LEAD_MS = 5_000;

export interface SlotClock {
  rhythm: CampaignRhythm;
  /** Demo mode's fast clock (seconds between slots), or null to follow the rhythm. */
  fastSlotSeconds: number | null;
  /** The latest slot already decided, if any. */
  lastSlotAt: Date | null;
  /** Times already holding this campaign's posts or decisions (ms). */
  taken: ReadonlySet<number>;
  now: Date;
}

/**
 * The next slot to decide now, or null when none is due yet. One decision per slot and slots only
 * from the rhythm (or the fast clock), so autopilot never posts more often than the campaign's rhythm.
 */
export function dueSlot(c: SlotClock): Date | null {
  const now = c.now.getTime();
  if (c.fastSlotSeconds !== null) {
    const every = c.fastSlotSeconds * 1000;
    const next = c.lastSlotAt ? c.lastSlotAt.getTime() + every : now;
    if (next - now > every) return null;
    return new Date(Math.max(next, now + FAST_LEAD_MS));
  }
  const from = now + RHYTHM_LEAD_MS;
  const ahead = new Set([...c.taken].filter((t) => t >= from));
  const next = nextFreeSlot(c.rhythm, ahead, new Date(from));
  return next.getTime() - now <= DECIDE_AHEAD_MS ? next : null;
}
