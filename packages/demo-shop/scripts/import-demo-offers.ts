/**
 * Loads the demo catalog (84 made-up offers) into the offer table, upserting by entry id:
 *   DATABASE_URL=postgres://… pnpm --filter @adreel/demo-shop import-demo-offers
 * For real catalog files use `pnpm --filter @adreel/digistore import-offers <file.csv|file.json>`.
 */
import { createDb } from '@adreel/db';
import { importOffers } from '@adreel/digistore';
import { demoOffers } from '../seed/demo-catalog.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('usage: DATABASE_URL=postgres://… import-demo-offers');
  process.exit(2);
}

const db = createDb(databaseUrl);
try {
  const rows = demoOffers();
  const { created, updated } = await importOffers(db, rows);
  console.log(`Imported ${rows.length} offers: ${created} created, ${updated} updated.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
