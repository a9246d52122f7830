import { join } from 'node:path';
import { demoModeOn, demoShopOrigin, pexelsStandInOrigin } from '@adreel/config';
import { createDb, type Db } from '@adreel/db';
import { createSafeFetcher, type SafeFetcher } from '@adreel/fetch';
import {
  type ChangeNotices,
  createChangeNotices,
  createProducer,
  createRedis,
  type Producer,
} from '@adreel/queue';
import { createStorage, type Storage } from '@adreel/storage';
import type { Redis } from 'ioredis';
import pino from 'pino';
import type { WorkerEnv } from './env.ts';

export type Logger = pino.Logger;

/** Everything job handlers use, built once at boot (or per test file). */
export interface WorkerDeps {
  env: WorkerEnv;
  db: Db;
  connection: Redis;
  producer: Producer;
  /** Tells the API processes a video or script row changed (their progress streams re-read it). */
  notices: ChangeNotices;
  storage: Storage;
  /** The one SSRF-safe fetcher for every fetch of a user-given address. */
  fetcher: SafeFetcher;
  logger: Logger;
  /** Persistent cache folder for render stages (voice, backgrounds, music). */
  cacheDir: string;
  /** Scratch space; each job makes and removes its own folder inside. */
  tmpDir: string;
}

export function createWorkerDeps(env: WorkerEnv, overrides: Partial<WorkerDeps> = {}): WorkerDeps {
  const connection = overrides.connection ?? createRedis(env.REDIS_URL);
  return {
    env,
    db: overrides.db ?? createDb(env.DATABASE_URL),
    connection,
    producer: overrides.producer ?? createProducer(connection, env.QUEUE_PREFIX),
    notices: overrides.notices ?? createChangeNotices(connection, env.QUEUE_PREFIX),
    storage: overrides.storage ?? createStorage({ ...env, STORAGE_DIR: join(env.DATA_DIR, 'storage') }),
    fetcher:
      overrides.fetcher ??
      createSafeFetcher({
        // Demo mode: the demo shop's pages and the Pexels stand-in's clips are on this machine.
        allowOrigins: demoModeOn(env) ? [demoShopOrigin(env), pexelsStandInOrigin(env)] : [],
      }),
    logger: overrides.logger ?? pino({ level: env.LOG_LEVEL, base: { app: 'worker' } }),
    cacheDir: overrides.cacheDir ?? join(env.DATA_DIR, 'cache'),
    tmpDir: overrides.tmpDir ?? join(env.DATA_DIR, 'tmp'),
  };
}
