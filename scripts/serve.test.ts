import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ScriptContent } from '@adreel/contracts';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis, renderJobOptions } from '@adreel/queue';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

// `npm start`'s supervisor (scripts/serve.ts) on its own port, database, Redis prefix and data folder:
// the worker is SIGKILLed mid-render (what the OOM killer does) and the product carries on.
const root = resolve(import.meta.dirname, '..');
const prefix = `test_serve_${randomBytes(4).toString('hex')}`;
const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
let t: TestDatabase;
let dataDir: string;
let serve: ChildProcess;
let output = '';

/** One short scene in the smallest format: the cheapest render that still has stages to interrupt. */
const CONTENT: ScriptContent = {
  websiteSummary: 'A travel mug that keeps coffee hot.',
  commentary: 'Hot coffee all morning. #mug',
  reelScript: {
    scenes: [
      {
        duration: 3,
        visual: { background: 'Steaming mug on a train table', animation: 'zoomIn' },
        audio: { voiceover: 'Coffee, still hot at noon.', musicMood: 'upbeat' },
      },
    ],
  },
  musicSuggestion: 'Bright acoustic',
};

async function until<T>(what: string, ms: number, fn: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The pids the supervisor logged for one service, oldest first. */
const pidsOf = (name: string) =>
  [...output.matchAll(new RegExp(`\\[serve\\] ${name} started \\(pid (\\d+)\\)`, 'g'))].map((m) =>
    Number(m[1]),
  );
const workerPids = () => pidsOf('worker');

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'adreel-serve-'));
});
afterAll(async () => {
  // A test that failed half-way: the supervisor stops its children, or they are ended here.
  if (serve && serve.exitCode === null && serve.signalCode === null) {
    const exited = new Promise((r) => serve.once('exit', r));
    serve.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000))]);
    serve.kill('SIGKILL');
  }
  // Only a process still carrying this test's prefix: a logged pid may since belong to another.
  const ours = (pid: number) =>
    readFile(`/proc/${pid}/environ`, 'utf8').then(
      (e) => e.split('\0').includes(`QUEUE_PREFIX=${prefix}`),
      () => false,
    );
  for (const pid of [...pidsOf('api'), ...workerPids()]) if (await ours(pid)) process.kill(pid, 'SIGKILL');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('restarts a SIGKILLed worker: the API answers throughout and the render completes', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  serve = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: t.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      WEB_DIST: '',
      DEMO_MODE: '0',
      JWT_SECRET: randomBytes(24).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      REGISTER_PATH: '/test-register-path-abcdef/complete',
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      TTS_API_KEY: '',
      PEXELS_API_KEY: '',
      SMTP_URL: '',
      WORKER_METRICS_PORT: '',
      RENDER_CONCURRENCY: '1',
      // A dead worker's job lock lapses in 4 s (30 s by default), so the restarted one resumes soon.
      LOCK_DURATION_MS: '4000',
      STALLED_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  serve.stdout?.on('data', (d: Buffer) => (output += d));
  serve.stderr?.on('data', (d: Buffer) => (output += d));
  await until('the API', 90_000, async () => (await fetch(`${base}/readyz`)).ok);
  await until('the worker', 60_000, async () => output.includes('worker started'));

  const video = await t.db.video.create({
    data: {
      kind: 'dfy',
      status: 'processing',
      content: CONTENT,
      format: '1:1',
      url: 'https://x.example/mug',
    },
  });
  const producer = createProducer(redis, prefix);
  await producer.enqueue('renders', 'render-video', { videoId: video.id }, renderJobOptions(video.id, 'dfy'));
  await producer.close();

  // The API must answer every request while the worker is down and coming back.
  const health = { ok: 0, failed: [] as string[] };
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const res = await fetch(`${base}/healthz`).catch((e: Error) => e);
      if (res instanceof Response && res.ok) health.ok += 1;
      else health.failed.push(res instanceof Response ? String(res.status) : res.message);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const mid = await until('the render to get under way', 90_000, async () => {
    const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
    return v.progress >= 17 && v;
  });
  expect(mid.status).toBe('processing');
  const before = workerPids();
  process.kill(before.at(-1) ?? 0, 'SIGKILL');
  await until(
    'the supervisor to restart the worker',
    30_000,
    async () => workerPids().length > before.length,
  );
  expect(output).toMatch(/\[serve\] worker killed by SIGKILL after [\d.]+ s; restart \d+ in a row, in \d+ s/);

  const done = await until('the interrupted render to complete', 150_000, async () => {
    const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
    return (v.status === 'completed' || v.status === 'failed') && v;
  });
  polling = false;
  await poller;
  expect(done.status, output.slice(-3000)).toBe('completed');
  expect(health.failed).toEqual([]);
  expect(health.ok).toBeGreaterThan(10);

  // Ctrl-C / SIGTERM still stops everything.
  const exited = new Promise<number | null>((r) => serve.once('exit', (code) => r(code)));
  serve.kill('SIGTERM');
  expect(await exited).toBe(0);
  const alive = workerPids().filter((pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  });
  expect(alive).toEqual([]);
}, 300_000);
