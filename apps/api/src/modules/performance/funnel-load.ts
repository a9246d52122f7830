import {
  DEFAULT_LANGUAGE,
  type FunnelDimension,
  type FunnelRow,
  isUuid,
  type LanguageCode,
  languageName,
  normalizeLanguage,
  POST_PLATFORM_NAMES,
  type PostPlatform,
} from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';
import { type FunnelPost, type FunnelVideo, funnelRows, postOfRow } from './funnel.ts';
import { postNames, videoName } from './labels.ts';
import type { Counted } from './variants.ts';

/**
 * The views each post gained in the period, from the platforms' numbers (PostStatsDaily holds totals
 * per day): its last total in the period minus its last total before it. Posts not read in the
 * period are left out (their views are unknown, not zero). The caller's own posts only (of one video
 * or one campaign when asked).
 */
export async function readPostViews(
  db: Db,
  userId: string,
  q: { from: string; to: string; videoId?: string; campaignId?: string },
): Promise<Map<string, { views: number; standIn: boolean }>> {
  const rows = await db.$queryRaw<
    { postId: string; last: number; before: number | null; standIn: boolean }[]
  >`
    SELECT s."postId",
           (array_agg(s.views ORDER BY s.day DESC) FILTER (WHERE s.day >= ${q.from}::date))[1] AS last,
           (array_agg(s.views ORDER BY s.day DESC) FILTER (WHERE s.day < ${q.from}::date))[1] AS before,
           bool_or(s."standIn") FILTER (WHERE s.day >= ${q.from}::date) AS "standIn"
    FROM "PostStatsDaily" s JOIN "Post" p ON p.id = s."postId"
    WHERE p."userId" = ${userId}::uuid AND s.day <= ${q.to}::date
      ${q.videoId ? Prisma.sql`AND p."videoId" = ${q.videoId}::uuid` : Prisma.empty}
      ${q.campaignId ? Prisma.sql`AND p."campaignId" = ${q.campaignId}::uuid` : Prisma.empty}
    GROUP BY s."postId"
    HAVING bool_or(s.day >= ${q.from}::date)`;
  return new Map(
    rows.map((r) => [r.postId, { views: Math.max(0, r.last - (r.before ?? 0)), standIn: r.standIn }]),
  );
}

/**
 * The posts of the period's `post` rows and those with views in the period, each with what it counts
 * for and its views (the caller's own only).
 */
export async function loadFunnelPosts(
  db: Db,
  userId: string,
  sources: readonly Counted[],
  q: { from: string; to: string; videoId?: string },
): Promise<Map<string, FunnelPost>> {
  const views = await readPostViews(db, userId, q);
  const ids = [...new Set([...sources.flatMap((s) => postOfRow(s) ?? []), ...views.keys()])].filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db.post.findMany({
    where: { id: { in: ids }, userId },
    select: { id: true, videoId: true, channelId: true, campaignId: true },
  });
  return new Map(
    rows.map((p) => [
      p.id,
      {
        videoId: p.videoId,
        channelId: p.channelId,
        campaignId: p.campaignId,
        views: views.get(p.id)?.views ?? null,
        viewsFromStandIn: views.get(p.id)?.standIn ?? false,
      },
    ]),
  );
}

/** The funnel rows with their names: the posts' and videos' rows read in a few queries, the caller's own only. */
export async function readFunnel(
  db: Db,
  userId: string,
  sources: readonly Counted[],
  posts: ReadonlyMap<string, FunnelPost>,
): Promise<FunnelRow[]> {
  const postIds = [...posts.keys()];
  const videoIds = new Set<string>();
  for (const p of posts.values()) if (p.videoId) videoIds.add(p.videoId);
  for (const s of sources) {
    if (s.kind === 'video') videoIds.add(s.sourceId);
    if (s.kind === 'variant') videoIds.add(s.sourceId.split('/')[0] ?? '');
  }
  const channelIds = [...new Set([...posts.values()].flatMap((p) => p.channelId ?? []))];
  const campaignIds = [...new Set([...posts.values()].flatMap((p) => p.campaignId ?? []))];
  const [postLabels, videoRows, channelRows, campaignRows] = await Promise.all([
    postNames(db, userId, postIds),
    videoIds.size
      ? db.video.findMany({
          where: { id: { in: [...videoIds].filter(isUuid) }, userId },
          select: { id: true, product: true, language: true, variantLabel: true },
        })
      : [],
    channelIds.length
      ? db.channel.findMany({
          where: { id: { in: channelIds }, userId },
          select: { id: true, platform: true, accountName: true },
        })
      : [],
    campaignIds.length
      ? db.campaign.findMany({ where: { id: { in: campaignIds }, userId }, select: { id: true, name: true } })
      : [],
  ]);
  const videos = new Map<string, FunnelVideo>(
    videoRows.map((v) => [
      v.id,
      { language: normalizeLanguage(v.language) ?? DEFAULT_LANGUAGE, variantLabel: v.variantLabel },
    ]),
  );
  const names: Record<FunnelDimension, Map<string, string>> = {
    post: postLabels,
    video: new Map(videoRows.map((v) => [v.id, videoName(v.product, v.id)])),
    variant: new Map(
      videoRows.map((v) => [v.id, `${videoName(v.product, v.id)} — hook ${v.variantLabel ?? '?'}`]),
    ),
    language: new Map(),
    channel: new Map(
      channelRows.map((c) => [
        c.id,
        `${POST_PLATFORM_NAMES[c.platform as PostPlatform] ?? c.platform} · ${c.accountName}`,
      ]),
    ),
    campaign: new Map(campaignRows.map((c) => [c.id, c.name])),
  };
  return funnelRows({
    sources,
    posts,
    videos,
    label: (dimension, id) =>
      dimension === 'language'
        ? languageName(id as LanguageCode)
        : (names[dimension].get(id) ?? id.slice(0, 8)),
  });
}
