import { asMarketplaceId, type MarketplaceTotal } from '@adreel/contracts';

/** The marketplace totals we can name (a stored marketplace we do not know is left out, never a 500). */
export function knownMarketplaces(
  rows: readonly (Omit<MarketplaceTotal, 'marketplace'> & { marketplace: string })[],
) {
  return rows.flatMap((r) => {
    const marketplace = asMarketplaceId(r.marketplace);
    return marketplace ? [{ ...r, marketplace }] : [];
  });
}
