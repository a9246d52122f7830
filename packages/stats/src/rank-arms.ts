// The "What works" table for one dimension (hooks, languages, posting hours…): each arm's goal per
// 1,000 views with a credible interval and P(best), and a verdict: a ranking only when the data can
// tell, otherwise how much more data it needs.
import { betaInterval, cleanCount } from './beta';
import { moreTrialsNeeded, roughly, trialsPerArm } from './enough-data';
import {
  type ArmCounts,
  type ArmModel,
  armModels,
  cleanMoney,
  type Goal,
  goalMean,
  totalsOf,
} from './goal-model';
import { pooledRate, TYPICAL_CLICK_RATE, TYPICAL_SALE_RATE } from './pooled-rate';
import { DEFAULT_DRAWS, jointDraws, shareOfBest } from './prob-best';
import type { Rng } from './rng';

/** A leader this likely to be best is called the winner, whatever the other arms' counts. */
export const WINNER_CONFIDENCE = 0.8;
/**
 * Earnings are ranked only from this many sales on: below it, what separates the arms is their
 * clicks (conversion is pooled), which the clicks ranking already shows without pretending to money.
 */
export const MIN_SALES_TO_RANK = 10;
export const INTERVAL_MASS = 0.9;

export type ArmSummary = {
  id: string;
  views: number;
  clicks: number;
  sales: number;
  earnings: number;
  /** Posterior mean of the goal per 1,000 views. */
  perThousand: number;
  /** Equal-tailed 90% credible interval of the same. */
  low: number;
  high: number;
  pBest: number;
};

export type Verdict =
  | { kind: 'no-arms' }
  | { kind: 'single' }
  | { kind: 'ranked'; leaderId: string }
  | { kind: 'not-enough-data'; unit: 'views' | 'clicks'; more: number };

export type Ranking = { goal: Goal; arms: ArmSummary[]; verdict: Verdict };

export type RankOptions = { rng: Rng; draws?: number };

/** The 90% interval: exact Beta quantiles for clicks, quantiles of the arm's own draws for earnings. */
function interval(model: ArmModel, goal: Goal, draws: Float64Array) {
  if (goal === 'clicks') {
    const { low, high } = betaInterval(model.clickRate, INTERVAL_MASS);
    return { low: 1000 * low, high: 1000 * high };
  }
  const sorted = Float64Array.from(draws).sort();
  const tail = (1 - INTERVAL_MASS) / 2;
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { low: at(tail), high: at(1 - tail) };
}

function verdictOf(arms: readonly ArmCounts[], goal: Goal, summaries: readonly ArmSummary[]): Verdict {
  if (arms.length === 0) return { kind: 'no-arms' };
  if (arms.length === 1) return { kind: 'single' };
  const totals = totalsOf(arms);
  const leader = summaries.reduce((best, arm) => (arm.pBest > best.pBest ? arm : best));
  if (goal === 'earnings' && totals.sales < MIN_SALES_TO_RANK) {
    const saleRate = pooledRate(totals.sales, totals.clicks, TYPICAL_SALE_RATE);
    return {
      kind: 'not-enough-data',
      unit: 'clicks',
      more: roughly((MIN_SALES_TO_RANK - totals.sales) / saleRate),
    };
  }
  if (leader.pBest >= WINNER_CONFIDENCE) return { kind: 'ranked', leaderId: leader.id };
  const [unit, trials, perArm] =
    goal === 'clicks'
      ? ([
          'views',
          arms.map((a) => a.views),
          trialsPerArm(pooledRate(totals.clicks, totals.views, TYPICAL_CLICK_RATE)),
        ] as const)
      : ([
          'clicks',
          arms.map((a) => a.clicks),
          trialsPerArm(pooledRate(totals.sales, totals.clicks, TYPICAL_SALE_RATE)),
        ] as const);
  const more = moreTrialsNeeded(trials, perArm);
  // Every arm has had its share and none stands out: the honest answer is a close race, ranked.
  if (more === 0) return { kind: 'ranked', leaderId: leader.id };
  return { kind: 'not-enough-data', unit, more: roughly(Math.max(1, more)) };
}

export function rankArms(
  arms: readonly ArmCounts[],
  goal: Goal,
  { rng, draws = DEFAULT_DRAWS }: RankOptions,
): Ranking {
  const models = armModels(arms);
  // One set of joint draws serves P(best) and the earnings intervals.
  const samples = jointDraws(models, goal, rng, draws);
  const pBest = shareOfBest(samples);
  const summaries = models.map((model, i): ArmSummary => {
    const arm = arms[i] as ArmCounts;
    return {
      id: arm.id,
      views: cleanCount(arm.views),
      clicks: cleanCount(arm.clicks),
      sales: cleanCount(arm.sales),
      earnings: cleanMoney(arm.earnings),
      perThousand: goalMean(model, goal),
      ...interval(model, goal, samples[i] as Float64Array),
      pBest: pBest[i] as number,
    };
  });
  summaries.sort((a, b) => b.perThousand - a.perThousand || b.pBest - a.pBest);
  return { goal, arms: summaries, verdict: verdictOf(arms, goal, summaries) };
}
