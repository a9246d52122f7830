// When can the data tell arms apart? The classic two-proportion sample size answers "how many trials
// per arm before a real lift of 30% shows at 95% confidence with 80% power":
//   n = (z₀.₉₅ + z₀.₈₀)² · (p₁(1−p₁) + p₂(1−p₂)) / (p₂ − p₁)²,  p₂ = p₁ · 1.3
// with p₁ the rate of all arms together. It is a planning figure ("needs about N more views"),
// not the test itself: the ranking uses the posteriors.
import { cleanCount } from './beta';

export const DETECTABLE_LIFT = 0.3;
const Z_CONFIDENCE = 1.6449; // one-sided 95%
const Z_POWER = 0.8416; // 80%

/** Trials each arm needs before a 30% lift over `rate` is likely to show. */
export function trialsPerArm(rate: number, lift = DETECTABLE_LIFT): number {
  const p1 = Math.min(0.99, Math.max(1e-9, rate));
  const p2 = Math.min(0.999, p1 * (1 + lift));
  const z = Z_CONFIDENCE + Z_POWER;
  return Math.ceil((z * z * (p1 * (1 - p1) + p2 * (1 - p2))) / ((p2 - p1) * (p2 - p1)));
}

/** How many more trials, summed over arms, until every arm has its share. */
export function moreTrialsNeeded(trialsByArm: readonly number[], perArm: number): number {
  let more = 0;
  for (const trials of trialsByArm) more += Math.max(0, perArm - cleanCount(trials));
  return more;
}

/** "About N": two significant figures, so the message does not pretend to a precision it lacks. */
export function roughly(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0;
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(count)) - 1);
  return Math.ceil(count / scale) * scale;
}
