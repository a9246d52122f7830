// What an arm (a hook, a variant, a language, a posting hour…) is worth, as a posterior to draw from.
//
// The model, per arm, in "per 1,000 views":
//   clicks per view   θc ~ Beta(1 + clicks, (1 − c)/c + views − clicks)              (pooled prior)
//   sales per click   θs ~ Beta(5 + sales, 5(1 − m)/m + clicks − sales)              (pooled prior)
//   value per sale    v  = (earnings + k·pooled value) / (sales + k)                  (shrunk mean)
//   earnings per 1,000 views = 1000 · θc · θs · v
// Both rate priors are centred on the rate of all arms together (empirical Bayes; c and m from
// pooledRate, which falls back to a typical rate before the first success). The click prior is worth
// one click (1/c views): an arm with no views yet is "like the others, very unsure" instead of the
// flat prior's 50% click rate, and a few hundred views outweigh it. Conversion is pulled much harder
// towards the pool (worth 5 sales, s = 5/m clicks): the sale happens on the offer's own page, which
// is the same for every hook, so arms differ far more in who clicks than in who buys; with a weak
// prior rare sales kept the autopilot exploring losers for hundreds of slots (bench:autopilot,
// docs/decisions/0036). Value per sale is pulled towards the pooled value (worth k = 2 sales): one
// lucky sale does not crown an arm, and an arm with clicks but no sale yet is judged by its clicks. Value is a plug-in mean, not a posterior: what a sale pays varies far
// less between arms than whether it happens.
import { type Beta, betaMean, cleanCount, ratePosterior } from './beta';
import { pooledRate, TYPICAL_CLICK_RATE, TYPICAL_SALE_RATE } from './pooled-rate';
import { betaDraw, type Rng } from './rng';

export type ArmCounts = {
  id: string;
  views: number;
  clicks: number;
  sales: number;
  /** Net earnings of the arm's sales (after refunds), in the account's currency. */
  earnings: number;
};

/** What "better" means: clicks per 1,000 views, or earnings per 1,000 views. */
export type Goal = 'clicks' | 'earnings';

export const CONVERSION_PRIOR_SALES = 5;
export const VALUE_PRIOR_SALES = 2;

export type ArmModel = {
  id: string;
  clickRate: Beta;
  saleRate: Beta;
  valuePerSale: number;
};

type Totals = { views: number; clicks: number; sales: number; earnings: number };

export function totalsOf(arms: readonly ArmCounts[]): Totals {
  const totals = { views: 0, clicks: 0, sales: 0, earnings: 0 };
  for (const arm of arms) {
    const views = cleanCount(arm.views);
    const clicks = cleanCount(arm.clicks);
    totals.views += views;
    totals.clicks += clicks;
    totals.sales += Math.min(cleanCount(arm.sales), clicks);
    totals.earnings += cleanMoney(arm.earnings);
  }
  return totals;
}

/** Earnings can be refunded below zero or arrive as junk; the model needs a finite amount ≥ 0. */
export function cleanMoney(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function armModels(arms: readonly ArmCounts[]): ArmModel[] {
  const totals = totalsOf(arms);
  const clickRate = pooledRate(totals.clicks, totals.views, TYPICAL_CLICK_RATE);
  const clickPrior: Beta = { alpha: 1, beta: (1 - clickRate) / clickRate };
  const saleRate = pooledRate(totals.sales, totals.clicks, TYPICAL_SALE_RATE);
  const conversionPrior: Beta = {
    alpha: CONVERSION_PRIOR_SALES,
    beta: (CONVERSION_PRIOR_SALES * (1 - saleRate)) / saleRate,
  };
  const pooledValue = totals.sales > 0 ? totals.earnings / totals.sales : 0;
  return arms.map((arm) => {
    const clicks = cleanCount(arm.clicks);
    const sales = Math.min(cleanCount(arm.sales), clicks);
    return {
      id: arm.id,
      clickRate: ratePosterior(clicks, arm.views, clickPrior),
      saleRate: ratePosterior(sales, clicks, conversionPrior),
      valuePerSale:
        (cleanMoney(arm.earnings) + VALUE_PRIOR_SALES * pooledValue) / (sales + VALUE_PRIOR_SALES),
    };
  });
}

/** One posterior draw of the goal, per 1,000 views. */
export function drawGoal(model: ArmModel, goal: Goal, rng: Rng): number {
  const clicks = betaDraw(model.clickRate.alpha, model.clickRate.beta, rng);
  if (goal === 'clicks') return 1000 * clicks;
  if (model.valuePerSale === 0) return 0;
  return 1000 * clicks * betaDraw(model.saleRate.alpha, model.saleRate.beta, rng) * model.valuePerSale;
}

/** The posterior mean of the goal, per 1,000 views (θc and θs are independent, so means multiply). */
export function goalMean(model: ArmModel, goal: Goal): number {
  const clicks = 1000 * betaMean(model.clickRate);
  return goal === 'clicks' ? clicks : clicks * betaMean(model.saleRate) * model.valuePerSale;
}
