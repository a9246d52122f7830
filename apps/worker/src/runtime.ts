import { hostname } from 'node:os';
import { payloadSchema, type QueueName } from '@adreel/queue';
import { type Job, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AnyJobHandler } from './job.ts';
import type { WorkerMetrics } from './metrics.ts';

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
  /** BullMQ's stalled check and job lock: how soon a dead worker's job goes to another worker. */
  stalledIntervalMs?: number;
  lockDurationMs?: number;
  metrics?: Pick<WorkerMetrics, 'jobDone' | 'jobFailed'>;
}

/** A job running here: its lock token lets a stop hand it back, its controller stops its handler. */
interface ActiveJob {
  job: Job;
  token: string | undefined;
  controller: AbortController;
  settled: Promise<void>;
}

/** The abort reason a handed-back job's handler sees (`ctx.signal.reason`). */
export class HandedBack extends Error {
  constructor() {
    super('The worker is stopping; the job was handed back to the queue.');
  }
}

/** Jobs each worker is running. */
const running = new WeakMap<Worker, Set<ActiveJob>>();
/** How long a stop waits for handed-back handlers to stop their work (kill their ffmpeg). */
const HAND_BACK_SETTLE_MS = 5000;

const noop = () => undefined;

/** One BullMQ worker per queue; each job is routed to its handler by name after its payload is parsed. */
export function startWorkers(opts: RuntimeOptions): Worker[] {
  const byQueue = new Map<QueueName, AnyJobHandler[]>();
  for (const h of opts.handlers) byQueue.set(h.queue, [...(byQueue.get(h.queue) ?? []), h]);

  return [...byQueue.entries()].map(([queue, handlers]) => {
    const active = new Set<ActiveJob>();
    const run = async (job: Job, signal: AbortSignal) => {
      const handler = handlers.find((h) => h.name === job.name);
      const schema = payloadSchema(queue, job.name);
      if (!handler || !schema) throw new Error(`No handler for ${queue}/${job.name}`);
      const payload = schema.parse(job.data);
      const started = Date.now();
      const log = (msg: string, extra: Record<string, unknown> = {}) =>
        opts.logger.info({ queue, job: job.name, jobId: job.id, ...extra }, msg);
      let result: unknown;
      try {
        result = await (handler.handle as (p: unknown, c: unknown) => Promise<unknown>)(payload, {
          job,
          log,
          signal,
        });
      } catch (error) {
        // A handed-back job did not fail: another worker runs it.
        if (!(signal.reason instanceof HandedBack)) {
          opts.metrics?.jobFailed(queue, job.name, (Date.now() - started) / 1000);
        }
        throw error;
      }
      opts.metrics?.jobDone(queue, job.name, (Date.now() - started) / 1000);
      log('job done', { ms: Date.now() - started });
      return result;
    };
    const worker = new Worker(
      queue,
      async (job: Job, token?: string) => {
        const controller = new AbortController();
        const work = run(job, controller.signal);
        const entry = { job, token, controller, settled: work.then(noop, noop) };
        active.add(entry);
        try {
          return await work;
        } finally {
          active.delete(entry);
        }
      },
      {
        connection: opts.connection,
        prefix: opts.prefix,
        // Shown as the job's processedBy (dashboard): which host and process ran it.
        name: `${hostname()}:${process.pid}`,
        concurrency: opts.concurrency[queue] ?? 1,
        // Stalled jobs (a worker killed mid-job) are picked up again by the next live worker.
        stalledInterval: opts.stalledIntervalMs ?? 15_000,
        lockDuration: opts.lockDurationMs ?? 30_000,
        maxStalledCount: 2,
      },
    );
    running.set(worker, active);
    // Connection trouble and lost locks are logged, never thrown at the process.
    worker.on('error', (err) => opts.logger.error({ queue, err: err.message }, 'worker error'));
    worker.on('failed', (job, err) =>
      opts.logger.error({ queue, job: job?.name, jobId: job?.id, err: err.message }, 'job failed'),
    );
    return worker;
  });
}

/**
 * Graceful stop: no new jobs are taken, running ones may finish within `graceMs`; past it each
 * running job is moved back to the queue (its lock released), so another worker takes it at once,
 * its handler is aborted (`ctx.signal`: a render kills its ffmpeg children and leaves the row as it
 * is) and given a few seconds to stop, and the workers close without waiting. Every job is safe to
 * run again (see jobs/); the caller exits the process.
 */
export async function stopWorkers(workers: Worker[], graceMs: number): Promise<'finished' | 'handed back'> {
  let timer: NodeJS.Timeout | undefined;
  const finished = Promise.all(workers.map((w) => w.close())).then(() => 'finished' as const);
  const deadline = new Promise<'handed back'>((resolve) => {
    timer = setTimeout(() => resolve('handed back'), graceMs);
  });
  const outcome = await Promise.race([finished, deadline]);
  clearTimeout(timer);
  if (outcome === 'handed back') {
    const jobs = workers.flatMap((w) => [...(running.get(w) ?? [])]);
    await Promise.all(jobs.map(({ job, token }) => job.moveToWait(token).catch(() => undefined)));
    for (const { controller } of jobs) controller.abort(new HandedBack());
    let settleTimer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(jobs.map((j) => j.settled)),
      new Promise((resolve) => {
        settleTimer = setTimeout(resolve, HAND_BACK_SETTLE_MS);
      }),
    ]);
    clearTimeout(settleTimer);
    // Not awaited: a close already under way waits for its jobs, which are no longer ours.
    for (const w of workers) void w.close(true).catch(() => undefined);
  }
  return outcome;
}
