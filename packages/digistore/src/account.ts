import { MARKETPLACE_LABELS } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { affiliateIdAt, type ConnectionKey, findConnection } from '@adreel/db/marketplace-accounts';

/** A user's one Digistore24 connection in `MarketplaceAccount` (labelled with the marketplace's name). */
export function digistoreAccountKey(userId: string): ConnectionKey {
  return { userId, marketplace: 'digistore24', label: MARKETPLACE_LABELS.digistore24 };
}

/** The user's Digistore24 user name (the affiliate id promolinks carry), or null. */
export function digistoreAffiliateId(db: Db, userId: string): Promise<string | null> {
  return affiliateIdAt(db, userId, 'digistore24');
}

/**
 * The user's Digistore24 connection as the app has always judged it: connected when both the sealed
 * API key and the user name are there.
 */
export async function digistoreConnection(db: Db, userId: string) {
  const row = await findConnection(db, digistoreAccountKey(userId));
  const connected = Boolean(row?.credentialsEnc && row.affiliateId);
  return {
    connected,
    userName: connected ? (row?.affiliateId ?? null) : null,
    keyEnc: row?.credentialsEnc ?? null,
  };
}
