import { seedTrainingMedia, withOperatorDeps } from '@adreel/operator';
import type { SeedContext } from './context.ts';

/** The Missing Piece demo tree: a few 3-second clips, made only when missing. */
export async function seedTrainingMediaTree({ db, env, log }: SeedContext): Promise<void> {
  await withOperatorDeps(env, db, (deps) => seedTrainingMedia(deps.storage, log));
}
