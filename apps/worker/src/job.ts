import type { JobName, JobPayload, QueueName } from '@adreel/queue';
import type { Job } from 'bullmq';

export interface JobContext {
  job: Job;
  log: (msg: string, extra?: Record<string, unknown>) => void;
}

/** One file per job: its queue, its name and its handler. The payload is parsed before it runs. */
export interface JobHandler<Q extends QueueName = QueueName, N extends JobName<Q> = JobName<Q>> {
  queue: Q;
  name: N;
  handle(payload: JobPayload<Q, N>, ctx: JobContext): Promise<unknown>;
}

export function defineJob<Q extends QueueName, N extends JobName<Q>>(
  handler: JobHandler<Q, N>,
): JobHandler<Q, N> {
  return handler;
}
