/**
 * Autopilot benchmark (issue 35 item 5): a simulated market (scripts/autopilot-market.ts) with known
 * true rates — 12 variants, log-normal views per post, one variant at 1.8× the median click rate,
 * sales at 1% of clicks — and the product's own decision code (`decideSlot` from @adreel/stats with
 * `DEFAULT_AUTOPILOT_POLICY`, goal: earnings) choosing the variant of each of `--slots` posting slots,
 * for `--seeds` seeds. Numbers come back `--lag` slots after a post (views arrive later than posts).
 *
 * Scored on expected earnings (views × the chosen variant's true earnings per view), so the luck of
 * individual sales does not blur the comparison; the three policies see the same posts' views:
 *   - oracle: always the variant with the best true earnings per view;
 *   - uniform: rotate through the variants in turn;
 *   - autopilot: what decideSlot chose.
 * Prints per-seed percentiles, the median seed's figures against the targets (≥ 90% of the oracle,
 * ≥ 1.3× uniform), and how many slots pass before the best variant holds most of the traffic (over
 * half of every later 50-slot window). Ends with one JSON line.
 *
 *   pnpm bench:autopilot [--seeds 50] [--slots 1000] [--lag 2]
 */
import { parseArgs } from 'node:util';
import { type AutopilotArm, DEFAULT_AUTOPILOT_POLICY, decideSlot, seededRng } from '@adreel/stats';
import {
  binomialDraw,
  DEFAULT_MARKET,
  earningsPerView,
  postViews,
  type TrueVariant,
  trueVariants,
} from './autopilot-market.ts';

const { values: args } = parseArgs({
  options: {
    seeds: { type: 'string', default: '50' },
    slots: { type: 'string', default: '1000' },
    lag: { type: 'string', default: '2' },
  },
});
const SEEDS = Number(args.seeds);
const SLOTS = Number(args.slots);
const LAG = Number(args.lag);
const WINDOW = 50;
const TARGET_ORACLE_SHARE = 0.9;
const TARGET_UNIFORM_RATIO = 1.3;

type Outcome = { due: number; index: number; views: number; clicks: number; sales: number; earnings: number };
type SeedResult = { oracleShare: number; uniformRatio: number; slotsToMajority: number; bestShare: number };

/** The first slot from which the best variant holds over half of every trailing 50-slot window. */
function slotsToMajority(picks: readonly boolean[]): number {
  // Walk back from the end: the first window that fails marks where the majority had not yet held.
  let answer = picks.length;
  for (let t = picks.length - 1; t >= 0; t--) {
    const window = picks.slice(Math.max(0, t - WINDOW + 1), t + 1);
    if (window.filter(Boolean).length * 2 <= window.length) return answer;
    answer = t;
  }
  return answer;
}

function runSeed(seed: number): SeedResult {
  const marketRng = seededRng(seed);
  const truth: TrueVariant[] = trueVariants(DEFAULT_MARKET, marketRng);
  const views = Array.from({ length: SLOTS }, () => postViews(DEFAULT_MARKET, marketRng));
  const values = truth.map(earningsPerView);
  const bestValue = Math.max(...values);
  const best = values.indexOf(bestValue);

  const oracle = views.reduce((sum, v) => sum + v * bestValue, 0);
  const uniform = views.reduce((sum, v, t) => sum + v * (values[t % values.length] as number), 0);

  const outcomeRng = seededRng(seed * 7919 + 1);
  const decisionRng = seededRng(seed * 104_729 + 2);
  const arms: AutopilotArm[] = truth.map((v) => ({
    id: v.id,
    views: 0,
    clicks: 0,
    sales: 0,
    earnings: 0,
    slots: 0,
  }));
  const pending: Outcome[] = [];
  const picks: boolean[] = [];
  let autopilot = 0;
  for (let t = 0; t < SLOTS; t++) {
    while (pending.length > 0 && (pending[0] as Outcome).due <= t) {
      const outcome = pending.shift() as Outcome;
      const arm = arms[outcome.index] as AutopilotArm;
      arm.views += outcome.views;
      arm.clicks += outcome.clicks;
      arm.sales += outcome.sales;
      arm.earnings += outcome.earnings;
    }
    const decision = decideSlot(arms, DEFAULT_AUTOPILOT_POLICY, decisionRng);
    for (const arm of arms) if (decision.retire.includes(arm.id)) arm.retired = true;
    const index = arms.findIndex((arm) => arm.id === decision.armId);
    if (index < 0) throw new Error(`slot ${t}: no variant chosen (${decision.reason})`);
    (arms[index] as AutopilotArm).slots += 1;
    const variant = truth[index] as TrueVariant;
    const postViewCount = views[t] as number;
    const clicks = binomialDraw(postViewCount, variant.clickRate, outcomeRng);
    const sales = binomialDraw(clicks, variant.saleRate, outcomeRng);
    pending.push({
      due: t + LAG,
      index,
      views: postViewCount,
      clicks,
      sales,
      earnings: sales * variant.valuePerSale,
    });
    autopilot += postViewCount * (values[index] as number);
    picks.push(index === best);
  }
  return {
    oracleShare: autopilot / oracle,
    uniformRatio: autopilot / uniform,
    slotsToMajority: slotsToMajority(picks),
    bestShare: picks.filter(Boolean).length / picks.length,
  };
}

function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))] as number;
}

const started = performance.now();
const results: SeedResult[] = [];
for (let seed = 1; seed <= SEEDS; seed++) results.push(runSeed(seed));
const seconds = Math.round((performance.now() - started) / 100) / 10;

const column = (pick: (r: SeedResult) => number) => results.map(pick);
const rows: Array<[string, number[], (n: number) => string]> = [
  ['share of oracle', column((r) => r.oracleShare), (n) => `${(100 * n).toFixed(1)}%`],
  ['× uniform rotation', column((r) => r.uniformRatio), (n) => `${n.toFixed(2)}×`],
  ['slots to majority', column((r) => r.slotsToMajority), (n) => `${Math.round(n)}`],
  ['best variant share', column((r) => r.bestShare), (n) => `${(100 * n).toFixed(1)}%`],
];
console.log(`autopilot: ${SEEDS} seeds × ${SLOTS} slots, feedback after ${LAG} slots, ${seconds} s`);
console.log('figure                 p10      median   p90');
for (const [name, values, show] of rows) {
  console.log(
    `${name.padEnd(22)} ${show(percentile(values, 0.1)).padEnd(8)} ${show(percentile(values, 0.5)).padEnd(8)} ${show(percentile(values, 0.9))}`,
  );
}
const medianShare = percentile(
  column((r) => r.oracleShare),
  0.5,
);
const medianRatio = percentile(
  column((r) => r.uniformRatio),
  0.5,
);
const met = medianShare >= TARGET_ORACLE_SHARE && medianRatio >= TARGET_UNIFORM_RATIO;
console.log(
  `median seed: ${(100 * medianShare).toFixed(1)}% of oracle (target ≥ 90%), ${medianRatio.toFixed(2)}× uniform (target ≥ 1.3×): ${met ? 'met' : 'NOT met'}`,
);
console.log(
  JSON.stringify({
    bench: 'autopilot',
    seeds: SEEDS,
    slots: SLOTS,
    lag: LAG,
    medianOracleShare: Number(medianShare.toFixed(4)),
    medianUniformRatio: Number(medianRatio.toFixed(3)),
    medianSlotsToMajority: percentile(
      column((r) => r.slotsToMajority),
      0.5,
    ),
    met,
    seconds,
  }),
);
