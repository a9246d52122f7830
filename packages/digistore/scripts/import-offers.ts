/**
 * Loads offers into the catalog, upserting by entry id:
 *   DATABASE_URL=postgres://… pnpm --filter @adreel/digistore import-offers <file.csv|file.json> [--format csv|json]
 * A file with any bad row imports nothing and lists every problem. The demo catalog is demo data and
 * lives in @adreel/demo-shop: `pnpm --filter @adreel/demo-shop import-demo-offers` (or `pnpm db:seed`).
 */
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb } from '@adreel/db';
import { importOffers } from '../src/catalog/import.ts';
import { OfferImportError, parseOfferImport } from '../src/catalog/parse-import.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { format: { type: 'string' }, demo: { type: 'boolean', default: false } },
});

if (values.demo) {
  console.error(
    'The demo catalog is demo data: DATABASE_URL=postgres://… pnpm --filter @adreel/demo-shop import-demo-offers',
  );
  process.exit(2);
}

const databaseUrl = process.env.DATABASE_URL;
const file = positionals[0];
if (!databaseUrl || !file) {
  console.error('usage: DATABASE_URL=postgres://… import-offers <file.csv|file.json> [--format csv|json]');
  process.exit(2);
}

async function rowsToImport(file: string) {
  const format = values.format ?? extname(file).slice(1).toLowerCase();
  if (format !== 'csv' && format !== 'json')
    throw new Error(`Unknown format "${format}": use --format csv|json`);
  return parseOfferImport(await readFile(file, 'utf8'), format);
}

const db = createDb(databaseUrl);
try {
  const rows = await rowsToImport(file);
  const { created, updated } = await importOffers(db, rows);
  console.log(`Imported ${rows.length} offers: ${created} created, ${updated} updated.`);
} catch (err) {
  if (err instanceof OfferImportError) {
    console.error(`Nothing imported. ${err.issues.length} problem(s):`);
    for (const i of err.issues)
      console.error(
        `  ${i.row ? `${err.label} ${i.row}` : 'file'}${i.field ? ` ${i.field}` : ''}: ${i.message}`,
      );
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exitCode = 1;
} finally {
  await db.$disconnect();
}
