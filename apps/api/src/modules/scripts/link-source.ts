import type { CatalogProduct } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { offerProduct } from '@adreel/digistore';
import { NotFound } from '../../domain-errors.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import { findOfferForLink } from '../../kernel/offer-lookup.ts';
import { resolveProductLink } from '../../kernel/product-link.ts';

export const UNKNOWN_OFFER_MESSAGE =
  'This Digistore24 product is not in the AdReel offer catalog. Pick it on the Offers page, or paste its product page.';
export const UNKNOWN_LINK_MESSAGE = 'This AdReel link does not exist or has been removed.';

/** Where a URL script is written from: the address to keep, and the catalog's product for an offer. */
export interface ScriptSource {
  sourceUrl: string;
  product: CatalogProduct | null;
}

/**
 * Resolves a pasted link inside AdReel, never over the network: our own `/go/` links by their code
 * (someone else's link only to the catalog offer it points to, never to their target or affiliate ID),
 * promolinks and `#aff=` vendor pages to their catalog offer. Everything else stays a page to fetch.
 */
export function createLinkSources(deps: { db: Db; publicUrl: string; offerLinks: OfferLinks }) {
  const { db, publicUrl } = deps;

  async function fromOffer(userId: string, offerId: string, link: string | null, pasted: string) {
    const [offer, links] = await Promise.all([
      db.offer.findUniqueOrThrow({ where: { id: offerId } }),
      deps.offerLinks.forUser(userId),
    ]);
    // The user's own link, so the video's links pay them (videos find the offer from it again).
    const sourceUrl = link ?? links.linkOf(offer) ?? offer.affiliateLink ?? pasted;
    const { product, missing } = offerProduct(offer, { url: sourceUrl, imageOrigin: publicUrl });
    return { sourceUrl, product: { ...product, catalog: { offerId: offer.id, missing } } };
  }

  return async function sourceFor(userId: string, url: string): Promise<ScriptSource> {
    const link = resolveProductLink(url, publicUrl);
    if (link.kind === 'web') return { sourceUrl: url, product: null };
    if (link.kind === 'offer') {
      const offer = await findOfferForLink(db, link.url);
      if (offer) return fromOffer(userId, offer.id, link.url, url);
      // A vendor page the catalog does not know is an ordinary page; a promolink names a product.
      if (link.productId === null) return { sourceUrl: url, product: null };
      throw new NotFound(UNKNOWN_OFFER_MESSAGE);
    }
    const tracked = await db.trackedLink.findUnique({
      where: { code: link.code },
      select: { userId: true, targetUrl: true },
    });
    if (!tracked) throw new NotFound(UNKNOWN_LINK_MESSAGE);
    const own = tracked.userId === userId;
    const target = resolveProductLink(tracked.targetUrl, publicUrl);
    const offer = target.kind === 'offer' ? await findOfferForLink(db, target.url) : null;
    if (offer) return fromOffer(userId, offer.id, own ? tracked.targetUrl : null, url);
    if (own && target.kind !== 'go') return { sourceUrl: tracked.targetUrl, product: null };
    throw new NotFound(UNKNOWN_LINK_MESSAGE);
  };
}
