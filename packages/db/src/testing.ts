import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from './client.ts';
import { ensureDatabase, migrate } from './migrate.ts';

export const TEST_PG_ADMIN_URL =
  process.env.TEST_DATABASE_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  url: string;
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated database per test file, so files run in parallel without sharing state. */
export async function createTestDatabase(prefix = 'adreel_test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(TEST_PG_ADMIN_URL);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  await migrate(url.toString());
  const db = createDb(url.toString());
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.$disconnect();
      const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
      await admin.connect();
      try {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
