import type { Db, Prisma } from '@adreel/db';

/** Clicks of one source on one day (uniques are per link and day, summed over the source's links). */
export interface ClickAgg {
  kind: string;
  sourceId: string;
  day: string;
  clicks: number;
  uniques: number;
  bots: number;
}
/** Sales of one source (null: unattributed) on one day: net sales, refunds, earnings. */
export interface SaleAgg {
  kind: string | null;
  sourceId: string | null;
  day: string;
  sales: number;
  refunds: number;
  earnings: number;
}

export interface FigureQuery {
  userId: string;
  from: string;
  to: string;
  /** A condition on the link `l` (one video's links), or Prisma.empty. */
  only: Prisma.Sql;
}

/** Which days of the period the rollups answer for: rolled and not marked stale. */
async function rolledDays(db: Db, from: string, to: string) {
  const rows = await db.$queryRaw<{ day: string; clicks: boolean; sales: boolean }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, NOT "clicksStale" AS clicks, NOT "salesStale" AS sales
    FROM "RollupDay" WHERE day BETWEEN ${from}::date AND ${to}::date`;
  return {
    clicks: new Set(rows.filter((r) => r.clicks).map((r) => r.day)),
    sales: new Set(rows.filter((r) => r.sales).map((r) => r.day)),
  };
}

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The period's clicks and sales per source and day: rolled days from `LinkDay` (one row per link and
 * day, however many clicks), the rest (today, days not rolled yet or touched by a late write) from
 * the raw rows of those days only.
 */
export async function readFigures(db: Db, q: FigureQuery): Promise<{ clicks: ClickAgg[]; sales: SaleAgg[] }> {
  const rolled = await rolledDays(db, q.from, q.to);
  const all = daysOf(q.from, q.to);
  const rawClickDays = all.filter((d) => !rolled.clicks.has(d));
  const rawSaleDays = all.filter((d) => !rolled.sales.has(d));
  const rolledClickDays = [...rolled.clicks];
  const rolledSaleDays = [...rolled.sales];
  const { userId, only } = q;

  const [rolledClicks, rawClicks, rolledSales, rawSales] = await Promise.all([
    rolledClickDays.length === 0
      ? []
      : db.$queryRaw<ClickAgg[]>`
          SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", to_char(d.day, 'YYYY-MM-DD') AS day,
                 sum(d.clicks)::int AS clicks, sum(d.uniques)::int AS uniques, sum(d.bots)::int AS bots
          FROM "LinkDay" d JOIN "TrackedLink" l ON l.id = d."linkId"
          WHERE d."userId" = ${userId}::uuid AND d.day = ANY(${rolledClickDays}::date[])
            AND (d.clicks > 0 OR d.bots > 0) ${only}
          GROUP BY l."sourceKind", l."sourceId", d.day`,
    rawClickDays.length === 0
      ? []
      : db.$queryRaw<ClickAgg[]>`
          SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", day,
                 sum(clicks)::int AS clicks, sum(uniques)::int AS uniques, sum(bots)::int AS bots
          FROM (
            SELECT c."linkId", to_char(c.day, 'YYYY-MM-DD') AS day,
                   count(*) FILTER (WHERE NOT c.bot) AS clicks,
                   count(DISTINCT c."visitorHash") FILTER (WHERE NOT c.bot) AS uniques,
                   count(*) FILTER (WHERE c.bot) AS bots
            FROM "Click" c JOIN "TrackedLink" l ON l.id = c."linkId"
            WHERE l."userId" = ${userId}::uuid AND c.day = ANY(${rawClickDays}::date[]) ${only}
            GROUP BY c."linkId", c.day
          ) per_link JOIN "TrackedLink" l ON l.id = per_link."linkId"
          GROUP BY l."sourceKind", l."sourceId", day`,
    rolledSaleDays.length === 0
      ? []
      : db.$queryRaw<SaleAgg[]>`
          SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", to_char(d.day, 'YYYY-MM-DD') AS day,
                 sum(d.sales)::int AS sales, sum(d.refunds)::int AS refunds, sum(d.earnings)::float8 AS earnings
          FROM "LinkDay" d JOIN "TrackedLink" l ON l.id = d."linkId"
          WHERE d."userId" = ${userId}::uuid AND d.day = ANY(${rolledSaleDays}::date[])
            AND (d.sales <> 0 OR d.refunds > 0 OR d.earnings <> 0) ${only}
          GROUP BY l."sourceKind", l."sourceId", d.day`,
    // Unattributed sales (no link) are never rolled up: they are read raw for every day.
    db.$queryRaw<SaleAgg[]>`
      SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", to_char(s.at, 'YYYY-MM-DD') AS day,
             (count(*) FILTER (WHERE s.event = 'sale') - count(*) FILTER (WHERE s.event <> 'sale'))::int AS sales,
             (count(*) FILTER (WHERE s.event <> 'sale'))::int AS refunds,
             sum(s.earnings)::float8 AS earnings
      FROM "Sale" s LEFT JOIN "TrackedLink" l ON l.id = s."linkId"
      WHERE s."userId" = ${userId}::uuid AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1)
        AND (s."linkId" IS NULL OR to_char(s.at, 'YYYY-MM-DD') = ANY(${rawSaleDays}::text[])) ${only}
      GROUP BY l."sourceKind", l."sourceId", to_char(s.at, 'YYYY-MM-DD')`,
  ]);
  return { clicks: [...rolledClicks, ...rawClicks], sales: [...rolledSales, ...rawSales] };
}

/** The currency of the period's earnings: its first sale's, or null before any sale. */
export async function periodCurrency(
  db: Db,
  userId: string,
  from: string,
  to: string,
): Promise<string | null> {
  const [first] = await db.$queryRaw<{ currency: string }[]>`
    SELECT currency FROM "Sale"
    WHERE "userId" = ${userId}::uuid AND at >= ${from}::date AND at < (${to}::date + 1)
    ORDER BY at LIMIT 1`;
  return first?.currency ?? null;
}
