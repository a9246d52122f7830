import type { BuyerFigures, BuyerShare, PerformanceSale } from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import { type FigureQuery, ofMarketplace } from './figures.ts';

import { labelSources } from './labels.ts';

/** Buyer figures of a source with no sale joined to its click. */
export const noBuyers = (): BuyerFigures => ({
  medianSecondsToSale: null,
  buyerDevices: [],
  buyerReferrers: [],
});

const TOP = 5;
const key = (kind: string, sourceId: string) => `${kind}\u0000${sourceId}`;

const ranked = (shares: BuyerShare[]) =>
  shares.sort((a, b) => b.sales - a.sales || a.name.localeCompare(b.name)).slice(0, TOP);

/**
 * What the clicks that bought say, per source and over all sources (the map's `''` entry): paid sales
 * whose click came back, with the click's time, device and referrer copied onto the sale when it was
 * stored, so this reads Sale alone (and survives click pruning). Two light queries side by side: the
 * medians (one ordered-set aggregate per source and one overall), and counts per device and referrer
 * (one hash aggregate, folded here).
 */
export async function readBuyers(
  db: Db,
  q: FigureQuery,
  marketplace: string | null,
): Promise<Map<string, BuyerFigures>> {
  const where = Prisma.sql`s."userId" = ${q.userId}::uuid AND s.event = 'sale' AND s."clickAt" IS NOT NULL
      AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1) ${q.only} ${ofMarketplace('s', marketplace)}`;
  const [medians, shares] = await Promise.all([
    db.$queryRaw<{ kind: string | null; sourceId: string | null; median: number | null }[]>`
      SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId",
             percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM s.at - s."clickAt"))::float8 AS median
      FROM "Sale" s JOIN "TrackedLink" l ON l.id = s."linkId"
      WHERE ${where}
      GROUP BY GROUPING SETS ((l."sourceKind", l."sourceId"), ())`,
    db.$queryRaw<
      { kind: string; sourceId: string; device: string | null; referrer: string | null; n: number }[]
    >`
      SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", s."clickDevice" AS device,
             s."clickReferrer" AS referrer, count(*)::int AS n
      FROM "Sale" s JOIN "TrackedLink" l ON l.id = s."linkId"
      WHERE ${where}
      GROUP BY 1, 2, 3, 4`,
  ]);
  const out = new Map<string, BuyerFigures>();
  const figuresOf = (k: string) => {
    let f = out.get(k);
    if (!f) {
      f = noBuyers();
      out.set(k, f);
    }
    return f;
  };
  for (const m of medians) {
    const k = m.kind === null ? '' : key(m.kind, m.sourceId ?? '');
    figuresOf(k).medianSecondsToSale = m.median === null ? null : Math.round(m.median);
  }
  const tally = (list: BuyerShare[], name: string, n: number) => {
    const found = list.find((x) => x.name === name);
    if (found) found.sales += n;
    else list.push({ name, sales: n });
  };
  for (const r of shares) {
    for (const f of [figuresOf(key(r.kind, r.sourceId)), figuresOf('')]) {
      tally(f.buyerDevices, r.device ?? 'unknown', r.n);
      tally(f.buyerReferrers, r.referrer ?? 'direct', r.n);
    }
  }
  for (const f of out.values()) {
    f.buyerDevices = ranked(f.buyerDevices);
    f.buyerReferrers = ranked(f.buyerReferrers);
  }
  return out;
}

/**
 * The period's sale events, newest first, each with the click that bought (a sale's details); a refund
 * or chargeback still waiting for its sale is not one yet.
 */
export async function recentSales(
  db: Db,
  q: FigureQuery,
  marketplace: string | null,
  limit = 50,
): Promise<PerformanceSale[]> {
  const rows = await db.$queryRaw<
    {
      id: string;
      at: Date;
      event: string;
      earnings: number;
      currency: string;
      marketplace: string;
      network: string | null;
      source: string;
      productName: string | null;
      kind: string | null;
      sourceId: string | null;
      clickAt: Date | null;
      clickDevice: string | null;
      clickReferrer: string | null;
    }[]
  >`
    SELECT s.id, s.at, s.event, s.earnings, s.currency, s.marketplace, s.source, s."productName",
           CASE WHEN s.marketplace = 'custom' THEN s.payload->>'network' END AS network,
           l."sourceKind" AS kind, l."sourceId" AS "sourceId", s."clickAt", s."clickDevice", s."clickReferrer"
    FROM "Sale" s LEFT JOIN "TrackedLink" l ON l.id = s."linkId"
    WHERE s."userId" = ${q.userId}::uuid AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1)
      AND s.state <> 'pending' ${q.only} ${ofMarketplace('s', marketplace)}
    ORDER BY s.at DESC, s.id LIMIT ${limit}`;
  const sources = rows.flatMap((r) => (r.kind && r.sourceId ? [{ kind: r.kind, sourceId: r.sourceId }] : []));
  const labels = await labelSources(db, q.userId, sources);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    event: r.event,
    earnings: r.earnings,
    currency: r.currency,
    marketplace: r.marketplace,
    network: r.network,
    source: r.source,
    productName: r.productName,
    label: r.kind && r.sourceId ? (labels.get(key(r.kind, r.sourceId)) ?? r.sourceId) : null,
    click: r.clickAt
      ? {
          at: r.clickAt.toISOString(),
          device: r.clickDevice ?? 'unknown',
          referrerDomain: r.clickReferrer,
          secondsToSale: Math.max(0, Math.round((r.at.getTime() - r.clickAt.getTime()) / 1000)),
        }
      : null,
  }));
}
