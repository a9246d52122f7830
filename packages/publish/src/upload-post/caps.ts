import { UPLOAD_POST_CAPS } from '@adreel/contracts';
import type { Platform } from '../types.ts';

/** Upload-Post's posts per profile (account) and platform in any 24 hours. */
export const UPLOAD_POST_DAILY_CAPS: Record<Platform, number> = UPLOAD_POST_CAPS;
export const DAY_MS = 24 * 60 * 60_000;

export interface CapState {
  cap: number;
  used: number;
  remaining: number;
  /** When one more post fits again (the oldest counted post leaves the window); null when one fits now. */
  nextFreeAt: Date | null;
}

/**
 * How many more posts a profile may send to `platform` now, given when its earlier posts went out.
 * A rolling 24-hour window, as Upload-Post counts it.
 */
export function dailyCap(platform: Platform, sentAt: readonly Date[], now: Date): CapState {
  const cap = UPLOAD_POST_DAILY_CAPS[platform];
  const since = now.getTime() - DAY_MS;
  const inWindow = sentAt
    .map((d) => d.getTime())
    .filter((t) => t > since && t <= now.getTime())
    .sort((a, b) => a - b);
  const used = inWindow.length;
  const remaining = Math.max(0, cap - used);
  const oldestBlocking = inWindow[used - cap];
  return {
    cap,
    used,
    remaining,
    nextFreeAt: remaining > 0 || oldestBlocking === undefined ? null : new Date(oldestBlocking + DAY_MS),
  };
}
