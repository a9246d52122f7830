import type { MarketplaceTotal } from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import { knownMarketplaces } from './currencies.ts';

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
  /** Every row is of one currency: two are never summed. */
  currency: string;
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

/** One marketplace's rows (`r` has a `marketplace` column), or every marketplace's when null. */
export function ofMarketplace(r: string, marketplace: string | null): Prisma.Sql {
  return marketplace ? Prisma.sql`AND ${Prisma.raw(r)}.marketplace = ${marketplace}` : Prisma.empty;
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
 * The period's clicks and sales per source and per day, from the daily rollups, so the cost follows
 * links × days, never the number of clicks: clicks from `LinkDay` (one row per link and day), money
 * from `LinkDaySale` (per link, day, marketplace and currency), both kept exact by triggers as clicks
 * and sales are written, today included. Sales without a link are read from `Sale`. Each query
 * answers per source and per day at once (GROUPING SETS); money per currency, never summed across
 * (the caller keeps the one shown), and only the chosen marketplace's when one is.
 */
export async function readFigures(
  db: Db,
  q: FigureQuery,
  marketplace: string | null,
): Promise<{ clicks: ClickAgg[]; sales: SaleAgg[] }> {
  const { userId, only } = q;
  const [clicks, linked, unattributed] = await Promise.all([
    db.$queryRaw<ClickAgg[]>`
      SELECT GROUPING(d.day) = 1 AS "perSource", l."sourceKind" AS kind, l."sourceId" AS "sourceId",
             to_char(d.day, 'YYYY-MM-DD') AS day,
             sum(d.clicks)::int AS clicks, sum(d.uniques)::int AS uniques, sum(d.bots)::int AS bots,
             bool_or(l.direct) AS direct
      FROM "LinkDay" d JOIN "TrackedLink" l ON l.id = d."linkId"
      WHERE d."userId" = ${userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date ${only}
      GROUP BY GROUPING SETS ((l."sourceKind", l."sourceId"), (d.day))`,
    db.$queryRaw<SaleAgg[]>`
      SELECT GROUPING(d.day) = 1 AS "perSource", l."sourceKind" AS kind, l."sourceId" AS "sourceId",
             to_char(d.day, 'YYYY-MM-DD') AS day, d.currency,
             sum(d.sales)::int AS sales, sum(d.refunds)::int AS refunds, sum(d.earnings)::float8 AS earnings
      FROM "LinkDaySale" d JOIN "TrackedLink" l ON l.id = d."linkId"
      WHERE d."userId" = ${userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date ${only}
        ${ofMarketplace('d', marketplace)}
      GROUP BY GROUPING SETS ((l."sourceKind", l."sourceId", d.currency), (d.day, d.currency))`,
    q.only === Prisma.empty
      ? db.$queryRaw<SaleAgg[]>`
          SELECT GROUPING(s.at::date) = 1 AS "perSource", NULL AS kind, NULL AS "sourceId",
                 to_char(s.at::date, 'YYYY-MM-DD') AS day, s.currency,
                 (count(*) FILTER (WHERE s.event = 'sale')
                   - count(*) FILTER (WHERE s.event <> 'sale' AND s.state = 'counted'))::int AS sales,
                 (count(*) FILTER (WHERE s.event <> 'sale' AND s.state = 'counted'))::int AS refunds,
                 sum(s.earnings)::float8 AS earnings
          FROM "Sale" s
          WHERE s."userId" = ${userId}::uuid AND s."linkId" IS NULL AND s.state <> 'pending'
            AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1) ${ofMarketplace('s', marketplace)}
          GROUP BY GROUPING SETS ((s.currency), (s.at::date, s.currency))`
      : [],
  ]);
  return { clicks, sales: [...linked, ...unattributed] };
}

/**
 * The period's money per marketplace and currency (every marketplace; one video's links when `only`
 * says so), from the same rollups and the unattributed sales, most sales first.
 */
export async function readMarketplaceTotals(db: Db, q: FigureQuery): Promise<MarketplaceTotal[]> {
  const unattributed =
    q.only === Prisma.empty
      ? Prisma.sql`UNION ALL
          SELECT s.marketplace, s.currency,
                 CASE WHEN s.state <> 'counted' THEN 0 WHEN s.event = 'sale' THEN 1 ELSE -1 END,
                 CASE WHEN s.state = 'counted' AND s.event <> 'sale' THEN 1 ELSE 0 END, s.earnings
          FROM "Sale" s
          WHERE s."userId" = ${q.userId}::uuid AND s."linkId" IS NULL AND s.state <> 'pending'
            AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1)`
      : Prisma.empty;
  const rows = await db.$queryRaw<(Omit<MarketplaceTotal, 'marketplace'> & { marketplace: string })[]>`
    SELECT m.marketplace, m.currency, sum(m.sales)::int AS sales, sum(m.refunds)::int AS refunds,
           round(sum(m.earnings)::numeric, 2)::float8 AS earnings
    FROM (
      SELECT d.marketplace, d.currency, d.sales, d.refunds, d.earnings
      FROM "LinkDaySale" d JOIN "TrackedLink" l ON l.id = d."linkId"
      WHERE d."userId" = ${q.userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date ${q.only}
      ${unattributed}
    ) AS m (marketplace, currency, sales, refunds, earnings)
    GROUP BY m.marketplace, m.currency
    ORDER BY sales DESC, earnings DESC, m.marketplace, m.currency`;
  return knownMarketplaces(rows);
}
