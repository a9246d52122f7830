/**
 * The simulated market behind `npm run bench:autopilot`: variants with known true rates, posts whose
 * views follow a heavy-tailed (log-normal) law, and clicks and sales drawn from those rates. Only the
 * benchmark uses it; the decisions it is scored on come from @adreel/stats, the product's own code.
 */
import { normalDraw, type Rng } from '@adreel/stats';

export type TrueVariant = { id: string; clickRate: number; saleRate: number; valuePerSale: number };

export type MarketShape = {
  variants: number;
  /** Median click rate across variants (clicks per view). */
  medianClickRate: number;
  /** The best variant's click rate as a multiple of the median. */
  bestLift: number;
  /** Sales per click (rare), varied a little per variant. */
  saleRate: number;
  valuePerSale: number;
  /** Views per post: log-normal with this median and log-spread (1.5 → the top 5% get 12× the median). */
  medianViews: number;
  viewsSpread: number;
};

export const DEFAULT_MARKET: MarketShape = {
  variants: 12,
  medianClickRate: 0.01,
  bestLift: 1.8,
  saleRate: 0.01,
  valuePerSale: 30,
  medianViews: 800,
  viewsSpread: 1.5,
};

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * The hidden truth for one seed: all but one variant spread log-normally around the median (σ 0.2,
 * capped under the best), one variant at `bestLift` × the median click rate, in a random position.
 */
export function trueVariants(shape: MarketShape, rng: Rng): TrueVariant[] {
  const others = Array.from({ length: shape.variants - 1 }, () =>
    Math.min(1.45, Math.exp(0.2 * normalDraw(rng))),
  );
  // The best sits above all others, so the median of all is the median of the middle of the others.
  const lifts = [...others, Number.POSITIVE_INFINITY];
  const mid = median(lifts);
  const rates = lifts.map((lift) => (Number.isFinite(lift) ? lift / mid : shape.bestLift));
  const bestAt = Math.floor(rng() * shape.variants);
  [rates[bestAt], rates[rates.length - 1]] = [rates[rates.length - 1] as number, rates[bestAt] as number];
  return rates.map((lift, i) => ({
    id: `v${String(i + 1).padStart(2, '0')}`,
    clickRate: shape.medianClickRate * lift,
    saleRate: shape.saleRate * Math.exp(0.1 * normalDraw(rng)),
    valuePerSale: shape.valuePerSale,
  }));
}

export function earningsPerView(variant: TrueVariant): number {
  return variant.clickRate * variant.saleRate * variant.valuePerSale;
}

export function postViews(shape: MarketShape, rng: Rng): number {
  return Math.max(1, Math.round(shape.medianViews * Math.exp(shape.viewsSpread * normalDraw(rng))));
}

/** Successes out of n trials at rate p: Poisson by inversion when rare (n·p < 30), else normal. */
export function binomialDraw(n: number, p: number, rng: Rng): number {
  const mean = n * p;
  if (mean < 30) {
    let k = 0;
    let term = Math.exp(-mean);
    let cumulative = term;
    const u = rng();
    while (u > cumulative && k < n) {
      k++;
      term *= mean / k;
      cumulative += term;
    }
    return k;
  }
  const draw = Math.round(mean + Math.sqrt(mean * (1 - p)) * normalDraw(rng));
  return Math.min(n, Math.max(0, draw));
}
