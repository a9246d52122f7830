import type { Db } from './client.ts';

/** Raw clicks are kept this many days by default (CLICK_RETENTION_DAYS), then only their rollups. */
export const DEFAULT_CLICK_RETENTION_DAYS = 90;
const PRUNE_CHUNK = 50_000;
const DAY_MS = 86_400_000;

/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const daysBefore = (at: Date, n: number) => utcDay(new Date(at.getTime() - n * DAY_MS));

export interface PruneResult {
  /** Raw clicks deleted (their day's figures stay in LinkDay). */
  clicks: number;
  /** Counted-visitor rows deleted (days before yesterday). */
  visitors: number;
}

/**
 * The worker's pass over click storage. The daily rollups (LinkDay) are kept exact by triggers as
 * clicks and sales are written (migration 20261126044549), so nothing is recomputed here: raw clicks
 * older than the retention are deleted in chunks (a sale that bought through one keeps its figures;
 * its `clickId` becomes null), and the visitors counted for days before yesterday are forgotten
 * (a click still arriving for such a day would count its visitor again: only after a day-long outage).
 */
export async function pruneClicks(
  db: Db,
  opts: { retentionDays?: number; now?: Date } = {},
): Promise<PruneResult> {
  const now = opts.now ?? new Date();
  const keepFrom = daysBefore(now, opts.retentionDays ?? DEFAULT_CLICK_RETENTION_DAYS);
  // Click ranges written since the last pass join the BRIN summary, so old days are found by reading
  // their own pages only.
  await db.$queryRaw`SELECT brin_summarize_new_values('"Click_day_idx"'::regclass)`;
  let clicks = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM "Click" WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM "Click" WHERE day < ${keepFrom}::date LIMIT ${PRUNE_CHUNK}))`;
    clicks += n;
    if (n < PRUNE_CHUNK) break;
  }
  const visitors = await db.$executeRaw`
    DELETE FROM "LinkDayVisitor" WHERE day < ${daysBefore(now, 1)}::date`;
  return { clicks, visitors };
}
