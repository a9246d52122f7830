import { createProducer, createRedis } from '@adreel/queue';
import { Queue } from 'bullmq';
import { afterAll, expect, it } from 'vitest';
import type { AnyJobHandler } from '../src/job.ts';
import { createWorkerMetrics } from '../src/metrics.ts';
import { startWorkers, stopWorkers } from '../src/runtime.ts';
import { testPrefix, waitFor } from './render-support.ts';

const redis = createRedis('redis://127.0.0.1:6379');
const prefix = testPrefix();
const silent = { info: () => undefined, error: () => undefined };
const MAIL = { to: 'a@example.com', subject: 's', text: 't' };

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

/** A mail job handler that takes `ms` and records who ran what. */
function slowMail(ms: number, runs: string[], who: string): AnyJobHandler {
  return {
    queue: 'mail',
    name: 'send-email',
    async handle() {
      runs.push(`${who}:start`);
      await new Promise((r) => setTimeout(r, ms));
      runs.push(`${who}:end`);
      return { ok: true };
    },
  };
}

async function enqueue(id: string) {
  const producer = createProducer(redis, prefix);
  await producer.enqueue('mail', 'send-email', MAIL, { jobId: id, attempts: 1 });
  await producer.close();
}

it('SIGTERM-style stop lets a running job finish within the grace period, and counts it', async () => {
  const runs: string[] = [];
  const metrics = createWorkerMetrics();
  const workers = startWorkers({
    connection: redis,
    prefix,
    handlers: [slowMail(800, runs, 'a')],
    concurrency: { mail: 1 },
    logger: silent,
    metrics,
  });
  await enqueue('finish-me');
  await waitFor(async () => runs.includes('a:start'), 20_000, 'the job to start');
  expect(await stopWorkers(workers, 20_000)).toBe('finished');
  expect(runs).toEqual(['a:start', 'a:end']);
  const queue = new Queue('mail', { connection: redis, prefix });
  expect(await (await queue.getJob('finish-me'))?.getState()).toBe('completed');
  await queue.close();
  expect(await metrics.registry.metrics()).toMatch(
    /adreel_job_duration_seconds_count\{queue="mail",job="send-email",outcome="completed"\} 1/,
  );
});

it('past the grace period the job is handed back and another worker completes it', async () => {
  const runs: string[] = [];
  const timing = { stalledIntervalMs: 500, lockDurationMs: 1500 };
  const first = startWorkers({
    connection: redis,
    prefix,
    handlers: [slowMail(30_000, runs, 'first')],
    concurrency: { mail: 1 },
    logger: silent,
    ...timing,
  });
  await enqueue('hand-me-back');
  await waitFor(async () => runs.includes('first:start'), 20_000, 'the job to start');
  expect(await stopWorkers(first, 300)).toBe('handed back');
  const queue = new Queue('mail', { connection: redis, prefix });
  // Back in the queue at once, not after a lock timeout.
  expect(await (await queue.getJob('hand-me-back'))?.getState()).toBe('waiting');

  const second = startWorkers({
    connection: redis,
    prefix,
    handlers: [slowMail(10, runs, 'second')],
    concurrency: { mail: 1 },
    logger: silent,
    ...timing,
  });
  try {
    await waitFor(
      async () => (await (await queue.getJob('hand-me-back'))?.getState()) === 'completed',
      30_000,
      'the second worker to complete the handed-back job',
    );
    expect(runs).toContain('second:end');
    expect(runs).not.toContain('first:end');
  } finally {
    await stopWorkers(second, 5000);
    await queue.close();
  }
}, 60_000);
