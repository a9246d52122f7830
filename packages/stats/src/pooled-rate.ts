// The rate all arms share, used as the centre of each arm's prior and for planning sample sizes.
import { cleanCount } from './beta';

/** Rates assumed before the first success: typical short-video link CTR, and checkout conversion. */
export const TYPICAL_CLICK_RATE = 0.01;
export const TYPICAL_SALE_RATE = 0.02;

/**
 * The rate all arms share. Before the first success it is the typical rate, unless the trials
 * already make that implausible (no click in 5,000 views says the rate is near 1/5,000).
 */
export function pooledRate(successes: number, trials: number, typical: number): number {
  const k = cleanCount(successes);
  const n = cleanCount(trials);
  if (k === 0 || n === 0) return Math.min(typical, 1 / (n + 2));
  return Math.min(0.5, Math.max(1e-6, Math.min(k, n) / n));
}
