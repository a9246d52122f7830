import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureDatabase, MIGRATIONS_DIR, migrate, readMigrations } from './migrate.ts';
import { TEST_PG_ADMIN_URL } from './testing.ts';

// Issue 34: the migration that moves User.digistore* into MarketplaceAccount, run on a database that
// holds users connected the old way (migrated up to the one before it, then to the end).
const MIGRATION = '20261208090000_marketplace_accounts';
const name = `adreel_test_mkt_${randomBytes(6).toString('hex')}`;
const url = new URL(TEST_PG_ADMIN_URL);
url.pathname = `/${name}`;
let before: string;
let client: pg.Client;

beforeAll(async () => {
  before = await mkdtemp(join(tmpdir(), 'adreel-migrations-'));
  for (const m of await readMigrations()) {
    if (m.name >= MIGRATION) break;
    await cp(join(MIGRATIONS_DIR, m.name), join(before, m.name), { recursive: true });
  }
  await ensureDatabase(url.toString());
  await migrate(url.toString(), before);
  client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await rm(before, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
});

it('moves every Digistore24 connection into MarketplaceAccount and drops the columns', async () => {
  const at = new Date('2026-11-01T10:00:00.000Z');
  const users = [
    ['ann@example.com', 'v1:ann-key', 'ann42', at],
    ['bo@example.com', 'v1:bo-key', null, null],
    ['cy@example.com', null, null, null],
  ] as const;
  for (const [email, key, name, when] of users) {
    await client.query(
      `INSERT INTO "User" (id, name, email, "passwordHash", "digistoreApiKeyEnc", "digistoreUserName", "digistoreConnectedAt", "updatedAt")
       VALUES (gen_random_uuid(), 'U', $1, 'x', $2, $3, $4, now())`,
      [email, key, name, when],
    );
  }
  await client.query(
    `INSERT INTO "Offer" (id, "entryId", name, "descriptionHtml", "updatedAt") VALUES (gen_random_uuid(), 'e1', 'O', '', now())`,
  );

  expect(await migrate(url.toString())).toContain(MIGRATION);

  const { rows } = await client.query(
    `SELECT u.email, a.marketplace, a.label, a."affiliateId", a."credentialsEnc", a.state, a."connectedAt", a.settings
       FROM "MarketplaceAccount" a JOIN "User" u ON u.id = a."userId" ORDER BY u.email`,
  );
  expect(rows).toEqual([
    {
      email: 'ann@example.com',
      marketplace: 'digistore24',
      label: 'Digistore24',
      affiliateId: 'ann42',
      credentialsEnc: 'v1:ann-key',
      state: 'connected',
      connectedAt: at,
      settings: {},
    },
    // Half a connection (never written by the app) is kept, but must reconnect.
    {
      email: 'bo@example.com',
      marketplace: 'digistore24',
      label: 'Digistore24',
      affiliateId: null,
      credentialsEnc: 'v1:bo-key',
      state: 'needs_reconnect',
      connectedAt: null,
      settings: {},
    },
  ]);
  const columns = await client.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'User' AND column_name LIKE 'digistore%'`,
  );
  expect(columns.rows.map((r) => r.column_name)).toEqual([]);
  const offer = await client.query(`SELECT marketplace, "vendorId" FROM "Offer" WHERE "entryId" = 'e1'`);
  expect(offer.rows).toEqual([{ marketplace: 'digistore24', vendorId: null }]);
  // An entry id is unique within its marketplace only.
  await client.query(
    `INSERT INTO "Offer" (id, marketplace, "entryId", name, "descriptionHtml", "updatedAt") VALUES (gen_random_uuid(), 'clickbank', 'e1', 'O', '', now())`,
  );
  await expect(
    client.query(
      `INSERT INTO "Offer" (id, "entryId", name, "descriptionHtml", "updatedAt") VALUES (gen_random_uuid(), 'e1', 'O', '', now())`,
    ),
  ).rejects.toThrow(/Offer_marketplace_entryId_key/);
});
