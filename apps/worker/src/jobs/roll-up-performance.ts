import { rollUp } from '@adreel/db/rollups';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/**
 * The Performance rollups (repeatable, every ROLLUP_EVERY_MINUTES): closed UTC days go into
 * LinkDay, days a late click or sale touched are rolled again, and raw clicks older than
 * CLICK_RETENTION_DAYS are deleted once their day is rolled.
 */
export function rollUpPerformanceJob(
  deps: Pick<WorkerDeps, 'db' | 'env'>,
  now: () => Date = () => new Date(),
) {
  return defineJob({
    queue: 'performance',
    name: 'roll-up-performance',
    async handle(_payload, ctx) {
      const result = await rollUp(deps.db, { retentionDays: deps.env.CLICK_RETENTION_DAYS, now: now() });
      if (result.clickDays.length || result.saleDays.length || result.prunedDays.length) {
        ctx.log('performance rolled up', {
          clickDays: result.clickDays.length,
          saleDays: result.saleDays.length,
          prunedDays: result.prunedDays.length,
          prunedClicks: result.prunedClicks,
        });
      }
      return result;
    },
  });
}
