import type { MarketplaceId } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { OfferSeed } from './offer-seed.ts';
import { sanitizeDescriptionHtml } from './sanitize.ts';

export type UpsertOutcome = 'created' | 'updated';

/** Which marketplace sells an offer (its entry id is unique only there) and, where links need it, the seller. */
export interface OfferOrigin {
  marketplace: MarketplaceId;
  vendorId: string | null;
}

const DIGISTORE24: OfferOrigin = { marketplace: 'digistore24', vendorId: null };

/**
 * Writes one offer by its marketplace and entry id, sanitising the description on the way in.
 * An update keeps the stored sortOrder unless the seed names one, so refreshing an entry from
 * Digistore24 never reshuffles the catalog.
 */
export async function upsertOffer(
  db: Db,
  seed: Omit<OfferSeed, 'sortOrder'> & { sortOrder?: number },
  origin: OfferOrigin = DIGISTORE24,
): Promise<UpsertOutcome> {
  const fields = {
    name: seed.name,
    descriptionHtml: sanitizeDescriptionHtml(seed.descriptionHtml),
    imageUrl: seed.imageUrl,
    category: seed.category,
    commission: seed.commission,
    netEarnings: seed.netEarnings,
    price: seed.price,
    currency: seed.currency,
    affiliateLink: seed.affiliateLink,
  };
  const where = { marketplace_entryId: { marketplace: origin.marketplace, entryId: seed.entryId } };
  const existing = await db.offer.findUnique({ where, select: { id: true } });
  await db.offer.upsert({
    where,
    create: { ...origin, entryId: seed.entryId, ...fields, sortOrder: seed.sortOrder ?? 0 },
    update: seed.sortOrder === undefined ? fields : { ...fields, sortOrder: seed.sortOrder },
  });
  return existing ? 'updated' : 'created';
}

export interface ImportResult {
  created: number;
  updated: number;
}

/** Upserts rows in order (by entryId). Validation happened in parseOfferImport or the seed itself. */
export async function importOffers(
  db: Db,
  rows: OfferSeed[],
  origin: OfferOrigin = DIGISTORE24,
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0 };
  for (const row of rows) result[await upsertOffer(db, row, origin)]++;
  return result;
}
