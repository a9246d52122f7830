// "Probability to be best": the share of joint posterior draws in which an arm comes out on top.
import { type ArmModel, drawGoal, type Goal } from './goal-model';
import type { Rng } from './rng';

export const DEFAULT_DRAWS = 2000;

/** `draws` joint posterior draws of the goal: one row per arm, one column per draw. */
export function jointDraws(
  models: readonly ArmModel[],
  goal: Goal,
  rng: Rng,
  draws = DEFAULT_DRAWS,
): Float64Array[] {
  const rounds = Math.max(1, Math.floor(draws));
  const rows = models.map(() => new Float64Array(rounds));
  for (let round = 0; round < rounds; round++) {
    for (let i = 0; i < models.length; i++)
      (rows[i] as Float64Array)[round] = drawGoal(models[i] as ArmModel, goal, rng);
  }
  return rows;
}

/**
 * Each arm's share of the draws it tops. A tie (say every arm is worth 0 while no sale has a value
 * yet) splits its draw evenly, so the shares always sum to 1 and never divide by zero.
 */
export function shareOfBest(rows: readonly Float64Array[]): number[] {
  const wins = rows.map(() => 0);
  const rounds = rows[0]?.length ?? 0;
  for (let round = 0; round < rounds; round++) {
    let top = Number.NEGATIVE_INFINITY;
    let tied = 0;
    for (const row of rows) {
      const value = row[round] as number;
      if (value > top) {
        top = value;
        tied = 1;
      } else if (value === top) tied++;
    }
    for (let i = 0; i < rows.length; i++)
      if ((rows[i] as Float64Array)[round] === top) wins[i] = (wins[i] as number) + 1 / tied;
  }
  return rounds === 0 ? wins : wins.map((w) => w / rounds);
}

/** P(best) per arm, by Monte Carlo over `draws` joint draws; an empty list for no arms. */
export function probBest(models: readonly ArmModel[], goal: Goal, rng: Rng, draws = DEFAULT_DRAWS): number[] {
  return shareOfBest(jointDraws(models, goal, rng, draws));
}
