import { seedDemoDfy } from '@adreel/demo-shop/demo-dfy';
import { withOperatorDeps } from '@adreel/operator';
import type { SeedContext } from './context.ts';

/** Done-for-you demo rows; renders, clones and screenshots are queued for the worker (fast). */
export async function seedDfy({ db, env, log }: SeedContext): Promise<void> {
  await withOperatorDeps(env, db, (deps) => seedDemoDfy(deps, deps.shopOrigin, log));
}
