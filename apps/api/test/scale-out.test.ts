/**
 * Scale-out, proven with real processes: two API processes and two workers on one Postgres database
 * and one Redis prefix, started the way `npm start` starts them. A render is done once; a worker
 * SIGKILLed mid-render hands its video to the other; progress streams work through either API; the
 * global rate limit (Redis) and the daily render quota (Postgres) hold across both APIs; SIGTERM lets
 * a worker stop without losing its job.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createRedis } from '@adreel/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAMP_SCRIPT } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `test_${randomBytes(5).toString('hex')}`;
const redis = createRedis(REDIS_URL);
let t: TestDatabase;
let dataDir: string;
const children: { child: ChildProcess; log: string[] }[] = [];

function baseEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    DEMO_MODE: '0',
    DATABASE_URL: t.url,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    DATA_DIR: dataDir,
    ENCRYPTION_KEY: SECRETS.encryptionKey,
    OPENAI_API_KEY: '',
    PEXELS_API_KEY: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  };
}
const SECRETS = {
  jwt: randomBytes(32).toString('hex'),
  encryptionKey: randomBytes(32).toString('hex'),
};

function start(entry: string, env: NodeJS.ProcessEnv) {
  const log: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...baseEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => log.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  const handle = { child, log };
  children.push(handle);
  return handle;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function startApi() {
  const port = await freePort();
  const api = start('apps/api/src/server.ts', {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: SECRETS.jwt,
    REGISTER_PATH: '/scale-out-register-path/complete',
    RATE_LIMIT_PER_MINUTE: '40',
    TRUST_PROXY: '1',
    QUOTA_DAILY_RENDERS: '2',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (api.child.exitCode !== null) throw new Error(`API exited:\n${api.log.join('')}`);
      return (await fetch(`${base}/healthz`).catch(() => null))?.ok;
    },
    90_000,
    `API on ${port}`,
  );
  return { ...api, base };
}

function startWorker() {
  return start('apps/worker/src/main.ts', {
    RENDER_CONCURRENCY: '1',
    // Quick hand-over of a dead worker's job, so the test stays short.
    STALLED_INTERVAL_MS: '1000',
    LOCK_DURATION_MS: '3000',
    SHUTDOWN_GRACE_MS: '500',
  });
}

async function waitFor<T>(fn: () => Promise<T | null | undefined | false>, ms: number, what: string) {
  const until = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Collects a progress stream's events until it ends. */
function follow(url: string) {
  const events: { event: string; data: { status: string; progress: number } }[] = [];
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(url, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        let buf = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buf += chunk;
          for (let at = buf.indexOf('\n\n'); at >= 0; at = buf.indexOf('\n\n')) {
            const block = buf.slice(0, at);
            buf = buf.slice(at + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data: JSON.parse(data) });
          }
        });
        res.on('end', () => resolve());
      })
      .on('error', reject);
  });
  return { events, ended };
}

const json = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'adreel-scale-out-'));
});

