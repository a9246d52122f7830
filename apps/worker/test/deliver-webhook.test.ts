import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWebhookSignature, webhookPayload } from '@adreel/contracts';
import type { Prisma } from '@adreel/db';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis, createWebhookEvents, type Producer } from '@adreel/queue';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { Queue, type Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createWorkerDeps, type WorkerDeps } from '../src/deps.ts';
import { loadWorkerEnv } from '../src/env.ts';
import { DELIVERY_LEASE_MS, deliverWebhookJob } from '../src/jobs/deliver-webhook.ts';
import { startWorkers } from '../src/runtime.ts';
import { sweepWebhookDeliveries } from '../src/webhooks/events.ts';
import { ENCRYPTION_KEY, testPrefix, waitFor } from './render-support.ts';

interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

const SECRET = 'whsec_test-secret';
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let producer: Producer;
let receiver: Server;
let origin: string;
let received: Received[] = [];
/** What the receiver answers next (then 200). */
let answers: number[] = [];
let workers: Worker[] = [];
let userId: string;

function depsFor(env: Record<string, string>): WorkerDeps {
  return createWorkerDeps(
    loadWorkerEnv({
      NODE_ENV: 'test',
      DATABASE_URL: t.url,
      QUEUE_PREFIX: prefix,
      ENCRYPTION_KEY,
      LOG_LEVEL: 'silent',
      WEBHOOK_ALLOW_ORIGINS: origin,
      ...env,
    }),
    { db: t.db, connection: redis, producer, logger: pino({ level: 'silent' }) },
  );
}

beforeAll(async () => {
  t = await createTestDatabase();
  producer = createProducer(redis, prefix);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.shift() ?? 200;
      res.statusCode = status;
      res.end(status === 200 ? 'thanks' : `nope ${'x'.repeat(5000)}`);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const user = await t.db.user.create({
    data: { name: 'Hook', email: `hook-${randomUUID()}@example.com`, passwordHash: 'x' },
  });
  userId = user.id;
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await producer.close();
  const q = new Queue('webhooks', { connection: redis, prefix });
  await q.obliterate({ force: true }).catch(() => undefined);
  await q.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  receiver.close();
  await t.drop();
});
beforeEach(async () => {
  await Promise.all(workers.map((w) => w.close()));
  workers = [];
  // Each test starts with no endpoints (their deliveries cascade away) and a quiet receiver.
  await t.db.webhookEndpoint.deleteMany({});
  received = [];
  answers = [];
});

/** Runs the delivery job in a real BullMQ worker, retrying after 100 ms, 200 ms. */
function startDelivering(deps: WorkerDeps, retryDelaysMs = [100, 200]) {
  workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [deliverWebhookJob(deps, { retryDelaysMs })],
    concurrency: { webhooks: 2 },
    logger: { info: () => undefined, error: () => undefined },
  });
}

async function endpoint(url = `${origin}/hook`, events = ['sale.created', 'video.completed']) {
  return t.db.webhookEndpoint.create({
    data: { userId, url, events, secret: encryptSecret(SECRET, parseEncryptionKey(ENCRYPTION_KEY)) },
  });
}

const settled = (id: string) =>
  waitFor(
    async () => {
      const d = await t.db.webhookDelivery.findUniqueOrThrow({ where: { id } });
      return d.status !== 'pending' && d;
    },
    20_000,
    'the delivery to settle',
  );

function verify(r: Received) {
  const sig = parseWebhookSignature(String(r.headers['x-adreel-signature']));
  expect(sig).not.toBeNull();
  expect(String(sig?.timestamp)).toBe(r.headers['x-adreel-timestamp']);
  const expected = createHmac('sha256', SECRET).update(`${sig?.timestamp}.${r.body}`).digest('hex');
  expect(sig?.v1).toBe(expected);
}

