import type { OfferSeed } from './catalog/offer-seed.ts';
import { yesNo } from './yes-no.ts';

/** One Digistore24 marketplace entry, already in our Offer shape, plus what else we learnt. */
export interface MarketplaceEntry extends Omit<OfferSeed, 'sortOrder'> {
  mainProductId: string | null;
  isActive: boolean | null;
  autoAcceptAffiliates: boolean | null;
  raw: Record<string, unknown>;
}

export const DIGISTORE_PROMOLINK_BASE = 'https://www.digistore24.com/redir';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function text(...values: unknown[]): string | null {
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return null;
}

/** Amounts arrive as numbers or strings ("47.00", "47,00"). */
function amount(...values: unknown[]): number | null {
  for (const v of values) {
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    if (typeof v === 'string' && v.trim() !== '') {
      const s = v.trim().replace(/[^\d.,-]/g, '');
      const n = Number(s.includes('.') ? s.replace(/,/g, '') : s.replace(',', '.'));
      if (Number.isFinite(n)) return n;
    }
  }
  return null;
}

/** affiliate_share is a percentage, sent as 50, "50" or "50%". */
function commission(...values: unknown[]): string | null {
  const t = text(...values);
  if (t === null) return null;
  return /^\d+(?:[.,]\d+)?$/.test(t) ? `${t.replace(',', '.')}%` : t;
}

/**
 * Maps getMarketplaceEntry's data into our Offer shape. Digistore24 nests the entry under `entry`
 * in some replies and not in others, and names a few fields differently between entry types, so
 * each field is read from the first name that holds a value.
 */
export function mapMarketplaceEntry(data: unknown, requestedEntryId: string): MarketplaceEntry {
  const outer = isRecord(data) ? data : {};
  const e = isRecord(outer.entry) ? outer.entry : outer;
  const stats = isRecord(e.stats) ? e.stats : {};
  const entryId = text(e.entry_id, e.id) ?? requestedEntryId;
  const mainProductId = text(e.main_product_id, e.product_id);
  const promolink =
    text(e.promolink, e.affiliate_link) ??
    (mainProductId
      ? `${DIGISTORE_PROMOLINK_BASE}/${encodeURIComponent(mainProductId)}/AFFILIATE/CAMPAIGNKEY`
      : null);
  return {
    entryId,
    name: text(e.headline, e.name, e.product_name, e.headline_en) ?? `Marketplace entry ${entryId}`,
    descriptionHtml: text(e.description, e.description_html, e.description_en) ?? '',
    imageUrl: text(e.image_url, e.product_image_url, e.image, e.thumbnail_url),
    category: text(e.product_category, e.category, e.product_category_name),
    commission: commission(e.affiliate_share, e.commission),
    netEarnings: amount(
      stats.affiliate_profit_per_sale,
      stats.profit_per_sale,
      e.affiliate_profit_per_sale,
      e.net_earnings,
    ),
    price: amount(e.price, e.main_product_price),
    currency: text(e.currency)?.toUpperCase() ?? null,
    affiliateLink: promolink,
    mainProductId,
    isActive: yesNo(e.is_active),
    autoAcceptAffiliates: yesNo(e.is_affiliation_auto_accepted),
    raw: e,
  };
}
