import { isUuid } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Invalid, NotFound } from '../../domain-errors.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import type { SiteCloner } from './site-clone.ts';
import type { SitePublisher } from './site-publish.ts';
import type { SiteRecords } from './site-records.ts';
import type { SiteStorage } from './site-storage.ts';

export interface SiteFromOfferDeps {
  db: Db;
  cloner: SiteCloner;
  siteStorage: SiteStorage;
  records: SiteRecords;
  publisher: SitePublisher;
  /** The user's link for a catalog offer, by the offer's marketplace. */
  offerLinks: OfferLinks;
  /**
   * Demo mode's adapter (built at startup only when demo mode is on): the demo shop's own landing
   * page for a bundled catalog offer, or null for an offer it does not know.
   */
  demoOfferPage?: ((offer: { entryId: string; name: string }) => string | null) | undefined;
}

function safeUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Instant Money Sites' one click: an offer's page cloned, saved, recorded and published in one go. */
export function createSiteFromOffer(deps: SiteFromOfferDeps) {
  const { db } = deps;

  /**
   * The page an offer is cloned from: the demo adapter's page for this very offer when demo mode knows
   * it; else a vendor link (`https://vendor.example/offer#aff=…`) cloned directly; else the Digistore24
   * promolink, which only redirects to the vendor and is followed (the fetcher re-checks every hop).
   */
  function offerPageUrl(
    offer: { entryId: string; name: string; affiliateLink: string | null },
    affiliate: string,
  ) {
    const demoPage = deps.demoOfferPage?.(offer);
    if (demoPage) return demoPage;
    const stored = offer.affiliateLink ? safeUrl(offer.affiliateLink) : null;
    if (stored && !/(^|\.)digistore24\.com$/i.test(stored.hostname)) {
      stored.hash = '';
      return stored.href;
    }
    return affiliate;
  }

  return {
    async publish(
      userId: string,
      input: { offerId: string; affiliateLink?: string | undefined },
    ): Promise<{ id: string; publicUrl: string; slug: string }> {
      const offer = await db.offer.findFirst({
        where: isUuid(input.offerId)
          ? { OR: [{ id: input.offerId }, { entryId: input.offerId }] }
          : { entryId: input.offerId },
      });
      if (!offer) throw new NotFound('Offer not found');
      const affiliate = input.affiliateLink ?? (await deps.offerLinks.forUser(userId)).linkOf(offer);
      if (!affiliate || !safeUrl(affiliate)) {
        throw new Invalid(
          'This offer has no affiliate link yet. Paste your own affiliate link with "Plug Your Affiliate Link".',
        );
      }
      const pageUrl = offerPageUrl(offer, affiliate);
      const html = await deps.cloner.clone(pageUrl);
      const { s3Url } = await deps.siteStorage.save(userId, { html, url: pageUrl, compress: false });
      const site = await deps.records.create(userId, { link: pageUrl, fileLocation: s3Url });
      const published = await deps.publisher.publish(userId, site.id, {
        affiliateLink: affiliate,
        banner: true,
      });
      return { id: site.id, ...published };
    },
  };
}
export type SiteFromOffer = ReturnType<typeof createSiteFromOffer>;
