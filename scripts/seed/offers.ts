import { demoOffers } from '@adreel/demo-shop/demo-catalog';
import { importOffers } from '@adreel/digistore';
import type { SeedContext } from './context.ts';

/** The demo offer catalog (84 offers), loaded once into an empty Offer table. */
export async function seedOffers(ctx: SeedContext): Promise<void> {
  if ((await ctx.db.offer.count()) > 0) return;
  const { created } = await importOffers(ctx.db, demoOffers());
  ctx.log(`seeded ${created} demo marketplace offers`);
}
