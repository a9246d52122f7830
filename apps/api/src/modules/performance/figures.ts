import { type Db, Prisma } from '@adreel/db';

/**
 * One aggregate row: per source over the whole period (`perSource`, `day` null), or per day over all
 * sources (`kind` and `sourceId` null). Sales rows with `perSource` and no kind are unattributed.
 */
interface Grouped {
  perSource: boolean;
  kind: string | null;
  sourceId: string | null;
  day: string | null;
}
/** Clicks (uniques are per link and day, summed). */
export interface ClickAgg extends Grouped {
  clicks: number;
  uniques: number;
  bots: number;
  /** Some of the source's links are shared direct (their clicks are Digistore24's to count). */
  direct: boolean;
}
/**
 * Net sales (paid minus refunded/charged back), refunds and earnings. A sale's refund and chargeback
 * are one reversal ('counted' once, a 'further' one adds only what was left); one still waiting for
 * its sale ('pending') counts nowhere.
 */
export interface SaleAgg extends Grouped {
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

/** Every UTC day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/**
 * The period's clicks and sales per source and per day, from the daily rollups (`LinkDay`: one row per
 * link and day, kept exact by triggers as clicks and sales are written, today included), so the cost
 * follows links × days, never the number of clicks. Sales without a link are read from `Sale`.
 * Each query answers per source and per day at once (GROUPING SETS).
 */
export async function readFigures(db: Db, q: FigureQuery): Promise<{ clicks: ClickAgg[]; sales: SaleAgg[] }> {
  const { userId, only } = q;
  const [linked, unattributed] = await Promise.all([
    db.$queryRaw<(ClickAgg & SaleAgg)[]>`
      SELECT GROUPING(d.day) = 1 AS "perSource", l."sourceKind" AS kind, l."sourceId" AS "sourceId",
             to_char(d.day, 'YYYY-MM-DD') AS day,
             sum(d.clicks)::int AS clicks, sum(d.uniques)::int AS uniques, sum(d.bots)::int AS bots,
             sum(d.sales)::int AS sales, sum(d.refunds)::int AS refunds, sum(d.earnings)::float8 AS earnings,
             bool_or(l.direct) AS direct
      FROM "LinkDay" d JOIN "TrackedLink" l ON l.id = d."linkId"
      WHERE d."userId" = ${userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date ${only}
      GROUP BY GROUPING SETS ((l."sourceKind", l."sourceId"), (d.day))`,
    q.only === Prisma.empty
      ? db.$queryRaw<SaleAgg[]>`
          SELECT GROUPING(s.at::date) = 1 AS "perSource", NULL AS kind, NULL AS "sourceId",
                 to_char(s.at::date, 'YYYY-MM-DD') AS day,
                 (count(*) FILTER (WHERE s.event = 'sale')
                   - count(*) FILTER (WHERE s.event <> 'sale' AND s.state = 'counted'))::int AS sales,
                 (count(*) FILTER (WHERE s.event <> 'sale' AND s.state = 'counted'))::int AS refunds,
                 sum(s.earnings)::float8 AS earnings
          FROM "Sale" s
          WHERE s."userId" = ${userId}::uuid AND s."linkId" IS NULL AND s.state <> 'pending'
            AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1)
          GROUP BY GROUPING SETS ((), (s.at::date))`
      : [],
  ]);
  return { clicks: linked, sales: [...linked, ...unattributed] };
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
    WHERE "userId" = ${userId}::uuid AND at >= ${from}::date AND at < (${to}::date + 1) AND state <> 'pending'
    ORDER BY at LIMIT 1`;
  return first?.currency ?? null;
}
