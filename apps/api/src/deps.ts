import { join } from 'node:path';
import {
  type Assistant,
  type CopyGenerator,
  createAssistant,
  createCopyGenerator,
  createHookWriter,
  type HookWriter,
} from '@adreel/ai';
import { demoModeOn, demoShopOrigin } from '@adreel/config';
import type { PublicConfig } from '@adreel/contracts';
import { createDb, type Db } from '@adreel/db';
import { createDemoKit, type DemoKit } from '@adreel/demo-shop/adapter';
import { createSafeFetcher, type SafeFetcher } from '@adreel/fetch';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import { createStorage, type Storage } from '@adreel/storage';
import type { Redis } from 'ioredis';
import type { ApiEnv } from './env.ts';
import { buildPublicConfig } from './public-config.ts';

/** What services log through: the app's logger, typed here so services never import Fastify. */
export interface Logger {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
}

/** Everything the API's modules use, built once at boot (or per test file by the harness). */
export interface AppDeps {
  env: ApiEnv;
  db: Db;
  redis: Redis;
  producer: Producer;
  publicConfig: PublicConfig;
  storage: Storage;
  /** The one SSRF-safe fetcher for every server-side fetch of a user-given address. */
  fetcher: SafeFetcher;
  copy: CopyGenerator;
  assistant: Assistant;
  /** "Make more like this" openings (issue 35): the offline banks, or a model when one is configured. */
  hooks: HookWriter;
  /** The demo stand-ins (demo shop pages), or null when demo mode is off (see demoModeOn). */
  demo: DemoKit | null;
}

export function createDeps(env: ApiEnv, overrides: Partial<AppDeps> = {}): AppDeps {
  const redis = overrides.redis ?? createRedis(env.REDIS_URL);
  const demo =
    overrides.demo !== undefined
      ? overrides.demo
      : demoModeOn(env)
        ? createDemoKit({ origin: demoShopOrigin(env) })
        : null;
  return {
    env,
    db: overrides.db ?? createDb(env.DATABASE_URL),
    redis,
    producer: overrides.producer ?? createProducer(redis, env.QUEUE_PREFIX),
    publicConfig: buildPublicConfig(env, demo?.productUrl ?? null),
    storage: overrides.storage ?? createStorage({ ...env, STORAGE_DIR: join(env.DATA_DIR, 'storage') }),
    fetcher: overrides.fetcher ?? createSafeFetcher({ allowOrigins: demo ? [demo.origin] : [] }),
    copy: overrides.copy ?? createCopyGenerator(env),
    assistant: overrides.assistant ?? createAssistant(env),
    hooks: overrides.hooks ?? createHookWriter(env),
    demo,
  };
}
