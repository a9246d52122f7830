import { pruneClicks } from '@adreel/db/rollups';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/**
 * Click storage upkeep (repeatable, every ROLLUP_EVERY_MINUTES): the daily rollups are kept exact by
 * triggers as clicks are written, so this only deletes raw clicks older than CLICK_RETENTION_DAYS and
 * the visitor rows of days before yesterday.
 */
export function pruneClicksJob(deps: Pick<WorkerDeps, 'db' | 'env'>, now: () => Date = () => new Date()) {
  return defineJob({
    queue: 'performance',
    name: 'prune-clicks',
    async handle(_payload, ctx) {
      const result = await pruneClicks(deps.db, { retentionDays: deps.env.CLICK_RETENTION_DAYS, now: now() });
      if (result.clicks > 0) ctx.log('raw clicks pruned', { ...result });
      return result;
    },
  });
}
