import type { OfferRow } from '../catalog/offer-dto.ts';
import { toYesNo } from '../yes-no.ts';

/** A stored offer as the sandbox reads it: the catalog's row shape, named by its marketplace entry. */
export type OfferRowForEntry = Omit<OfferRow, 'id'> & { entryId: string };

/** Writes one of our offers the way Digistore24's getMarketplaceEntry sends an entry. */
export function offerToEntryData(offer: OfferRowForEntry): Record<string, unknown> {
  const productId = offer.affiliateLink
    ? (/\/redir\/([^/?#]+)/i.exec(offer.affiliateLink)?.[1] ?? null)
    : null;
  return {
    entry: {
      entry_id: offer.entryId,
      headline: offer.name,
      description: offer.descriptionHtml,
      image_url: offer.imageUrl,
      product_category: offer.category,
      affiliate_share: offer.commission,
      price: offer.price === null ? null : offer.price.toFixed(2),
      currency: offer.currency,
      main_product_id: productId,
      promolink: offer.affiliateLink,
      stats: { affiliate_profit_per_sale: offer.netEarnings === null ? null : offer.netEarnings.toFixed(2) },
      is_active: toYesNo(true),
      is_affiliation_auto_accepted: toYesNo(true),
    },
  };
}
