import {
  type AutopilotArmDto,
  type AutopilotGoal,
  type AutopilotSnapshot,
  type AutopilotVerdict,
  armLabel,
} from '@adreel/contracts';
import {
  type AutopilotArm,
  DEFAULT_AUTOPILOT_POLICY,
  decideSlot,
  type Rng,
  rankArms,
  roughly,
  type SlotReason,
  WINNER_CONFIDENCE,
} from '@adreel/stats';

/** One campaign item as an arm: its video's state and the evidence of its posts so far. */
export interface ArmFacts {
  itemId: string;
  position: number;
  /** The item's recorded step: dropped, failed and cancelled items never get a slot. */
  itemStatus: string;
  videoId: string | null;
  /** The video's status, or null when it was deleted. */
  videoStatus: string | null;
  views: number;
  clicks: number;
  sales: number;
  earnings: number;
  /** Slots already given to it (placed or waiting to be placed). */
  slots: number;
}

export interface AutopilotSetup {
  goal: AutopilotGoal;
  minExposureViews: number;
  retireBelow: number;
  pinnedItemId: string | null;
  excludedItemIds: readonly string[];
  /** Arms an earlier decision retired (read back from the last snapshot). */
  retired: ReadonlySet<string>;
}

export interface SlotPlan {
  itemId: string | null;
  videoId: string | null;
  label: string | null;
  pBest: number | null;
  views: number;
  reason: SlotReason;
  snapshot: AutopilotSnapshot;
}

const OUT = new Set(['dropped', 'failed', 'cancelled']);
const pct = (p: number) => p.toFixed(2);
const count = (n: number) => n.toLocaleString('en-US');
const goalWords = (goal: AutopilotGoal) =>
  goal === 'clicks' ? 'clicks per 1,000 views' : 'earnings per 1,000 views';

/** Can this arm be posted now? Gone: its video was deleted or the item left the campaign. */
function readiness(f: ArmFacts): 'ready' | 'not_ready' | 'gone' {
  if (OUT.has(f.itemStatus)) return 'gone';
  if (!f.videoId || f.videoStatus === null || f.videoStatus === 'failed') {
    return f.itemStatus === 'writing' ? 'not_ready' : 'gone';
  }
  return f.videoStatus === 'completed' ? 'ready' : 'not_ready';
}

/** What the data says, in words, from the ranking of the arms still in play. */
function verdictOf(
  inPlay: readonly AutopilotArm[],
  labels: ReadonlyMap<string, string>,
  goal: AutopilotGoal,
  rng: Rng,
  draws: number,
): { verdict: AutopilotVerdict; pBest: Map<string, number> } {
  // As many draws as the decision's own P(best): the page and the log line read alike.
  const ranking = rankArms(inPlay, goal, { rng, draws });
  const pBest = new Map(ranking.arms.map((a) => [a.id, a.pBest]));
  const v = ranking.verdict;
  if (v.kind === 'no-arms') {
    return {
      verdict: { kind: 'waiting', message: 'No variant is ready to post yet.', label: null, pBest: null },
      pBest,
    };
  }
  if (v.kind === 'single') {
    const label = labels.get(inPlay[0]?.id ?? '') ?? null;
    return {
      verdict: {
        kind: 'not_enough_data',
        message: `Only variant ${label} is in play: there is nothing to compare it with. Make more like it to add challengers.`,
        label,
        pBest: null,
      },
      pBest,
    };
  }
  if (v.kind === 'not-enough-data') {
    return {
      verdict: {
        kind: 'not_enough_data',
        message: `Not enough data yet — needs about ${count(roughly(v.more))} more ${v.unit} before a winner can be named.`,
        label: null,
        pBest: null,
      },
      pBest,
    };
  }
  const label = labels.get(v.leaderId) ?? null;
  const p = pBest.get(v.leaderId) ?? 0;
  const winner = p >= WINNER_CONFIDENCE;
  return {
    verdict: {
      kind: winner ? 'winner' : 'leader',
      message: winner
        ? `Variant ${label} is the winner: P(best) ${pct(p)} on ${goalWords(goal)}.`
        : `Variant ${label} leads with P(best) ${pct(p)}, but the race is still close.`,
      label,
      pBest: p,
    },
    pBest,
  };
}

