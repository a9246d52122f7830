import type { Db } from '@adreel/db';
import type { ArmFacts } from './arms.ts';

/**
 * Every arm of one campaign with its evidence: views are each published post's latest read
 * (PostStatsDaily holds running totals per day), clicks (bots excluded), sales and earnings are the
 * daily rollups of the posts' tracked links, slots are the decisions that chose it. Posts that
 * failed on a platform bring no views and count no evidence; their slot still counts.
 */
export async function readArmFacts(db: Db, campaignId: string): Promise<ArmFacts[]> {
  const [items, posts, slots] = await Promise.all([
    db.campaignItem.findMany({
      where: { campaignId },
      orderBy: { position: 'asc' },
      select: { id: true, position: true, status: true, videoId: true, video: { select: { status: true } } },
    }),
    db.post.findMany({
      where: { campaignId, status: 'published', videoId: { not: null } },
      select: { id: true, videoId: true, trackedLinkId: true },
    }),
    db.autopilotDecision.groupBy({
      by: ['itemId'],
      where: { campaignId, itemId: { not: null }, status: { in: ['decided', 'placed'] } },
      _count: { _all: true },
    }),
  ]);
  const postIds = posts.map((p) => p.id);
  const linkIds = posts.flatMap((p) => (p.trackedLinkId ? [p.trackedLinkId] : []));
  const [views, money] = await Promise.all([
    postIds.length
      ? db.postStatsDaily.groupBy({
          by: ['postId'],
          where: { postId: { in: postIds } },
          _max: { views: true },
        })
      : [],
    linkIds.length
      ? db.linkDay.groupBy({
          by: ['linkId'],
          where: { linkId: { in: linkIds } },
          _sum: { clicks: true, sales: true, earnings: true },
        })
      : [],
  ]);
  const viewsOf = new Map(views.map((v) => [v.postId, v._max.views ?? 0]));
  const moneyOf = new Map(money.map((m) => [m.linkId, m._sum]));
  const slotsOf = new Map(slots.map((s) => [s.itemId, s._count._all]));
  return items.map((item) => {
    const mine = posts.filter((p) => item.videoId !== null && p.videoId === item.videoId);
    const facts = { views: 0, clicks: 0, sales: 0, earnings: 0 };
    for (const post of mine) {
      facts.views += viewsOf.get(post.id) ?? 0;
      const m = post.trackedLinkId ? moneyOf.get(post.trackedLinkId) : undefined;
      facts.clicks += m?.clicks ?? 0;
      facts.sales += m?.sales ?? 0;
      facts.earnings += m?.earnings ?? 0;
    }
    return {
      itemId: item.id,
      position: item.position,
      itemStatus: item.status,
      videoId: item.videoId,
      videoStatus: item.video?.status ?? null,
      ...facts,
      slots: slotsOf.get(item.id) ?? 0,
    };
  });
}
