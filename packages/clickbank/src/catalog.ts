import type { Db } from '@adreel/db';

/**
 * ClickBank products in AdReel's offer catalog (`Offer` with marketplace 'clickbank'). ClickBank has no
 * product API for affiliates, so products arrive by vendor id (a user's form, demo mode's stand-in
 * catalog) or from the operator's import of ClickBank's marketplace feed (feed.ts).
 */
export interface ClickBankProductSeed {
  vendorId: string;
  name: string;
  /** Plain text; stored escaped as one paragraph. */
  description: string | null;
  price: number | null;
  currency: string | null;
  /** The affiliate's share in percent. */
  commissionPercent: number | null;
  /** Earnings per sale when ClickBank states it (the feed's average); else price × percent. */
  earningsPerSale?: number | null;
  category: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The stored link: a HopLink whose affiliate the browser fills (AFFILIATE), and the redirect adds the tid. */
export function hopLinkTemplate(hopBase: string, vendorId: string): string {
  return `${hopBase.replace(/\/+$/, '')}/?affiliate=AFFILIATE&vendor=${vendorId.toLowerCase()}`;
}

/** The `Offer` columns of a ClickBank product. */
export function offerFieldsOf(seed: ClickBankProductSeed, hopBase: string) {
  const vendorId = seed.vendorId.toLowerCase();
  const earnings =
    seed.earningsPerSale ??
    (seed.price !== null && seed.commissionPercent !== null
      ? Math.round(seed.price * seed.commissionPercent) / 100
      : null);
  return {
    marketplace: 'clickbank',
    entryId: vendorId,
    vendorId,
    name: seed.name,
    descriptionHtml: seed.description ? `<p>${escapeHtml(seed.description)}</p>` : '',
    imageUrl: null,
    category: seed.category,
    commission: seed.commissionPercent === null ? null : `${seed.commissionPercent}%`,
    netEarnings: earnings,
    price: seed.price,
    currency: seed.currency,
    affiliateLink: hopLinkTemplate(hopBase, vendorId),
  };
}

/** Adds or refreshes one ClickBank product by vendor id; says whether it was new. */
export async function upsertClickBankOffer(
  db: Db,
  seed: ClickBankProductSeed,
  hopBase: string,
): Promise<{ id: string; created: boolean }> {
  const fields = offerFieldsOf(seed, hopBase);
  const where = { marketplace_entryId: { marketplace: 'clickbank', entryId: fields.entryId } };
  const existing = await db.offer.findUnique({ where, select: { id: true } });
  const row = await db.offer.upsert({ where, create: fields, update: fields, select: { id: true } });
  return { id: row.id, created: !existing };
}
