// The Beta distribution: the posterior of a rate (clicks per view, sales per click) after a
// Beta(prior) and binomial counts. Exact density functions, so intervals need no sampling.

export type Beta = { alpha: number; beta: number };

/** The flat prior Beta(1, 1): before any data every rate is equally likely. */
export const FLAT_PRIOR: Beta = { alpha: 1, beta: 1 };

/** A count that can be trusted: finite, whole, never negative. */
export function cleanCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * The posterior of a rate after `successes` out of `trials`. Counts are cleaned, and successes are
 * capped at trials: platform views lag clicks by up to two days, so a post may show more clicks
 * than views for a while; that must never make a negative Beta parameter.
 */
export function ratePosterior(successes: number, trials: number, prior: Beta = FLAT_PRIOR): Beta {
  const n = cleanCount(trials);
  const k = Math.min(cleanCount(successes), n);
  return { alpha: prior.alpha + k, beta: prior.beta + n - k };
}

export function betaMean({ alpha, beta }: Beta): number {
  return alpha / (alpha + beta);
}

// Lanczos approximation (g = 7, n = 9), accurate to ~15 digits for positive arguments.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < 9; i++) sum += (LANCZOS[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

export function logBetaFunction(a: number, b: number): number {
  return logGamma(a) + logGamma(b) - logGamma(a + b);
}

// Continued fraction for the incomplete beta (modified Lentz), as in Numerical Recipes §6.4.
function betaContinuedFraction(x: number, a: number, b: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 100_000; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-14) break;
  }
  return h;
}

/** P(X ≤ x) for X ~ Beta(alpha, beta): the regularized incomplete beta function I_x(a, b). */
export function betaCdf(x: number, { alpha: a, beta: b }: Beta): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log1p(-x) - logBetaFunction(a, b));
  // The fraction converges fast only on this side of the mean; use the symmetry otherwise.
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(x, a, b)) / a;
  return 1 - (front * betaContinuedFraction(1 - x, b, a)) / b;
}

/** The p-quantile of Beta(alpha, beta), by bisection on the exact CDF (60 halvings ≈ 1e-18). */
export function betaQuantile(p: number, dist: Beta): number {
  if (p <= 0) return 0;
  if (p >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (betaCdf(mid, dist) < p) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The equal-tailed credible interval holding `mass` of the posterior (0.9 → 5% and 95%). */
export function betaInterval(dist: Beta, mass = 0.9): { low: number; high: number } {
  const tail = (1 - mass) / 2;
  return { low: betaQuantile(tail, dist), high: betaQuantile(1 - tail, dist) };
}

/**
 * P(B > A) for A ~ Beta(a), B ~ Beta(b) exactly, by the finite sum (Evan Miller, "Formulas for
 * Bayesian A/B testing"); needs a whole-number b.alpha, which every count-plus-flat-prior has.
 */
export function probBeatsExact(b: Beta, a: Beta): number {
  if (!Number.isInteger(b.alpha)) throw new Error('probBeatsExact needs a whole-number alpha for B');
  let total = 0;
  for (let i = 0; i < b.alpha; i++) {
    total += Math.exp(
      logBetaFunction(a.alpha + i, a.beta + b.beta) -
        Math.log(b.beta + i) -
        logBetaFunction(1 + i, b.beta) -
        logBetaFunction(a.alpha, a.beta),
    );
  }
  return Math.min(1, Math.max(0, total));
}
