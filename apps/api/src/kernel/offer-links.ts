import { asMarketplaceId, type MarketplaceId } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { MarketplaceAccount, MarketplacePort } from '@adreel/marketplace';

/** What offer links need of each marketplace's adapter (the registry's adapters fit). */
export type OfferLinkAdapters = { readonly [K in MarketplaceId]: Pick<MarketplacePort, 'affiliateLink'> };

/** A catalog offer's columns a link is made from. */
export interface OfferForLink {
  marketplace: string;
  entryId: string;
  vendorId: string | null;
  affiliateLink: string | null;
}

/** One user's links, after one read of their accounts. */
export interface UserOfferLinks {
  /** The user's link for the offer; null when its marketplace cannot make one for them. */
  linkOf(offer: OfferForLink): string | null;
  /** Whether the user has an id at the offer's marketplace (links carry it). */
  connectedTo(marketplace: string): boolean;
}

/**
 * The user's own link for catalog offers (issue 34): each offer's marketplace adapter builds it with the
 * user's account there (Digistore24 promolink with their user name, ClickBank HopLink with their
 * nickname), without a click id: the `/go` redirect adds one per click.
 */
export function createOfferLinks(db: Db, adapters: OfferLinkAdapters) {
  return {
    async forUser(userId: string): Promise<UserOfferLinks> {
      const rows = await db.marketplaceAccount.findMany({
        where: { userId, affiliateId: { not: null } },
        orderBy: { connectedAt: { sort: 'desc', nulls: 'last' } },
        select: { marketplace: true, affiliateId: true, settings: true },
      });
      const accounts = new Map<string, Pick<MarketplaceAccount, 'affiliateId' | 'settings'>>();
      for (const row of rows) if (!accounts.has(row.marketplace)) accounts.set(row.marketplace, row);
      return {
        linkOf(offer) {
          const id = asMarketplaceId(offer.marketplace);
          if (!id) return null;
          return adapters[id].affiliateLink({ ...offer, marketplace: id }, accounts.get(id) ?? null, null);
        },
        connectedTo: (marketplace) => Boolean(accounts.get(marketplace)?.affiliateId?.trim()),
      };
    },
  };
}
export type OfferLinks = ReturnType<typeof createOfferLinks>;
