import { retireDemoTrainingClips, withOperatorDeps } from '@adreel/operator';
import type { SeedContext } from './context.ts';

/**
 * The Missing Piece holds the narrated walkthroughs, rendered after the web build by
 * scripts/walkthroughs.ts, plus operators' own files; the seed only clears the old demo cards.
 */
export async function seedTrainingMediaTree({ db, env, log }: SeedContext): Promise<void> {
  await withOperatorDeps(env, db, (deps) => retireDemoTrainingClips(deps.storage, log));
}
