import type { Db } from '@adreel/db';
import type { ArmFacts } from './arms.ts';

type Evidence = { videoId: string; views: number; clicks: number; sales: number; earnings: number };

/**
 * Every arm of one campaign with its evidence: views are each published post's latest read
 * (PostStatsDaily holds running totals per day), clicks (bots excluded), sales and earnings are the
 * daily rollups of the posts' tracked links, slots are the decisions that chose it. Posts that
 * failed on a platform bring no views and count no evidence; their slot still counts. The sums are
 * made in SQL per video (an item's arm is its video): a campaign's posts keep growing, its arms do not.
 */
export async function readArmFacts(db: Db, campaignId: string): Promise<ArmFacts[]> {
  const [items, evidence, slots] = await Promise.all([
    db.campaignItem.findMany({
      where: { campaignId },
      orderBy: { position: 'asc' },
      select: { id: true, position: true, status: true, videoId: true, video: { select: { status: true } } },
    }),
    db.$queryRaw<Evidence[]>`
      SELECT p."videoId",
             coalesce(sum(v.views), 0)::int AS views,
             coalesce(sum(l.clicks), 0)::int AS clicks,
             coalesce(sum(l.sales), 0)::int AS sales,
             coalesce(sum(l.earnings), 0)::float8 AS earnings
      FROM "Post" p
      LEFT JOIN LATERAL (
        SELECT max(s.views) AS views FROM "PostStatsDaily" s WHERE s."postId" = p.id
      ) v ON true
      LEFT JOIN LATERAL (
        SELECT sum(d.clicks) AS clicks, sum(d.sales) AS sales, sum(d.earnings) AS earnings
        FROM "LinkDay" d WHERE d."linkId" = p."trackedLinkId"
      ) l ON true
      WHERE p."campaignId" = ${campaignId}::uuid AND p.status = 'published' AND p."videoId" IS NOT NULL
      GROUP BY p."videoId"`,
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