describe('deliver-webhook job', () => {
  it('POSTs the signed event to the endpoint and records it delivered', async () => {
    const hook = await endpoint();
    const deps = depsFor({});
    startDelivering(deps);
    const sale = { sale: { id: randomUUID(), orderId: 'O-1', status: 'sale', earnings: 12.5 } };
    expect(
      await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
        userId,
        'sale.created',
        sale,
      ),
    ).toBe(1);
    const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.id } });
    const done = await settled(row.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 200, lastError: null });
    expect(done.deliveredAt).not.toBeNull();
    expect(received).toHaveLength(1);
    const [r] = received as [Received];
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['x-adreel-event']).toBe('sale.created');
    expect(r.headers['x-adreel-delivery']).toBe(row.id);
    verify(r);
    expect(JSON.parse(r.body)).toMatchObject({ id: row.id, type: 'sale.created', data: sale });
    // A tampered body fails the same check.
    expect(
      createHmac('sha256', SECRET).update(`${r.headers['x-adreel-timestamp']}.${r.body} `).digest('hex'),
    ).not.toBe(parseWebhookSignature(String(r.headers['x-adreel-signature']))?.v1);
  });

  it('retries after a 500 with backoff, then succeeds', async () => {
    const hook = await endpoint();
    const deps = depsFor({});
    // The first retry waits long enough for the test to see the failed attempt before it.
    startDelivering(deps, [1500, 200]);
    answers = [500];
    await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
      userId,
      'sale.created',
      { sale: { id: 'x' } },
    );
    const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.id } });
    const failedOnce = await waitFor(
      async () => {
        const d = await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
        return d.attempts === 1 && d;
      },
      20_000,
      'the first attempt',
    );
    expect(failedOnce.status).toBe('pending');
    expect(failedOnce.lastStatus).toBe(500);
    // The receiver's answer is kept only as a short excerpt.
    expect(failedOnce.lastError?.startsWith('HTTP 500: nope')).toBe(true);
    expect(failedOnce.lastError?.length).toBeLessThanOrEqual(200);
    const done = await settled(row.id);
    expect(done).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 200, lastError: null });
    expect(received).toHaveLength(2);
    for (const r of received) verify(r);
    expect(received.map((r) => r.headers['x-adreel-delivery'])).toEqual([row.id, row.id]);
  });

  it('gives up after the last attempt', async () => {
    const hook = await endpoint();
    const deps = depsFor({});
    startDelivering(deps, [50, 50]);
    answers = [503, 500, 502, 500];
    await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
      userId,
      'video.completed',
      { video: { id: 'v' } },
    );
    const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.id } });
    const done = await settled(row.id);
    expect(done).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 502, nextAttemptAt: null });
    expect(received).toHaveLength(3);
  });

  it('in production refuses loopback targets even when an exemption is configured', async () => {
    const hook = await endpoint();
    const deps = depsFor({ NODE_ENV: 'production' });
    startDelivering(deps, []);
    await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
      userId,
      'sale.created',
      { sale: { id: 'p' } },
    );
    const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.id } });
    const done = await settled(row.id);
    expect(done.status).toBe('failed');
    expect(done.lastStatus).toBeNull();
    expect(done.lastError).toMatch(/not allowed|private|blocked|public/i);
    expect(received).toHaveLength(0);
  });

  it('in demo mode reaches the built-in inbox on the app’s own origin, and nothing else there', async () => {
    // The receiver plays the app: PUBLIC_URL points at it, and no origin is exempt.
    const inbox = await endpoint(`${origin}/api/demo/webhook-inbox/k1`);
    const other = await endpoint(`${origin}/hook`);
    const deps = depsFor({ WEBHOOK_ALLOW_ORIGINS: '', PUBLIC_URL: origin });
    startDelivering(deps, []);
    await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
      userId,
      'sale.created',
      { sale: { id: 'demo' } },
    );
    const rowFor = (endpointId: string) => t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId } });
    expect((await settled((await rowFor(inbox.id)).id)).status).toBe('delivered');
    expect((await settled((await rowFor(other.id)).id)).status).toBe('failed');
    expect(received).toHaveLength(1);
    verify(received[0] as Received);
  });

  it('a killed worker loses nothing: the sweep re-enqueues due deliveries, the claim stops doubles', async () => {
    const hook = await endpoint();
    const deps = depsFor({});
    // Written while no worker ran and the job was lost (as if Redis restarted).
    const id = randomUUID();
    const at = new Date(Date.now() - 5_000);
    await t.db.webhookDelivery.create({
      data: {
        id,
        endpointId: hook.id,
        event: 'sale.created',
        payload: webhookPayload(id, 'sale.created', at, { sale: { id: 's' } }) as Prisma.InputJsonObject,
        nextAttemptAt: at,
      },
    });
    // A delivery whose worker died mid-POST holds a lease; it is not due until the lease ends.
    const leasedId = randomUUID();
    await t.db.webhookDelivery.create({
      data: {
        id: leasedId,
        endpointId: hook.id,
        event: 'sale.created',
        payload: webhookPayload(leasedId, 'sale.created', at, {}) as Prisma.InputJsonObject,
        nextAttemptAt: new Date(Date.now() + DELIVERY_LEASE_MS),
      },
    });
    expect(await sweepWebhookDeliveries(deps)).toBe(1);
    // Sweeping twice enqueues the same job id: still one delivery.
    expect(await sweepWebhookDeliveries(deps)).toBe(1);
    startDelivering(deps);
    expect(await settled(id)).toMatchObject({ status: 'delivered', attempts: 1 });
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((r) => r.headers['x-adreel-delivery'] === id)).toHaveLength(1);
    expect((await t.db.webhookDelivery.findUniqueOrThrow({ where: { id: leasedId } })).status).toBe(
      'pending',
    );
  });

  it('does not send events queued for an endpoint that was disabled since', async () => {
    const hook = await endpoint();
    const deps = depsFor({});
    await createWebhookEvents({ db: deps.db, producer: deps.producer, log: deps.logger }).emit(
      userId,
      'sale.created',
      { sale: { id: 'd' } },
    );
    await t.db.webhookEndpoint.update({ where: { id: hook.id }, data: { enabled: false } });
    startDelivering(deps);
    const row = await t.db.webhookDelivery.findFirstOrThrow({ where: { endpointId: hook.id } });
    expect(await settled(row.id)).toMatchObject({ status: 'failed', lastError: 'The webhook was disabled.' });
    expect(received).toHaveLength(0);
  });
});
