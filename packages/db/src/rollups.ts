import type { Db } from './client.ts';

/** Raw clicks are kept this many days by default (CLICK_RETENTION_DAYS), then only their rollups. */
export const DEFAULT_CLICK_RETENTION_DAYS = 90;
/** Unrolled closed days are looked for this far beyond the retention (a worker that was off a while). */
const LOOKBACK_SLACK_DAYS = 7;
const PRUNE_CHUNK = 50_000;

const DAY_MS = 86_400_000;
/** The UTC day of a moment, as `YYYY-MM-DD`. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const dayBefore = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY_MS));

interface Marker {
  day: string;
  clicksStale: boolean;
  salesStale: boolean;
  clicksPruned: boolean;
}

export interface RollupResult {
  /** Days whose clicks were (re)rolled. */
  clickDays: string[];
  /** Days whose sales were (re)rolled. */
  saleDays: string[];
  /** Days whose raw clicks were deleted after their rollup. */
  prunedDays: string[];
  prunedClicks: number;
}

async function markers(db: Db, from: string, to: string): Promise<Map<string, Marker>> {
  const rows = await db.$queryRaw<Marker[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, "clicksStale", "salesStale", "clicksPruned"
    FROM "RollupDay" WHERE day BETWEEN ${from}::date AND ${to}::date`;
  return new Map(rows.map((m) => [m.day, m]));
}

/**
 * Rolls one closed day. Its marker exists (committed, stale) before this runs, and the flags are
 * cleared first, under the row's lock: a late click or sale that commits after the aggregate's
 * snapshot waits for that lock and flags the day again, so nothing is ever lost or counted twice.
 */
async function rollDay(db: Db, day: string, parts: { clicks: boolean; sales: boolean }): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`
      UPDATE "RollupDay" SET "rolledAt" = now(),
        "clicksStale" = CASE WHEN ${parts.clicks} THEN false ELSE "clicksStale" END,
        "salesStale" = CASE WHEN ${parts.sales} THEN false ELSE "salesStale" END
      WHERE day = ${day}::date`;
    if (parts.clicks) {
      await tx.$executeRaw`UPDATE "LinkDay" SET clicks = 0, uniques = 0, bots = 0 WHERE day = ${day}::date`;
      await tx.$executeRaw`
        INSERT INTO "LinkDay" ("linkId", day, "userId", clicks, uniques, bots)
        SELECT c."linkId", ${day}::date, l."userId",
               (count(*) FILTER (WHERE NOT c.bot))::int,
               (count(DISTINCT c."visitorHash") FILTER (WHERE NOT c.bot))::int,
               (count(*) FILTER (WHERE c.bot))::int
        FROM "Click" c JOIN "TrackedLink" l ON l.id = c."linkId"
        WHERE c.day = ${day}::date
        GROUP BY c."linkId", l."userId"
        ON CONFLICT ("linkId", day) DO UPDATE
          SET clicks = EXCLUDED.clicks, uniques = EXCLUDED.uniques, bots = EXCLUDED.bots`;
    }
    if (parts.sales) {
      await tx.$executeRaw`UPDATE "LinkDay" SET sales = 0, refunds = 0, earnings = 0 WHERE day = ${day}::date`;
      await tx.$executeRaw`
        INSERT INTO "LinkDay" ("linkId", day, "userId", sales, refunds, earnings)
        SELECT s."linkId", ${day}::date, s."userId",
               (count(*) FILTER (WHERE s.event = 'sale') - count(*) FILTER (WHERE s.event <> 'sale'))::int,
               (count(*) FILTER (WHERE s.event <> 'sale'))::int,
               sum(s.earnings)::float8
        FROM "Sale" s
        WHERE s."linkId" IS NOT NULL AND s.at >= ${day}::date AND s.at < (${day}::date + 1)
        GROUP BY s."linkId", s."userId"
        ON CONFLICT ("linkId", day) DO UPDATE
          SET sales = EXCLUDED.sales, refunds = EXCLUDED.refunds, earnings = EXCLUDED.earnings`;
    }
  });
}

/**
 * Deletes one rolled day's raw clicks in chunks (a sale that bought through one of them keeps its
 * figures; its `clickId` becomes null), then marks the day pruned. Returns the clicks deleted.
 */
async function pruneDay(db: Db, day: string): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await db.$executeRaw`
      DELETE FROM "Click" WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM "Click" WHERE day = ${day}::date LIMIT ${PRUNE_CHUNK}))`;
    total += n;
    if (n < PRUNE_CHUNK) break;
  }
  await db.$executeRaw`UPDATE "RollupDay" SET "clicksPruned" = true WHERE day = ${day}::date`;
  return total;
}

/**
 * The worker's rollup pass: every closed UTC day in reach that has no rollup yet, or whose clicks or
 * sales were marked stale by a late write, is (re)rolled; then raw clicks older than the retention
 * are deleted, day by day, once their day is rolled. Idempotent; safe to run from several workers.
 */
export async function rollUp(
  db: Db,
  opts: { retentionDays?: number; now?: Date } = {},
): Promise<RollupResult> {
  const retention = opts.retentionDays ?? DEFAULT_CLICK_RETENTION_DAYS;
  const today = utcDay(opts.now ?? new Date());
  const yesterday = dayBefore(today, 1);
  const first = dayBefore(today, retention + LOOKBACK_SLACK_DAYS);
  const result: RollupResult = { clickDays: [], saleDays: [], prunedDays: [], prunedClicks: 0 };

  let known = await markers(db, first, yesterday);
  const missing: string[] = [];
  for (let d = first; d <= yesterday; d = dayBefore(d, -1)) if (!known.has(d)) missing.push(d);
  if (missing.length > 0) {
    // Committed stale first, so late writes during the roll find a row to flag (see rollDay).
    await db.$executeRaw`
      INSERT INTO "RollupDay" (day, "rolledAt", "clicksStale", "salesStale")
      SELECT d, now(), true, true FROM unnest(${missing}::date[]) AS d
      ON CONFLICT (day) DO NOTHING`;
  }
  // Older days that a late sale touched are re-rolled too (their sales only; clicks may be pruned).
  const staleSalesBefore = await db.$queryRaw<{ day: string }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM "RollupDay" WHERE "salesStale" AND day < ${first}::date`;
  known = await markers(db, first, yesterday);
  for (const m of known.values()) {
    const clicks = m.clicksStale && !m.clicksPruned;
    if (!clicks && !m.salesStale) continue;
    await rollDay(db, m.day, { clicks, sales: m.salesStale });
    if (clicks) result.clickDays.push(m.day);
    if (m.salesStale) result.saleDays.push(m.day);
  }
  for (const { day } of staleSalesBefore) {
    await rollDay(db, day, { clicks: false, sales: true });
    result.saleDays.push(day);
  }

  const keepFrom = dayBefore(today, retention);
  const prunable = await db.$queryRaw<{ day: string }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day FROM "RollupDay"
    WHERE day < ${keepFrom}::date AND NOT "clicksPruned" AND NOT "clicksStale" ORDER BY day`;
  for (const { day } of prunable) {
    result.prunedClicks += await pruneDay(db, day);
    result.prunedDays.push(day);
  }
  result.clickDays.sort();
  result.saleDays.sort();
  return result;
}

/**
 * Called by the click writer after a batch: days other than today that already have a rollup get
 * their clicks marked stale (a batch held across midnight, or while Postgres was away).
 */
export const MARK_LATE_CLICK_DAYS = `UPDATE "RollupDay" SET "clicksStale" = true
  WHERE day = ANY($1::date[]) AND NOT "clicksStale"`;
