import { isUuid, POST_PLATFORM_NAMES, type PostPlatform, SHARE_TARGETS } from '@adreel/contracts';
import type { Db } from '@adreel/db';

const key = (kind: string, sourceId: string) => `${kind}\u0000${sourceId}`;
const short = (id: string) => id.slice(0, 8);

export function videoName(product: unknown, id: string): string {
  const name = product && typeof product === 'object' ? (product as { name?: unknown }).name : null;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : `Video ${short(id)}`;
}

function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/** "TikTok · account: product", the name of a post wherever Performance shows one. */
export function postName(p: {
  platform: string;
  channel: { accountName: string } | null;
  video: { id: string; product: unknown } | null;
}): string {
  const platform = POST_PLATFORM_NAMES[p.platform as PostPlatform] ?? p.platform;
  const video = p.video ? videoName(p.video.product, p.video.id) : 'deleted video';
  return `${platform} · ${p.channel?.accountName ?? 'disconnected channel'}: ${video}`;
}

/** The names (`postName`) of the user's posts among `postIds`, by post id; others are left out. */
export async function postNames(
  db: Db,
  userId: string,
  postIds: readonly string[],
): Promise<Map<string, string>> {
  if (!postIds.length) return new Map();
  const posts = await db.post.findMany({
    where: { id: { in: [...postIds] }, userId },
    select: {
      id: true,
      platform: true,
      channel: { select: { accountName: true } },
      video: { select: { id: true, product: true } },
    },
  });
  return new Map(posts.map((p) => [p.id, postName(p)]));
}

/** People-readable names for sources: the video's product, the site's headline, the offer, the network. */
export async function labelSources(
  db: Db,
  userId: string,
  sources: readonly { kind: string; sourceId: string }[],
): Promise<Map<string, string>> {
  const ids = (kind: string) =>
    [...new Set(sources.filter((s) => s.kind === kind).map((s) => s.sourceId.split('/')[0] ?? ''))].filter(
      isUuid,
    );
  const videoIds = [...new Set([...ids('video'), ...ids('variant')])];
  // A post's source id is `platform/channelId/postId`.
  const postIds = sources
    .filter((s) => s.kind === 'post')
    .flatMap((s) => s.sourceId.split('/')[2] ?? [])
    .filter(isUuid);
  const [videos, sites, offers, dfyItems, postLabel] = await Promise.all([
    videoIds.length
      ? db.video.findMany({ where: { id: { in: videoIds }, userId }, select: { id: true, product: true } })
      : [],
    ids('site').length
      ? db.clonedSite.findMany({
          where: { id: { in: ids('site') }, userId },
          select: { id: true, headline: true, link: true },
        })
      : [],
    ids('promolink').length
      ? db.offer.findMany({ where: { id: { in: ids('promolink') } }, select: { id: true, name: true } })
      : [],
    ids('dfy').length
      ? db.dfyItem.findMany({ where: { id: { in: ids('dfy') } }, select: { id: true, productName: true } })
      : [],
    postNames(db, userId, postIds),
  ]);
  const dfyLabel = new Map(dfyItems.map((d) => [d.id, d.productName]));
  const videoLabel = new Map(videos.map((v) => [v.id, videoName(v.product, v.id)]));
  const siteLabel = new Map(sites.map((s) => [s.id, s.headline || hostOf(s.link)]));
  const offerLabel = new Map(offers.map((o) => [o.id, o.name]));
  const targetLabel = new Map(SHARE_TARGETS.map((t) => [t.id, t.name]));

  const out = new Map<string, string>();
  for (const { kind, sourceId } of sources) {
    const [head = '', variant] = sourceId.split('/');
    const label =
      kind === 'video'
        ? (videoLabel.get(head) ?? `Deleted video ${short(head)}`)
        : kind === 'variant'
          ? `${videoLabel.get(head) ?? `Video ${short(head)}`} — hook ${variant ?? '?'}`
          : kind === 'site'
            ? (siteLabel.get(head) ?? `Deleted site ${short(head)}`)
            : kind === 'promolink'
              ? `Promolink: ${offerLabel.get(head) ?? short(head)}`
              : kind === 'dfy'
                ? `Done for you: ${dfyLabel.get(head) ?? short(head)}`
                : kind === 'post'
                  ? (postLabel.get(sourceId.split('/')[2] ?? '') ??
                    `${POST_PLATFORM_NAMES[head as PostPlatform] ?? head} post`)
                  : `Traffic: ${targetLabel.get(head) ?? head}`;
    out.set(key(kind, sourceId), label);
  }
  return out;
}
