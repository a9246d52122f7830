/**
 * The operator's import of ClickBank's marketplace feed into the offer catalog, by vendor id:
 *   DATABASE_URL=postgres://… pnpm --filter @adreel/clickbank import-feed marketplace_feed_v2.xml
 * Unzip ClickBank's `marketplace_feed_v2.xml.zip` first. HopLinks point at hop.clickbank.net unless
 * CLICKBANK_HOP_BASE says otherwise. Existing products are refreshed; nothing is deleted.
 */
import { readFile } from 'node:fs/promises';
import { createDb } from '@adreel/db';
import { upsertClickBankOffer } from '../src/catalog.ts';
import { parseMarketplaceFeed } from '../src/feed.ts';
import { CLICKBANK_HOP_BASE } from '../src/hoplink.ts';

const databaseUrl = process.env.DATABASE_URL;
const file = process.argv[2];
if (!databaseUrl || !file) {
  console.error('usage: DATABASE_URL=postgres://… import-feed <marketplace_feed_v2.xml>');
  process.exit(2);
}
const { products, skipped } = parseMarketplaceFeed(await readFile(file, 'utf8'));
const db = createDb(databaseUrl);
let created = 0;
try {
  for (const product of products) {
    if (
      (await upsertClickBankOffer(db, product, process.env.CLICKBANK_HOP_BASE ?? CLICKBANK_HOP_BASE)).created
    )
      created++;
  }
} finally {
  await db.$disconnect();
}
console.log(
  `ClickBank feed: ${created} new, ${products.length - created} refreshed, ${skipped} entries skipped`,
);
