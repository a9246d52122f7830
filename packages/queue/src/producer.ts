import { type JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import {
  defaultJobOptions,
  type JobName,
  type JobPayload,
  jobDefinitions,
  type QueueName,
} from './definitions.ts';

export interface Producer {
  enqueue<Q extends QueueName, N extends JobName<Q>>(
    queue: Q,
    name: N,
    payload: JobPayload<Q, N>,
    options?: JobsOptions,
  ): Promise<string>;
  close(): Promise<void>;
}

/** The API's side of the queues. Job ids default to the payload's entity id so duplicates collapse. */
export function createProducer(connection: Redis, prefix: string): Producer {
  const queues = new Map<QueueName, Queue>();
  const queueFor = (name: QueueName) => {
    let q = queues.get(name);
    if (!q) {
      q = new Queue(name, { connection, prefix, defaultJobOptions });
      queues.set(name, q);
    }
    return q;
  };
  return {
    async enqueue(queue, name, payload, options) {
      const schema = (jobDefinitions[queue] as Record<string, { parse(v: unknown): unknown }>)[name];
      if (!schema) throw new Error(`Unknown job ${queue}/${name}`);
      const data = schema.parse(payload);
      const job = await queueFor(queue).add(name, data, options);
      return job.id ?? '';
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
