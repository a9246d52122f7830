import { buildAffiliateLink, type TrackedLinkDto, type VideoAffiliateMissing } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { digistoreAffiliateId } from '@adreel/digistore';
import type { TrackedLinks } from '../../kernel/ports.ts';

/**
 * A video made from a marketplace offer records the offer's id in its `product` JSON under this key
 * (beside the extracted product, which readers parse with productSchema and so never see it).
 */
export const OFFER_REF_KEY = 'marketplaceOfferId';

/** The offer id a video recorded, if any. */
export function recordedOfferId(product: unknown): string | null {
  if (!product || typeof product !== 'object') return null;
  const id = (product as Record<string, unknown>)[OFFER_REF_KEY];
  return typeof id === 'string' && id !== '' ? id : null;
}

export interface VideoAffiliateLink {
  affiliate_link: string | null;
  affiliate_link_missing: VideoAffiliateMissing | null;
}

/**
 * Loads what the affiliate links of these videos need (two queries for any number of videos) and
 * answers, per video `product`, the user's own promolink for the offer the video was made from (their
 * marketplace name applied with the shared helper), or null and why there is none.
 */
export async function loadAffiliateLinks(
  db: Db,
  userId: string,
  products: readonly unknown[],
): Promise<(product: unknown) => VideoAffiliateLink> {
  const offerIds = [...new Set(products.map(recordedOfferId).filter((id) => id !== null))];
  const [affiliateId, offers] = await Promise.all([
    digistoreAffiliateId(db, userId),
    offerIds.length
      ? db.offer.findMany({ where: { id: { in: offerIds } }, select: { id: true, affiliateLink: true } })
      : Promise.resolve([]),
  ]);
  const linkOf = new Map(offers.map((o) => [o.id, o.affiliateLink]));
  const userName = affiliateId?.trim() || null;
  return (product) => affiliateLinkFor(recordedOfferId(product), linkOf, userName);
}

function affiliateLinkFor(
  offerId: string | null,
  linkOf: Map<string, string | null>,
  userName: string | null,
): VideoAffiliateLink {
  const missing = (why: VideoAffiliateMissing) => ({ affiliate_link: null, affiliate_link_missing: why });
  if (!offerId) return missing('not_from_offer');
  const offerLink = linkOf.get(offerId) ?? null;
  if (!offerLink) return missing('offer_without_link');
  if (!userName) return missing('not_connected');
  const link = buildAffiliateLink(offerLink, userName);
  return link ? { affiliate_link: link, affiliate_link_missing: null } : missing('offer_without_link');
}

/**
 * Which tracked-link source a video's links count for: a plain video (`v_` campaign key), or a hook
 * variant (`h_`, source `videoId/label`), so the Performance page can compare variants.
 */
export function videoLinkSource(id: string, variantLabel?: string | null) {
  return variantLabel
    ? { kind: 'variant' as const, sourceId: `${id}/${variantLabel}` }
    : { kind: 'video' as const, sourceId: id };
}

/** A video's links as users see them: its affiliate link (tracked) and its own tracked link. */
export type VideoLinks = VideoAffiliateLink & {
  /** The video's `/go/` link: to the affiliate link when there is one, else to the product URL. */
  tracked_link: string | null;
  link: TrackedLinkDto | null;
};

/** What a video's own tracked link points to: the affiliate link when there is one, else the product URL. */
export const videoLinkTarget = (link: VideoAffiliateLink, productUrl: string | null) =>
  link.affiliate_link ?? productUrl;

/**
 * The links as users see them: every link goes through a tracked short link (`/go/{code}`, campaign
 * key `v_<code>`, `h_<code>` for hook variants) made once per video and target, so clicks and sales
 * count for the video it was handed out with. Videos made from a plain product URL get one too.
 */
export async function trackVideoLinks(
  links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>,
  userId: string,
  videos: readonly {
    id: string;
    link: VideoAffiliateLink;
    url: string | null;
    variantLabel?: string | null;
  }[],
): Promise<(videoId: string) => VideoLinks> {
  const request = (v: (typeof videos)[number]) => {
    const targetUrl = videoLinkTarget(v.link, v.url);
    return targetUrl ? { ...videoLinkSource(v.id, v.variantLabel), targetUrl } : null;
  };
  const requests = videos.flatMap((v) => request(v) ?? []);
  const tracked = await links.linksFor(userId, requests);
  const byVideo = new Map(
    videos.map((v) => {
      const wanted = request(v);
      const short = wanted ? tracked.get(links.keyOf(wanted)) : undefined;
      const out: VideoLinks = {
        ...v.link,
        affiliate_link: v.link.affiliate_link && short ? short.url : v.link.affiliate_link,
        tracked_link: short?.url ?? null,
        link: short ?? null,
      };
      return [v.id, out];
    }),
  );
  return (videoId) =>
    byVideo.get(videoId) ?? {
      affiliate_link: null,
      affiliate_link_missing: 'not_from_offer',
      tracked_link: null,
      link: null,
    };
}

/**
 * Gives each new video (and hook variant) its own tracked link when it is created and remembers its
 * code on the row, so the render prints that `/go/` link on the end card and its QR code.
 */
export async function assignVideoLinks(
  db: Db,
  links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>,
  userId: string,
  rows: readonly { id: string; product: unknown; url: string | null; variantLabel?: string | null }[],
): Promise<void> {
  const linkFor = await loadAffiliateLinks(
    db,
    userId,
    rows.map((r) => r.product),
  );
  const wanted = rows.flatMap((row) => {
    const targetUrl = videoLinkTarget(linkFor(row.product), row.url);
    return targetUrl ? [{ row, request: { ...videoLinkSource(row.id, row.variantLabel), targetUrl } }] : [];
  });
  const made = await links.linksFor(
    userId,
    wanted.map((w) => w.request),
  );
  for (const { row, request } of wanted) {
    const link = made.get(links.keyOf(request));
    if (link) await db.video.update({ where: { id: row.id }, data: { linkCode: link.code } });
  }
}
