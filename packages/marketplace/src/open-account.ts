import { asMarketplaceId, type MarketplaceAccountState } from '@adreel/contracts';
import { decryptSecret } from '@adreel/secret-box';
import type { MarketplaceAccount, OpenedAccount } from './port.ts';

/** A `MarketplaceAccount` row as Prisma reads it: the port's account with marketplace and state as plain strings. */
export type MarketplaceAccountRow = Omit<MarketplaceAccount, 'marketplace' | 'state'> & {
  marketplace: string;
  state: string;
};

/**
 * A stored account with its sealed secrets opened for one adapter call (never stored or logged); null
 * for a row of a marketplace this build does not know.
 */
export function openAccount(row: MarketplaceAccountRow, key32: Buffer): OpenedAccount | null {
  const marketplace = asMarketplaceId(row.marketplace);
  if (!marketplace) return null;
  return {
    ...row,
    marketplace,
    state: row.state as MarketplaceAccountState,
    credentials: row.credentialsEnc === null ? null : decryptSecret(row.credentialsEnc, key32),
    inboundToken: row.inboundTokenEnc === null ? null : decryptSecret(row.inboundTokenEnc, key32),
  };
}
