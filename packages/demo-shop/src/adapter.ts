import { demoOfferPageUrl, findDemoOfferPage } from './offer-pages.ts';
import { demoProducts, demoProductUrl } from './products.ts';

/**
 * The demo stand-ins as one adapter, built at startup only when demo mode is on. Production modules
 * take its functions as optional dependencies and never import demo data themselves.
 */
export interface DemoKit {
  /** The demo shop's origin: the one address the safe fetcher is allowed to reach on this machine. */
  origin: string;
  /** A product page to try the product-URL flows with. */
  productUrl: string | null;
  /**
   * The demo shop's landing page for a bundled catalog offer, or null when the catalog has no entry
   * with this id and name (then the caller follows the offer's real link).
   */
  offerPageUrl(offer: { entryId: string; name: string }): string | null;
}

export function createDemoKit(opts: { origin: string }): DemoKit {
  const { origin } = opts;
  const first = demoProducts[0];
  return {
    origin,
    productUrl: first ? demoProductUrl(origin, first.slug) : null,
    offerPageUrl(offer) {
      const page = findDemoOfferPage(offer.entryId);
      return page && page.name === offer.name ? demoOfferPageUrl(origin, page.entryId) : null;
    },
  };
}
