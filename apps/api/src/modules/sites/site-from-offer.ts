import { buildAffiliateLink, isUuid } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { demoLandingUrl, demoProducts } from '@adreel/demo-shop';
import { HttpError } from '../../plugins/errors.ts';
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
  demoShopOrigin: string;
  /** True in production: offers are cloned from their real sales page, not the demo shop. */
  production: boolean;
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
   * The page an offer is cloned from. A vendor link (`https://vendor.example/offer#aff=…`) is cloned
   * directly. A Digistore24 promolink only redirects to the vendor, so in production it is followed
   * (the fetcher re-checks every hop); the bundled catalog's promolinks are placeholders that a demo or
   * development machine cannot reach, so there each gets one of the demo shop's landing pages,
   * round-robin by catalog position.
   */
  async function offerPageUrl(offer: { id: string; affiliateLink: string | null }, affiliate: string) {
    const stored = offer.affiliateLink ? safeUrl(offer.affiliateLink) : null;
    const marketplace = !stored || /(^|\.)digistore24\.com$/i.test(stored.hostname);
    if (stored && !marketplace) {
      stored.hash = '';
      return stored.href;
    }
    if (deps.production) return affiliate;
    const ids = await db.offer.findMany({
      select: { id: true },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
    });
    const index = Math.max(
      0,
      ids.findIndex((o) => o.id === offer.id),
    );
    const product = demoProducts[index % demoProducts.length];
    if (!product) throw new HttpError(400, 'This offer has no page that can be cloned.');
    return demoLandingUrl(deps.demoShopOrigin, product.slug);
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
      if (!offer) throw new HttpError(404, 'Offer not found');
      const user = await db.user.findUnique({ where: { id: userId }, select: { digistoreUserName: true } });
      const affiliate =
        input.affiliateLink ?? buildAffiliateLink(offer.affiliateLink, user?.digistoreUserName);
      if (!affiliate || !safeUrl(affiliate)) {
        throw new HttpError(
          400,
          'This offer has no affiliate link yet. Paste your own affiliate link with "Plug Your Affiliate Link".',
        );
      }
      const pageUrl = await offerPageUrl(offer, affiliate);
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
