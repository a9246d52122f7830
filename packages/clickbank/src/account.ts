import { MARKETPLACE_LABELS } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { type ConnectionKey, findConnection } from '@adreel/db/marketplace-accounts';

/** A user's one ClickBank connection in `MarketplaceAccount` (labelled with the marketplace's name). */
export function clickBankAccountKey(userId: string): ConnectionKey {
  return { userId, marketplace: 'clickbank', label: MARKETPLACE_LABELS.clickbank };
}

/** A stored ClickBank row's nickname while it is connected (with a sealed key), else null. */
export function connectedNickname(
  row: { state: string; credentialsEnc: string | null; affiliateId: string | null } | null,
): string | null {
  return row && row.state === 'connected' && row.credentialsEnc && row.affiliateId ? row.affiliateId : null;
}

/** The user's ClickBank nickname while connected, else null. */
export async function clickBankNickname(db: Db, userId: string): Promise<string | null> {
  return connectedNickname(await findConnection(db, clickBankAccountKey(userId)));
}