/**
 * One slot's choice (issue 35): the ready, not excluded arms go to the stats package's decideSlot
 * (Thompson sampling on the goal, minimum exposure, retirement, pins); the snapshot records every
 * arm's state and the verdict, so the page shows exactly what the decision saw. Never throws on odd
 * counts (no views, views without clicks, one arm, none at all).
 */
export function planSlot(facts: readonly ArmFacts[], setup: AutopilotSetup, rng: Rng): SlotPlan {
  const labels = new Map(facts.map((f) => [f.itemId, armLabel(f.position)]));
  const ready = facts.filter((f) => readiness(f) === 'ready');
  const arms: AutopilotArm[] = ready.map((f) => ({
    id: f.itemId,
    views: f.views,
    clicks: f.clicks,
    sales: f.sales,
    earnings: f.earnings,
    slots: f.slots,
    pinned: f.itemId === setup.pinnedItemId,
    excluded: setup.excludedItemIds.includes(f.itemId),
    retired: setup.retired.has(f.itemId),
  }));
  const policy = {
    ...DEFAULT_AUTOPILOT_POLICY,
    goal: setup.goal,
    minViewsPerArm: setup.minExposureViews,
    retireBelow: setup.retireBelow,
  };
  const decision = decideSlot(arms, policy, rng);
  const retired = new Set([...setup.retired, ...decision.retire]);
  const inPlay = arms.filter((a) => !a.excluded);
  const { verdict, pBest } = verdictOf(inPlay, labels, decision.goal, rng, policy.draws);
  const leader = verdict.kind === 'winner' || verdict.kind === 'leader' ? verdict.label : null;
  const dto = facts.map((f): AutopilotArmDto => {
    const state = readiness(f);
    const arm = arms.find((a) => a.id === f.itemId);
    const label = labels.get(f.itemId) ?? '?';
    const stateOf = (): AutopilotArmDto['state'] => {
      if (state !== 'ready') return state;
      if (arm?.excluded) return 'excluded';
      if (arm?.pinned) return 'pinned';
      if (retired.has(f.itemId)) return 'retired';
      if (leader === label) return 'leading';
      return f.views < setup.minExposureViews ? 'exploring' : 'in_rotation';
    };
    return {
      itemId: f.itemId,
      videoId: f.videoId,
      label,
      views: f.views,
      clicks: f.clicks,
      sales: f.sales,
      earnings: Math.round(f.earnings * 100) / 100,
      slots: f.slots,
      pBest: pBest.get(f.itemId) ?? null,
      state: stateOf(),
      retired: retired.has(f.itemId),
    };
  });
  const chosen = facts.find((f) => f.itemId === decision.armId) ?? null;
  return {
    itemId: chosen?.itemId ?? null,
    videoId: chosen?.videoId ?? null,
    label: chosen ? (labels.get(chosen.itemId) ?? null) : null,
    pBest: chosen ? decision.pBest : null,
    views: chosen?.views ?? 0,
    reason: decision.reason,
    snapshot: { goal: decision.goal, verdict, arms: dto },
  };
}

const REASON_WORDS: Record<SlotReason, string> = {
  'no-eligible-arm': 'no variant can be posted',
  'only-arm': 'the only variant in play',
  pinned: 'pinned by you',
  'new-arm': 'new: getting its minimum exposure',
  thompson: 'Thompson sampling',
};

/** "Tue 18:00 → variant C: P(best) 0.64, 1,900 views so far (Thompson sampling)" */
export function decisionMessage(plan: SlotPlan, slotAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone,
  }).format(slotAt);
  if (!plan.label) {
    const why =
      plan.snapshot.arms.length === 0 ? 'the campaign has no variants' : 'no variant is ready or allowed';
    return `${when} → skipped: ${why}.`;
  }
  const p = plan.pBest === null ? '' : `P(best) ${pct(plan.pBest)}, `;
  return `${when} → variant ${plan.label}: ${p}${count(plan.views)} views so far (${REASON_WORDS[plan.reason]}).`;
}
