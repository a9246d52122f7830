import { armLabel, autopilotSnapshotSchema, type DigestLine } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { WeekFacts } from './compose.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One user's week for the digest: per video, the week's clicks, sales and earnings (the daily link
 * rollups of its posts' links, bots excluded) and views (each post's latest read); per campaign, the
 * autopilot slots decided in the week and its newest evidence.
 */
export async function readWeek(db: Db, userId: string, start: Date, end: Date): Promise<WeekFacts> {
  const [posts, campaigns] = await Promise.all([
    db.post.findMany({
      where: {
        userId,
        videoId: { not: null },
        OR: [{ publishedAt: { gte: start, lt: end } }, { publishedAt: { lt: end }, status: 'published' }],
      },
      select: { id: true, videoId: true, trackedLinkId: true, campaignId: true },
      take: 5000,
    }),
    db.campaign.findMany({
      where: { userId, status: { not: 'draft' } },
      select: {
        id: true,
        name: true,
        autopilot: { select: { enabled: true } },
        items: { select: { videoId: true, position: true } },
        decisions: { where: { slotAt: { gte: start, lt: end } }, select: { armLabel: true, status: true } },
      },
      take: 100,
    }),
  ]);
  const linkIds = posts.flatMap((p) => (p.trackedLinkId ? [p.trackedLinkId] : []));
  const [money, views, latest] = await Promise.all([
    linkIds.length
      ? db.linkDay.groupBy({
          by: ['linkId'],
          where: { linkId: { in: linkIds }, day: { gte: start, lt: end } },
          _sum: { clicks: true, sales: true, earnings: true },
        })
      : [],
    posts.length
      ? db.postStatsDaily.groupBy({
          by: ['postId'],
          where: { postId: { in: posts.map((p) => p.id) }, day: { gte: start, lt: end } },
          _max: { views: true },
        })
      : [],
    Promise.all(
      campaigns.map((c) =>
        db.autopilotDecision.findFirst({
          where: { campaignId: c.id, slotAt: { lt: end } },
          orderBy: { slotAt: 'desc' },
          select: { arms: true },
        }),
      ),
    ),
  ]);
  const moneyOf = new Map(money.map((m) => [m.linkId, m._sum]));
  const viewsOf = new Map(views.map((v) => [v.postId, v._max.views ?? 0]));
  const lines = new Map<string, DigestLine>();
  for (const post of posts) {
    const videoId = post.videoId as string;
    const campaign = campaigns.find((c) => c.id === post.campaignId);
    const item = campaign?.items.find((i) => i.videoId === videoId);
    const label = campaign
      ? `${campaign.name}${item ? ` · variant ${armLabel(item.position)}` : ''}`
      : 'A video';
    const l = lines.get(videoId) ?? {
      label,
      href: campaign ? `/campaigns/${campaign.id}` : `/video/${videoId}`,
      views: 0,
      clicks: 0,
      sales: 0,
      earnings: 0,
    };
    const m = post.trackedLinkId ? moneyOf.get(post.trackedLinkId) : undefined;
    l.views += viewsOf.get(post.id) ?? 0;
    l.clicks += m?.clicks ?? 0;
    l.sales += m?.sales ?? 0;
    l.earnings += m?.earnings ?? 0;
    lines.set(videoId, l);
  }
  return {
    weekStart: day(start),
    weekEnd: day(new Date(end.getTime() - 86_400_000)),
    videos: [...lines.values()].filter((l) => l.views + l.clicks + l.sales > 0),
    campaigns: campaigns.map((c, i) => {
      const snapshot = autopilotSnapshotSchema.safeParse(latest[i]?.arms);
      const slotsByLabel: Record<string, number> = {};
      for (const d of c.decisions) {
        if (d.armLabel && d.status !== 'skipped')
          slotsByLabel[d.armLabel] = (slotsByLabel[d.armLabel] ?? 0) + 1;
      }
      return {
        id: c.id,
        name: c.name,
        autopilot: c.autopilot?.enabled ?? false,
        slotsByLabel,
        latest: snapshot.success ? snapshot.data : null,
      };
    }),
  };
}
