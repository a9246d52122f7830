import type { JobName, JobPayload, QueueName } from '@adreel/queue';
import type { Job } from 'bullmq';

export interface JobContext {
  job: Job;
  log: (msg: string, extra?: Record<string, unknown>) => void;
  /** Aborted when a stopping worker hands the job back (runtime.ts): stop at once, change nothing,
   * and kill child processes (ffmpeg) — another worker runs the job again. */
  signal?: AbortSignal;
}

/** One file per job: its queue, its name and its handler. The payload is parsed before it runs. */
export interface JobHandler<Q extends QueueName = QueueName, N extends JobName<Q> = JobName<Q>> {
  queue: Q;
  name: N;
  handle(payload: JobPayload<Q, N>, ctx: JobContext): Promise<unknown>;
}

/** Any job handler, as the registry and the runtime see them (payloads are parsed before dispatch). */
export interface AnyJobHandler {
  queue: QueueName;
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: the runtime parses the payload with the job's schema first.
  handle(payload: any, ctx: JobContext): Promise<unknown>;
}

export function defineJob<Q extends QueueName, N extends JobName<Q>>(
  handler: JobHandler<Q, N>,
): JobHandler<Q, N> {
  return handler;
}