afterAll(async () => {
  for (const { child } of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('two APIs and two workers share the work: once each, across a killed worker, limits hold', async () => {
  const [a, b] = await Promise.all([startApi(), startApi()]);
  const w1 = startWorker();
  const w2 = startWorker();

  // Signed up on one API, signed in on the other: one user, one session store.
  const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
  expect(
    (await json('POST', `${a.base}/api/auth/signup`, { name: 'Scale', email, password: 'secret-lamp-12' }))
      .status,
  ).toBe(201);
  const signin = await json('POST', `${b.base}/api/auth/signin`, { email, password: 'secret-lamp-12' });
  const { token, user } = (await signin.json()) as { token: string; user: { id: string } };
  const auth = { authorization: `Bearer ${token}` };
  const script = await t.db.script.create({
    data: {
      userId: user.id,
      source: 'text',
      sourceText: 'lamp',
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
    },
  });

  // One video started on each API.
  const create = (api: { base: string }) =>
    json('POST', `${api.base}/api/videos/create`, { scriptId: script.id, content: LAMP_SCRIPT }, auth);
  const [r1, r2] = await Promise.all([create(a), create(b)]);
  expect([r1.status, r2.status]).toEqual([201, 201]);
  const v1 = ((await r1.json()) as { id: string }).id;
  const v2 = ((await r2.json()) as { id: string }).id;
  // The daily quota (2) counts both APIs' starts: a third start is refused by either.
  expect((await create(b)).status).toBe(429);
  expect((await create(a)).status).toBe(429);

  // Each video's progress is followed through the API that did not start it.
  const streamOf = async (api: { base: string }, id: string) => {
    const res = await json('POST', `${api.base}/api/videos/${id}/events-token`, undefined, auth);
    const { token: streamToken } = (await res.json()) as { token: string };
    return follow(`${api.base}/api/videos/${id}/events?token=${streamToken}`);
  };
  const s1 = await streamOf(b, v1);
  const s2 = await streamOf(a, v2);

  // Each worker (one render at a time) has taken one video; the one rendering v1 is killed mid-render.
  const queue = new Queue('renders', { connection: redis, prefix });
  try {
    let lastSeen = '';
    const holder = await waitFor(
      async () => {
        const job = await queue.getJob(v1);
        const row = await t.db.video.findUniqueOrThrow({ where: { id: v1 } });
        const by = job?.processedBy ?? '';
        lastSeen = `processedBy=${by} pids=${w1.child.pid},${w2.child.pid} progress=${row.progress} status=${row.status}`;
        const worker = [w1, w2].find((w) => by.endsWith(`:${w.child.pid}`));
        return row.progress > 0 && worker;
      },
      90_000,
      'a worker to start rendering v1',
    ).catch((err: Error) => {
      throw new Error(`${err.message} (${lastSeen})\n${w1.log.join('').slice(-1500)}`);
    });
    if (!holder) throw new Error(lastSeen);
    holder.child.kill('SIGKILL');
    await new Promise((r) => holder.child.once('exit', r));
    const other = holder === w1 ? w2 : w1;

    const done = await waitFor(
      async () => {
        const rows = await t.db.video.findMany({ where: { id: { in: [v1, v2] } } });
        return rows.every((r) => r.status !== 'processing') && rows;
      },
      120_000,
      'both videos to finish',
    );
    expect(done.map((r) => r.status)).toEqual(['completed', 'completed']);

    // Never rendered twice: one "video rendered" per video, all by the surviving worker.
    const rendered = (log: string[], id: string) =>
      log
        .join('')
        .split('\n')
        .filter((l) => l.includes('"video rendered"') && l.includes(id)).length;
    expect(rendered(holder.log, v1)).toBe(0);
    expect(rendered(other.log, v1)).toBe(1);
    expect(rendered(w1.log, v2) + rendered(w2.log, v2)).toBe(1);

    // Both streams saw the end through the API that did not start the video.
    await Promise.all([s1.ended, s2.ended]);
    expect(s1.events.at(-1)?.data.status).toBe('completed');
    expect(s2.events.at(-1)?.data.status).toBe('completed');
    expect(s1.events.length).toBeGreaterThan(1);

    // The global per-address limit (40/min, in Redis) counts requests to both APIs together.
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const codes: number[] = [];
    for (let i = 0; i < 42; i += 1)
      codes.push((await json('GET', `${[a, b][i % 2]?.base}/api/config`, undefined, from)).status);
    expect(codes.slice(0, 40).every((c) => c === 200)).toBe(true);
    expect(codes.slice(40)).toEqual([429, 429]);

    // SIGTERM: the surviving worker stops by itself (graceful), and says so.
    other.child.kill('SIGTERM');
    const code = await new Promise((r) => other.child.once('exit', (c) => r(c)));
    expect(code).toBe(0);
    expect(other.log.join('')).toContain('worker stopped');
  } finally {
    await queue.close();
  }
}, 240_000);
