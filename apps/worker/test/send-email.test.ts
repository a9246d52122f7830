import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createOutboxMailer } from '@adreel/mail';
import { createProducer, createRedis } from '@adreel/queue';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendEmailJob } from '../src/jobs/send-email.ts';
import { startWorkers } from '../src/runtime.ts';

let t: TestDatabase;
const prefix = `test_${randomBytes(5).toString('hex')}`;
const redis = createRedis('redis://127.0.0.1:6379');
let workers: Worker[] = [];
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  const mailer = createOutboxMailer(
    { store: async (m) => void (await t.db.outboxEmail.create({ data: { ...m, transport: 'outbox' } })) },
    (line) => lines.push(line),
  );
  workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [sendEmailJob(mailer)],
    concurrency: { mail: 1 },
    logger: { info: () => undefined, error: () => undefined },
  });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
});

it('a send-email job lands in the dev outbox in Postgres and the worker log', async () => {
  const producer = createProducer(redis, prefix);
  await producer.enqueue('mail', 'send-email', {
    to: 'ann@example.com',
    subject: 'Code 123456',
    text: 'Hello',
  });
  let row = null;
  for (let i = 0; i < 50 && !row; i += 1) {
    row = await t.db.outboxEmail.findFirst({ where: { to: 'ann@example.com' } });
    if (!row) await new Promise((r) => setTimeout(r, 100));
  }
  expect(row).toMatchObject({ subject: 'Code 123456', text: 'Hello', transport: 'outbox' });
  expect(lines.join('\n')).toContain('Code 123456');
  await producer.close();
});

it('refuses to enqueue a payload that does not match the job schema', async () => {
  const producer = createProducer(redis, prefix);
  await expect(
    producer.enqueue('mail', 'send-email', { to: 'not-an-email', subject: 's', text: 't' }),
  ).rejects.toThrow();
  await producer.close();
});
