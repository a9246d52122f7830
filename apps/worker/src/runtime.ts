import { payloadSchema, type QueueName } from '@adreel/queue';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AnyJobHandler } from './job.ts';

export interface Logger {
  info(obj: Record<string, unknown>, msg?: string): void;
  error(obj: Record<string, unknown>, msg?: string): void;
}

export interface RuntimeOptions {
  connection: Redis;
  prefix: string;
  handlers: AnyJobHandler[];
  concurrency: Partial<Record<QueueName, number>>;
  logger: Logger;
}

/** One BullMQ worker per queue; each job is routed to its handler by name after its payload is parsed. */
export function startWorkers(opts: RuntimeOptions): Worker[] {
  const byQueue = new Map<QueueName, AnyJobHandler[]>();
  for (const h of opts.handlers) byQueue.set(h.queue, [...(byQueue.get(h.queue) ?? []), h]);

  return [...byQueue.entries()].map(([queue, handlers]) => {
    const worker = new Worker(
      queue,
      async (job: Job) => {
        const handler = handlers.find((h) => h.name === job.name);
        const schema = payloadSchema(queue, job.name);
        if (!handler || !schema) throw new Error(`No handler for ${queue}/${job.name}`);
        const payload = schema.parse(job.data);
        const started = Date.now();
        const log = (msg: string, extra: Record<string, unknown> = {}) =>
          opts.logger.info({ queue, job: job.name, jobId: job.id, ...extra }, msg);
        const result = await (handler.handle as (p: unknown, c: unknown) => Promise<unknown>)(payload, {
          job,
          log,
        });
        log('job done', { ms: Date.now() - started });
        return result;
      },
      {
        connection: opts.connection,
        prefix: opts.prefix,
        concurrency: opts.concurrency[queue] ?? 1,
        // Stalled jobs (a worker killed mid-job) are picked up again by the next live worker.
        stalledInterval: 15_000,
        maxStalledCount: 2,
      },
    );
    worker.on('failed', (job, err) =>
      opts.logger.error({ queue, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'),
    );
    return worker;
  });
}
