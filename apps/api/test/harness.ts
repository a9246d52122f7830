import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../src/app.ts';
import { type AppDeps, createDeps } from '../src/deps.ts';
import { testApiEnv } from '../src/env.ts';
import { createLampScript, LAMP_SCRIPT } from './fixtures.ts';

export interface Harness {
  app: FastifyInstance;
  deps: AppDeps;
  dataDir: string;
  t: TestDatabase;
  redis: Redis;
  producer: Producer;
  queuePrefix: string;
  /** Jobs waiting in a queue, oldest first: lets a test read what the API asked the worker to do. */
  waitingJobs(queue: string): Promise<{ name: string; data: Record<string, unknown> }[]>;
  close(): Promise<void>;
}

/** A real app over a fresh Postgres database and a private BullMQ prefix on the real Redis. */
export async function createHarness(
  envOverrides: Record<string, string> = {},
  depOverrides: Partial<AppDeps> = {},
): Promise<Harness> {
  const t = await createTestDatabase();
  const queuePrefix = `test_${randomBytes(5).toString('hex')}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'adreel-api-test-'));
  const env = testApiEnv({
    DATABASE_URL: t.url,
    QUEUE_PREFIX: queuePrefix,
    DATA_DIR: dataDir,
    ...envOverrides,
  });
  const redis = createRedis(env.REDIS_URL);
  const producer = createProducer(redis, queuePrefix);
  const deps = createDeps(env, { db: t.db, redis, producer, ...depOverrides });
  const app = await buildApp(deps);
  await app.ready();
  const queues: Queue[] = [];
  return {
    app,
    deps,
    dataDir,
    t,
    redis,
    producer,
    queuePrefix,
    async waitingJobs(name) {
      const q = new Queue(name, { connection: redis, prefix: queuePrefix });
      queues.push(q);
      const jobs = await q.getJobs(['waiting', 'delayed', 'prioritized'], 0, 1000, true);
      return jobs.map((j) => ({ name: j.name, data: j.data as Record<string, unknown> }));
    },
    async close() {
      await app.close();
      for (const q of queues) {
        await q.obliterate({ force: true }).catch(() => undefined);
        await q.close();
      }
      await producer.close();
      const keys = await redis.keys(`${queuePrefix}:*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
      await t.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on, so PUBLIC_URL can name the address the app is about to listen on. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A harness whose app really listens at its PUBLIC_URL, so what it calls over HTTP on its own origin
 * (the Digistore24 sandbox, its IPNs) is really there, exactly as Digistore24 would be.
 */
export async function createListeningHarness(
  envOverrides: Record<string, string> = {},
  depOverrides: Partial<AppDeps> = {},
): Promise<Harness> {
  const port = await freePort();
  const h = await createHarness({ PUBLIC_URL: `http://127.0.0.1:${port}`, ...envOverrides }, depOverrides);
  await h.app.listen({ port, host: '127.0.0.1' });
  return h;
}

let ipCounter = 0;
/** A distinct client address per test so per-IP limits of one test never leak into another. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${randomBytes(1)[0]}.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface SignedInUser {
  userId: string;
  email: string;
  /** The bearer header, ready for `inject({ headers })`. */
  auth: { authorization: string };
}

/** A real account made the way a user makes one: sign up, then sign in (so the token has a session). */
export async function signUpAndIn(
  h: Harness,
  tag = 'user',
  password = 'secret-lamp-1',
): Promise<SignedInUser> {
  const email = uniqueEmail(tag);
  const signup = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Test User', email, password },
    remoteAddress: uniqueIp(),
  });
  if (signup.statusCode !== 201) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json() as { token: string; user: { id: string } };
  return { userId: user.id, email, auth: { authorization: `Bearer ${token}` } };
}

/** A GET as the signed-in user sends it. */
export const getAs = (h: Harness, user: SignedInUser, url: string) =>
  h.app.inject({ method: 'GET', url, headers: user.auth });

/** A multipart body with one `kind` field and one file, as the Traffic Sources page sends it. */
export function multipartUpload(file: Buffer, kind = 'image', filename = 'a.png', type = 'image/png') {
  const boundary = `----adreel${randomBytes(6).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A video made the way the review page makes one: from a written lamp script for `url`; its id. */
export async function createVideoFrom(h: Harness, user: SignedInUser, url: string): Promise<string> {
  const script = await createLampScript(h.t.db, user.userId, { url });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: user.auth,
    payload: { scriptId: script.id, content: LAMP_SCRIPT },
  });
  if (res.statusCode !== 201) throw new Error(`video create: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}
