import { armLabel, autopilotSnapshotSchema, currencyTotals, type DigestLine } from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import type { WeekFacts } from './compose.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One user's week for the digest: per video, the week's clicks (the daily link rollups of its posts'
 * links, bots excluded), sales and earnings (their money rollups, in the week's main currency only) and the views it gained in the week (PostStatsDaily
 * holds running totals: the week's last read minus the last read before it); per campaign, the
 * autopilot slots decided in the week and, for autopilot campaigns, the newest evidence.
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
  const postIds = posts.map((p) => p.id);
  const autopilotIds = campaigns.filter((c) => c.autopilot?.enabled).map((c) => c.id);
  const [clicks, money, viewsBy, viewsBefore, latest] = await Promise.all([
    linkIds.length
      ? db.linkDay.groupBy({
          by: ['linkId'],
          where: { linkId: { in: linkIds }, day: { gte: start, lt: end } },
          _sum: { clicks: true },
        })
      : [],
    linkIds.length
      ? db.linkDaySale.groupBy({
          by: ['linkId', 'currency'],
          where: { linkId: { in: linkIds }, day: { gte: start, lt: end } },
          _sum: { sales: true, earnings: true },
        })
      : [],
    postIds.length
      ? db.postStatsDaily.groupBy({
          by: ['postId'],
          where: { postId: { in: postIds }, day: { lt: end } },
          _max: { views: true },
        })
      : [],
    postIds.length
      ? db.postStatsDaily.groupBy({
          by: ['postId'],
          where: { postId: { in: postIds }, day: { lt: start } },
          _max: { views: true },
        })
      : [],
    // Each autopilot campaign's newest decision before the week's end, in one read.
    autopilotIds.length
      ? db.$queryRaw<{ campaignId: string; arms: unknown }[]>`
          SELECT DISTINCT ON (d."campaignId") d."campaignId", d.arms
          FROM "AutopilotDecision" d
          WHERE d."campaignId" IN (${Prisma.join(autopilotIds.map((id) => Prisma.sql`${id}::uuid`))})
            AND d."slotAt" < ${end}
          ORDER BY d."campaignId", d."slotAt" DESC`
      : [],
  ]);
  const clicksOf = new Map(clicks.map((c) => [c.linkId, c._sum.clicks ?? 0]));
  const currencies = currencyTotals(
    money.map((m) => ({ currency: m.currency, sales: m._sum.sales ?? 0, earnings: m._sum.earnings ?? 0 })),
  );
  const currency = currencies[0]?.currency ?? null;
  const moneyOf = new Map(money.filter((m) => m.currency === currency).map((m) => [m.linkId, m._sum]));
  const before = new Map(viewsBefore.map((v) => [v.postId, v._max.views ?? 0]));
  // Running totals: the week's gain is the newest total minus the one the week started from.
  const viewsOf = new Map(
    viewsBy.map((v) => [v.postId, Math.max(0, (v._max.views ?? 0) - (before.get(v.postId) ?? 0))]),
  );
  const latestOf = new Map(latest.map((d) => [d.campaignId, d.arms]));
  const campaignOf = new Map(campaigns.map((c) => [c.id, c]));
  const lines = new Map<string, DigestLine>();
  for (const post of posts) {
    const videoId = post.videoId as string;
    const campaign = post.campaignId ? campaignOf.get(post.campaignId) : undefined;
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
    l.clicks += post.trackedLinkId ? (clicksOf.get(post.trackedLinkId) ?? 0) : 0;
    l.sales += m?.sales ?? 0;
    l.earnings += m?.earnings ?? 0;
    lines.set(videoId, l);
  }
  return {
    weekStart: day(start),
    weekEnd: day(new Date(end.getTime() - 86_400_000)),
    currency,
    otherCurrencies: currencies.slice(1).map((c) => c.currency),
    videos: [...lines.values()].filter((l) => l.views + l.clicks + l.sales > 0),
    campaigns: campaigns.map((c) => {
      const snapshot = autopilotSnapshotSchema.safeParse(latestOf.get(c.id));
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
