// "Probability to be best": the share of joint posterior draws in which an arm comes out on top.
import { type ArmModel, drawGoal, type Goal } from './goal-model';
import type { Rng } from './rng';

export const DEFAULT_DRAWS = 2000;

/**
 * P(best) per arm, by Monte Carlo over `draws` joint draws. A tie (say every arm is worth 0 while
 * no sale has a value yet) splits its draw evenly, so the shares always sum to 1 and never divide
 * by zero. With no arms the answer is an empty list.
 */
export function probBest(models: readonly ArmModel[], goal: Goal, rng: Rng, draws = DEFAULT_DRAWS): number[] {
  const wins = models.map(() => 0);
  if (models.length === 0) return wins;
  const rounds = Math.max(1, Math.floor(draws));
  const sample = models.map(() => 0);
  for (let round = 0; round < rounds; round++) {
    let top = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < models.length; i++) {
      const value = drawGoal(models[i] as ArmModel, goal, rng);
      sample[i] = value;
      if (value > top) top = value;
    }
    let tied = 0;
    for (const value of sample) if (value === top) tied++;
    for (let i = 0; i < models.length; i++) if (sample[i] === top) wins[i] = (wins[i] as number) + 1 / tied;
  }
  return wins.map((w) => w / rounds);
}
