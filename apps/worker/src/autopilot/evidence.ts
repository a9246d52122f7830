import type { Db } from '@adreel/db';
import type { ArmFacts } from './arms.ts';

type Evidence = { videoId: string; views: number; clicks: number; sales: number; earnings: number };

/**
 * Every arm of one campaign with its evidence: views are each published post's latest read
 * (PostStatsDaily holds running totals per day), clicks (bots excluded) the daily rollups of the
 * posts' tracked links, sales and earnings their money rollups in the campaign's main currency (the
 * one with the most sales: two currencies are never added, as on Performance and What works), slots
 * are the decisions that chose it. Posts that failed on a platform bring no views and count no
 * evidence; their slot still counts. The sums are made in SQL per video (an item's arm is its
 * video): a campaign's posts keep growing, its arms do not.
 */
export async function readArmFacts(db: Db, campaignId: string): Promise<ArmFacts[]> {
  const [items, evidence, slots] = await Promise.all([
    db.campaignItem.findMany({
      where: { campaignId },
      orderBy: { position: 'asc' },
      select: { id: true, position: true, status: true, videoId: true, video: { select: { status: true } } },
    }),
    db.$queryRaw<Evidence[]>`
      WITH posts AS (
        SELECT p.id, p."videoId", p."trackedLinkId" FROM "Post" p
        WHERE p."campaignId" = ${campaignId}::uuid AND p.status = 'published' AND p."videoId" IS NOT NULL
      ), seen AS (
        SELECT po."videoId", coalesce(sum(v.views), 0)::int AS views, coalesce(sum(l.clicks), 0)::int AS clicks
        FROM posts po
        LEFT JOIN LATERAL (
          SELECT max(s.views) AS views FROM "PostStatsDaily" s WHERE s."postId" = po.id
        ) v ON true
        LEFT JOIN LATERAL (
          SELECT sum(d.clicks) AS clicks FROM "LinkDay" d WHERE d."linkId" = po."trackedLinkId"
        ) l ON true
        GROUP BY po."videoId"
      ), money AS (
        SELECT po."videoId", d.currency, sum(d.sales)::int AS sales, sum(d.earnings)::float8 AS earnings
        FROM posts po JOIN "LinkDaySale" d ON d."linkId" = po."trackedLinkId"
        GROUP BY po."videoId", d.currency
      ), main AS (
        SELECT currency FROM money GROUP BY currency
        ORDER BY sum(sales) DESC, sum(earnings) DESC, currency LIMIT 1
      )
      SELECT s."videoId", s.views, s.clicks,
             coalesce(m.sales, 0)::int AS sales, coalesce(m.earnings, 0)::float8 AS earnings
      FROM seen s
      LEFT JOIN money m ON m."videoId" = s."videoId" AND m.currency = (SELECT currency FROM main)`,
    db.autopilotDecision.groupBy({
      by: ['itemId'],
      where: { campaignId, itemId: { not: null }, status: { in: ['decided', 'placed'] } },
      _count: { _all: true },
    }),
  ]);
  const byVideo = new Map(evidence.map((e) => [e.videoId, e]));
  const slotsOf = new Map(slots.map((s) => [s.itemId, s._count._all]));
  return items.map((item) => {
    const e = item.videoId ? byVideo.get(item.videoId) : undefined;
    return {
      itemId: item.id,
      position: item.position,
      itemStatus: item.status,
      videoId: item.videoId,
      videoStatus: item.video?.status ?? null,
      views: e?.views ?? 0,
      clicks: e?.clicks ?? 0,
      sales: e?.sales ?? 0,
      earnings: e?.earnings ?? 0,
      slots: slotsOf.get(item.id) ?? 0,
    };
  });
}
