import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { webhookPayloadSchema } from '@adreel/contracts';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import { Queue, type Worker } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorkerDeps } from '../src/deps.ts';
import type { JobContext } from '../src/job.ts';
import { renderVideoJob } from '../src/jobs/render-video.ts';
import { startWorkers } from '../src/runtime.ts';
import { sweepWebhookDeliveries } from '../src/webhooks/events.ts';
import { newVideo, scratch, testPrefix, testWorkerEnv, waitFor } from './render-support.ts';

const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let producer: Producer;
let dataDir: string;
let workers: Worker[] = [];
let env: ReturnType<typeof testWorkerEnv>;

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await scratch('video-webhook');
  env = testWorkerEnv(t.url, prefix, dataDir);
  producer = createProducer(redis, prefix);
  const deps = createWorkerDeps(env, {
    db: t.db,
    connection: redis,
    producer,
    logger: pino({ level: 'silent' }),
  });
  // Only the render runs here: the delivery job's own behaviour is deliver-webhook.test.ts's.
  workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [renderVideoJob(deps)],
    concurrency: { renders: 1 },
    logger: { info: () => undefined, error: () => undefined },
  });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await producer.close();
  for (const name of ['renders', 'webhooks']) {
    const q = new Queue(name, { connection: redis, prefix });
    await q.obliterate({ force: true }).catch(() => undefined);
    await q.close();
  }
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('a completed render writes video.completed for the owner’s subscribed endpoints and queues it', async () => {
  const user = await t.db.user.create({
    data: { name: 'Owner', email: `owner-${randomUUID()}@example.com`, passwordHash: 'x' },
  });
  const hook = await t.db.webhookEndpoint.create({
    data: {
      userId: user.id,
      url: 'https://hooks.example/adreel',
      events: ['video.completed'],
      secret: 'enc',
    },
  });
  const salesOnly = await t.db.webhookEndpoint.create({
    data: { userId: user.id, url: 'https://hooks.example/sales', events: ['sale.created'], secret: 'enc' },
  });
  const video = await newVideo(t.db);
  await t.db.video.update({ where: { id: video.id }, data: { userId: user.id } });
  await producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });

  const delivery = await waitFor(
    () => t.db.webhookDelivery.findFirst({ where: { endpointId: hook.id } }),
    180_000,
    'the video.completed delivery',
  );
  const row = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
  expect(row.status).toBe('completed');
  expect(delivery).toMatchObject({ event: 'video.completed', status: 'pending', attempts: 0 });
  const payload = webhookPayloadSchema.parse(delivery.payload);
  expect(payload).toMatchObject({
    id: delivery.id,
    type: 'video.completed',
    data: { video: { id: video.id, productName: 'Calm Lamp' } },
  });
  expect((payload.data.video as { durationSec: number }).durationSec).toBeCloseTo(row.durationS ?? 0, 3);
  expect(await t.db.webhookDelivery.count({ where: { endpointId: salesOnly.id } })).toBe(0);
  const webhooks = new Queue('webhooks', { connection: redis, prefix });
  const queued = await webhooks.getJobs(['waiting', 'delayed']);
  await webhooks.close();
  expect(queued.map((j) => j.data.deliveryId)).toContain(delivery.id);
}, 200_000);

it('a crash between the completion and the enqueue loses no video.completed event and duplicates none', async () => {
  const user = await t.db.user.create({
    data: { name: 'Owner', email: `owner-${randomUUID()}@example.com`, passwordHash: 'x' },
  });
  const hook = await t.db.webhookEndpoint.create({
    data: { userId: user.id, url: 'https://hooks.example/crash', events: ['video.completed'], secret: 'enc' },
  });
  const video = await newVideo(t.db);
  await t.db.video.update({ where: { id: video.id }, data: { userId: user.id } });
  // Redis goes away right after the completion commits: the webhook job is never queued.
  const lost: Producer = {
    enqueue: async (queue, name, payload, options) => {
      if (queue === 'webhooks') throw new Error('Connection is closed.');
      return producer.enqueue(queue, name, payload, options);
    },
    close: async () => undefined,
  };
  const silent = pino({ level: 'silent' });
  const crashing = createWorkerDeps(env, { db: t.db, connection: redis, producer: lost, logger: silent });
  const ctx = {
    job: { opts: { attempts: 3 }, attemptsMade: 0 },
    log: () => undefined,
  } as unknown as JobContext;
  const job = renderVideoJob(crashing);
  expect(await job.handle({ videoId: video.id }, ctx)).toMatchObject({ durationS: expect.any(Number) });

  // The event was written with the completion, in its transaction: it exists though no job does.
  const rows = await t.db.webhookDelivery.findMany({ where: { endpointId: hook.id } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ event: 'video.completed', status: 'pending' });
  const webhooks = new Queue('webhooks', { connection: redis, prefix });
  const jobsFor = async () =>
    (await webhooks.getJobs(['waiting', 'delayed'])).filter((j) => j.data.deliveryId === rows[0]?.id);
  expect(await jobsFor()).toHaveLength(0);

  // The render job runs again (its worker died before acknowledging it): no second event.
  expect(await job.handle({ videoId: video.id }, ctx)).toEqual({ skipped: true });
  expect(await t.db.webhookDelivery.count({ where: { endpointId: hook.id } })).toBe(1);

  // The worker's sweep queues it, once however often it runs.
  await sweepWebhookDeliveries({ db: t.db, producer });
  await sweepWebhookDeliveries({ db: t.db, producer });
  expect(await jobsFor()).toHaveLength(1);
  await webhooks.close();
}, 200_000);
