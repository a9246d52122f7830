/** Gives each e2e run a clean product: its own database dropped and its data folder removed. */
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { E2E_ENV } from '../e2e/support/env.ts';

const url = new URL(E2E_ENV.DATABASE_URL ?? '');
const name = url.pathname.slice(1);
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.end();
if (E2E_ENV.DATA_DIR) await rm(E2E_ENV.DATA_DIR, { recursive: true, force: true });
console.log(`reset ${name} and ${E2E_ENV.DATA_DIR}`);
