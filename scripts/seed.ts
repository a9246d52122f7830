/**
 * Idempotent demo data: a demo account (printed) and what each feature needs to be tried at once.
 * Safe to run on every start; each feature's seed lives in scripts/seed/<feature>.ts.
 */
import { loadDotEnv } from '@adreel/config';
import { createDb } from '@adreel/db';
import { seedDemoAccount } from './seed/account.ts';
import { seedClickBankOffers } from './seed/clickbank-offers.ts';
import type { SeedContext } from './seed/context.ts';
import { seedDfy } from './seed/dfy.ts';
import { seedOffers } from './seed/offers.ts';
import { seedTrainingMediaTree } from './seed/training-media.ts';

loadDotEnv();
const ctx: SeedContext = {
  db: createDb(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/adreel'),
  env: process.env,
  log: (line) => console.log(line),
};
try {
  await seedDemoAccount(ctx);
  await seedOffers(ctx);
  await seedClickBankOffers(ctx);
  await seedDfy(ctx);
  await seedTrainingMediaTree(ctx);
} finally {
  await ctx.db.$disconnect();
}
