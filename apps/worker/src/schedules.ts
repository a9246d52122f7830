import { autopilotClock } from '@adreel/config';
import { Queue } from 'bullmq';
import type { WorkerDeps } from './deps.ts';

/**
 * Repeatable jobs, kept by BullMQ's job schedulers (one per id, so every worker process may upsert
 * them at boot without doubling them): click pruning, the Digistore24 and ClickBank report syncs, posts' numbers
 * and channel tokens.
 * Returns a function that closes the queue handle.
 */
export async function scheduleRepeatableJobs(
  deps: Pick<WorkerDeps, 'connection' | 'env'>,
): Promise<() => Promise<void>> {
  const queue = new Queue('performance', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  await queue.upsertJobScheduler(
    'prune-clicks',
    { every: deps.env.CLICK_PRUNE_EVERY_MINUTES * 60_000, immediately: true },
    { name: 'prune-clicks', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  await queue.upsertJobScheduler(
    'sync-digistore-sales',
    { every: deps.env.DIGISTORE_SYNC_MINUTES * 60_000 },
    { name: 'sync-digistore-sales', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  await queue.upsertJobScheduler(
    'sync-clickbank-sales',
    { every: deps.env.CLICKBANK_SYNC_MINUTES * 60_000 },
    { name: 'sync-clickbank-sales', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  // Posts are due hourly at most (post-stats/due.ts); a run every 15 minutes reads them soon after.
  await queue.upsertJobScheduler(
    'fetch-post-stats',
    { every: deps.env.POST_STATS_EVERY_MINUTES * 60_000 },
    { name: 'fetch-post-stats', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  const publishing = new Queue('publishing', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  await publishing.upsertJobScheduler(
    'refresh-channel-tokens',
    { every: 5 * 60_000, immediately: true },
    { name: 'refresh-channel-tokens', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  // Issue 35: autopilot slots; the stand-in audience only in demo mode with its fast clock set.
  const clock = autopilotClock(deps.env);
  const autopilot = new Queue('autopilot', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  await autopilot.upsertJobScheduler(
    'decide-autopilot-slots',
    { every: clock.everyMs },
    { name: 'decide-autopilot-slots', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  await autopilot.upsertJobScheduler(
    'weekly-digests',
    { every: 3_600_000 },
    { name: 'weekly-digests', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
  );
  if (clock.audienceEveryMs) {
    await autopilot.upsertJobScheduler(
      'demo-audience',
      { every: clock.audienceEveryMs },
      { name: 'demo-audience', data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
    );
  } else {
    await autopilot.removeJobScheduler('demo-audience');
  }
  return async () => {
    await queue.close();
    await publishing.close();
    await autopilot.close();
  };
}
