// The autopilot's choice for one posting slot: Thompson sampling on the campaign's goal, after the
// marketer's pins and exclusions, a minimum exposure for new arms, and retirement of arms that are
// very unlikely to be best. Pure: the caller passes the counts, the policy and a seeded generator,
// and persists what comes back (the chosen arm, the decision log line, retirements).
import { type ArmCounts, type ArmModel, armModels, drawGoal, type Goal, totalsOf } from './goal-model';
import { probBest } from './prob-best';
import { MIN_SALES_TO_RANK } from './rank-arms';
import type { Rng } from './rng';

export type AutopilotArm = ArmCounts & {
  /** Slots already given to this arm (posted or scheduled). */
  slots: number;
  /** The marketer wants this arm in every slot (several pins share the slots by Thompson sampling). */
  pinned?: boolean;
  /** The marketer never wants this arm posted. */
  excluded?: boolean;
  /** Retired by an earlier decision; a pin brings it back. */
  retired?: boolean;
};

export type AutopilotPolicy = {
  /** The marketer's goal. Earnings are used only once `minSalesForEarnings` sales exist. */
  goal: Goal;
  minSalesForEarnings: number;
  /** A new arm gets its first slots before sampling judges it. */
  minSlotsPerArm: number;
  /** …and cannot be retired before it has this many views (views arrive hours after posting). */
  minViewsPerArm: number;
  /** Retire an arm whose P(best) falls below this once it has had its exposure. */
  retireBelow: number;
  /** Monte Carlo draws for P(best). */
  draws: number;
};

export const DEFAULT_AUTOPILOT_POLICY: AutopilotPolicy = {
  goal: 'earnings',
  minSalesForEarnings: MIN_SALES_TO_RANK,
  minSlotsPerArm: 1,
  minViewsPerArm: 1000,
  retireBelow: 0.01,
  draws: 1000,
};

export type SlotReason = 'no-eligible-arm' | 'only-arm' | 'pinned' | 'new-arm' | 'thompson';

export type SlotDecision = {
  /** null only when every arm is excluded (or there are none). */
  armId: string | null;
  /** P(best) of the chosen arm among the arms still in play (0 when none is chosen). */
  pBest: number;
  /** The goal actually used: clicks while sales are too few for earnings. */
  goal: Goal;
  reason: SlotReason;
  /** Arms to mark retired from now on (never the leader, never a pinned arm). */
  retire: string[];
  /** P(best) of every arm still in play, by id. */
  pBestByArm: Record<string, number>;
};

type InPlay = { arm: AutopilotArm; model: ArmModel };

function thompsonPick(pool: readonly InPlay[], goal: Goal, rng: Rng): InPlay {
  let best = pool[0] as InPlay;
  let top = Number.NEGATIVE_INFINITY;
  for (const entry of pool) {
    const value = drawGoal(entry.model, goal, rng);
    if (value > top) {
      top = value;
      best = entry;
    }
  }
  return best;
}

function goalInUse(arms: readonly AutopilotArm[], policy: AutopilotPolicy): Goal {
  if (policy.goal === 'clicks') return 'clicks';
  return totalsOf(arms).sales >= policy.minSalesForEarnings ? 'earnings' : 'clicks';
}

export function decideSlot(arms: readonly AutopilotArm[], policy: AutopilotPolicy, rng: Rng): SlotDecision {
  const goal = goalInUse(arms, policy);
  // Pooled priors learn from every arm's data, excluded and retired ones too.
  const models = armModels(arms);
  const candidates = arms
    .map((arm, i) => ({ arm, model: models[i] as ArmModel }))
    .filter((e) => !e.arm.excluded);
  if (candidates.length === 0) {
    return { armId: null, pBest: 0, goal, reason: 'no-eligible-arm', retire: [], pBestByArm: {} };
  }
  const live = candidates.filter((e) => e.arm.pinned || !e.arm.retired);
  // Everything retired and nothing pinned: bring them all back rather than post nothing.
  const inPlay = live.length > 0 ? live : candidates;
  const shares = probBest(
    inPlay.map((e) => e.model),
    goal,
    rng,
    policy.draws,
  );
  const pBestByArm: Record<string, number> = {};
  inPlay.forEach((e, i) => {
    pBestByArm[e.arm.id] = shares[i] as number;
  });
  const leaderShare = Math.max(...shares);
  const retire = inPlay
    .filter(
      (e) =>
        !e.arm.pinned &&
        e.arm.slots >= policy.minSlotsPerArm &&
        e.arm.views >= policy.minViewsPerArm &&
        (pBestByArm[e.arm.id] as number) < policy.retireBelow &&
        (pBestByArm[e.arm.id] as number) < leaderShare,
    )
    .map((e) => e.arm.id);
  const decide = (chosen: InPlay, reason: SlotReason): SlotDecision => ({
    armId: chosen.arm.id,
    pBest: pBestByArm[chosen.arm.id] ?? 0,
    goal,
    reason,
    retire,
    pBestByArm,
  });

  const pinned = inPlay.filter((e) => e.arm.pinned);
  if (pinned.length > 0) return decide(thompsonPick(pinned, goal, rng), 'pinned');
  const remaining = inPlay.filter((e) => !retire.includes(e.arm.id));
  if (remaining.length === 1) return decide(remaining[0] as InPlay, 'only-arm');
  const fresh = remaining.filter((e) => e.arm.slots < policy.minSlotsPerArm);
  if (fresh.length > 0) {
    const fewest = fresh.reduce((a, b) => (b.arm.slots < a.arm.slots ? b : a));
    return decide(fewest, 'new-arm');
  }
  return decide(thompsonPick(remaining, goal, rng), 'thompson');
}
