import { startQueuedRenders } from '@adreel/queue';
import type { WorkerDeps } from '../deps.ts';

/**
 * Starts the user's queued renders that have a slot now. Never throws: should it fail, the
 * reconciler's next sweep starts them.
 */
export async function startNextRenders(deps: WorkerDeps, userId: string): Promise<void> {
  try {
    const started = await startQueuedRenders(slotDeps(deps), userId);
    if (started.length) deps.logger.info({ userId, started }, 'queued renders started');
  } catch (err) {
    deps.logger.warn(
      { err: (err as Error).message, userId },
      'could not start queued renders; the sweep will',
    );
  }
}

export function slotDeps(deps: WorkerDeps) {
  return {
    db: deps.db,
    producer: deps.producer,
    notices: deps.notices,
    limit: deps.env.QUOTA_CONCURRENT_RENDERS,
  };
}
