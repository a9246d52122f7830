import type { Offer } from '@adreel/contracts';

export interface OfferRow {
  id: string;
  name: string;
  descriptionHtml: string;
  imageUrl: string | null;
  category: string | null;
  commission: string | null;
  netEarnings: number | null;
  price: number | null;
  currency: string | null;
  affiliateLink: string | null;
}

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
