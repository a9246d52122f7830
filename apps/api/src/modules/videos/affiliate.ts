import type { TrackedLinkDto, VideoAffiliateMissing } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { OfferForLink, OfferLinks, UserOfferLinks } from '../../kernel/offer-links.ts';
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
 * answers, per video `product`, the user's own link for the offer the video was made from (built by
 * the offer's marketplace with the user's id there), or null and why there is none.
 */
export async function loadAffiliateLinks(
  db: Db,
  offerLinks: OfferLinks,
  userId: string,
  products: readonly unknown[],
): Promise<(product: unknown) => VideoAffiliateLink> {
  const offerIds = [...new Set(products.map(recordedOfferId).filter((id) => id !== null))];
  const [links, offers] = await Promise.all([
    offerLinks.forUser(userId),
    offerIds.length
      ? db.offer.findMany({
          where: { id: { in: offerIds } },
          select: { id: true, marketplace: true, entryId: true, vendorId: true, affiliateLink: true },
        })
      : Promise.resolve([]),
  ]);
  const offerOf = new Map(offers.map((o) => [o.id, o]));
  return (product) => affiliateLinkFor(recordedOfferId(product), offerOf, links);
}

function affiliateLinkFor(
  offerId: string | null,
  offerOf: Map<string, OfferForLink>,
  links: UserOfferLinks,
): VideoAffiliateLink {
  const missing = (why: VideoAffiliateMissing) => ({ affiliate_link: null, affiliate_link_missing: why });
  if (!offerId) return missing('not_from_offer');
  const offer = offerOf.get(offerId);
  if (!offer?.affiliateLink) return missing('offer_without_link');
  if (!links.connectedTo(offer.marketplace)) return missing('not_connected');
  const link = links.linkOf(offer);
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
  parts: { links: Pick<TrackedLinks, 'linksFor' | 'keyOf'>; offerLinks: OfferLinks },
  userId: string,
  rows: readonly { id: string; product: unknown; url: string | null; variantLabel?: string | null }[],
): Promise<void> {
  const { links } = parts;
  const linkFor = await loadAffiliateLinks(
    db,
    parts.offerLinks,
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
