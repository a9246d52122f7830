import { Queue } from 'bullmq';
import type { WorkerDeps } from './deps.ts';

/**
 * Repeatable jobs, kept by BullMQ's job schedulers (one per id, so every worker process may upsert
 * them at boot without doubling them): the Performance rollups (and, as they come, other
 * periodic jobs).
 * Returns a function that closes the queue handle.
 */
export async function scheduleRepeatableJobs(
  deps: Pick<WorkerDeps, 'connection' | 'env'>,
): Promise<() => Promise<void>> {
  const queue = new Queue('performance', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  await queue.upsertJobScheduler(
    'roll-up-performance',
    { every: deps.env.ROLLUP_EVERY_MINUTES * 60_000, immediately: true },
    { name: 'roll-up-performance', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  return () => queue.close();
}
