import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ScriptContent } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { createTestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis } from '@adreel/queue';
import { Queue } from 'bullmq';
import pino from 'pino';
import { createWorkerDeps } from '../src/deps.ts';
import { loadWorkerEnv } from '../src/env.ts';
import { renderVideoJob } from '../src/jobs/render-video.ts';
import { startWorkers } from '../src/runtime.ts';

/** A short two-scene script: cheap to render at full 1080x1920, long enough to exercise every stage. */
export const SHORT_CONTENT: ScriptContent = {
  websiteSummary: 'A desk lamp that is kind to tired eyes.',
  commentary: 'Late-night reading, sorted. #lamp',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: { background: 'Warm lamp on a wooden desk', animation: 'zoomIn' },
        audio: { voiceover: 'Meet the calm lamp.', musicMood: 'calm' },
      },
      {
        duration: 3,
        visual: { background: 'Reader smiling at night', animation: 'panLeft' },
        audio: { voiceover: 'Order yours today.', musicMood: 'calm' },
      },
    ],
  },
  musicSuggestion: 'Soft lo-fi beat',
};

export const PRODUCT = {
  url: 'https://shop.example/products/lamp',
  name: 'Calm Lamp',
  summary: 'A lamp.',
  price: 39,
  currency: 'USD',
  brand: null,
  category: null,
  features: ['Warm light'],
  images: [],
  colors: ['#1d4ed8', '#f59e0b'],
  language: 'en',
};

export async function newVideo(db: Db, content: ScriptContent = SHORT_CONTENT) {
  return db.video.create({
    data: {
      kind: 'user',
      status: 'processing',
      progress: 0,
      message: 'Queued',
      content,
      product: PRODUCT,
      url: PRODUCT.url,
    },
  });
}

export async function waitFor<T>(
  fn: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
  what: string,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export async function scratch(tag: string) {
  return mkdtemp(join(tmpdir(), `adreel-${tag}-`));
}

export const testPrefix = () => `test_${randomBytes(5).toString('hex')}`;
export const ENCRYPTION_KEY = randomBytes(32).toString('hex');

/** The worker's env for a test: its own database, queue prefix and data folder, logs off. */
export function testWorkerEnv(
  databaseUrl: string,
  prefix: string,
  dataDir: string,
  extra: Record<string, string> = {},
) {
  return loadWorkerEnv({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    ENCRYPTION_KEY,
    LOG_LEVEL: 'silent',
    ...extra,
  });
}

/**
 * A test database, a Redis prefix and one render worker running the real render-video job, as the
 * worker process starts it; `close()` removes all of it.
 */
export async function startRenderWorker(tag: string, extraEnv: Record<string, string> = {}) {
  const t = await createTestDatabase();
  const dataDir = await scratch(tag);
  const prefix = testPrefix();
  const redis = createRedis('redis://127.0.0.1:6379');
  const queue = new Queue('renders', { connection: redis, prefix });
  const env = testWorkerEnv(t.url, prefix, dataDir, extraEnv);
  const deps = createWorkerDeps(env, { db: t.db, connection: redis, logger: pino({ level: 'silent' }) });
  const producer = createProducer(redis, prefix);
  const workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [renderVideoJob(deps)],
    concurrency: { renders: 1 },
    logger: { info: () => undefined, error: () => undefined },
  });
  return {
    t,
    deps,
    dataDir,
    prefix,
    redis,
    queue,
    producer,
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await producer.close();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await t.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The worker process as `npm start` runs it (src/main.ts under tsx), on a test's own database, prefix
 * and data folder; its output goes to `log`. `extra` adds settings (lease times, platform bases).
 */
export function spawnWorkerProcess(
  opts: { databaseUrl: string; prefix: string; dataDir: string; log: string[] },
  extra: Record<string, string> = {},
): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: resolve(import.meta.dirname, '..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: opts.prefix,
      DATA_DIR: opts.dataDir,
      ENCRYPTION_KEY,
      OPENAI_API_KEY: '',
      PEXELS_API_KEY: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => opts.log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => opts.log.push(d.toString()));
  return child;
}
