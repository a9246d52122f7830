/**
 * Gives each e2e run a clean product: its own database dropped, its data folder removed and the Redis
 * keys of earlier runs on this port deleted (each run has its own prefix).
 */
import { rm } from 'node:fs/promises';
import { createRedis } from '@adreel/queue';
import pg from 'pg';
import { E2E_ENV, E2E_PREFIX_BASE } from '../e2e/support/env.ts';

const url = new URL(E2E_ENV.DATABASE_URL ?? '');
const name = url.pathname.slice(1);
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();
if (E2E_ENV.DATA_DIR) await rm(E2E_ENV.DATA_DIR, { recursive: true, force: true });
const redis = createRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
let removed = 0;
for await (const keys of redis.scanStream({ match: `${E2E_PREFIX_BASE}*`, count: 500 })) {
  if ((keys as string[]).length) removed += await redis.unlink(...(keys as string[]));
}
redis.disconnect();
console.log(`reset ${name}, ${E2E_ENV.DATA_DIR} and ${removed} Redis key(s) of earlier runs`);
