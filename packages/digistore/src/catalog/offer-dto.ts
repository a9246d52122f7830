import type { Offer } from '@adreel/contracts';
import type { MarketplaceOffer } from '@adreel/marketplace';

/** A stored offer: the port's description of an offer (one copy of its fields) under our row id. */
export type OfferRow = Omit<MarketplaceOffer, 'entryId' | 'vendorId'> & { id: string };

/** A stored offer as GET /digistore/offers sends it; the link keeps its placeholders (spec §3). */
export function toOfferContract(row: OfferRow): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.descriptionHtml,
    imageUrl: row.imageUrl,
    category: row.category,
    commission: row.commission,
    netEarnings: row.netEarnings,
    price: row.price,
    currency: row.currency,
    affiliateLink: row.affiliateLink,
  };
}
