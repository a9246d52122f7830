import { z } from 'zod';

/**
 * The marketplaces AdReel records sales from (issue 34). 'custom' is any network that reports sales by
 * S2S postback (JVZoo, WarriorPlus, BuyGoods, Impact, …); each connection carries its own name.
 * Adding an id here makes the compiler ask for every `Record<MarketplaceId, …>` (labels, the apps'
 * adapter registries, the sandbox/demo rule): see ARCHITECTURE.md "Add a marketplace".
 */
export const MARKETPLACES = ['digistore24', 'clickbank', 'custom'] as const;
export type MarketplaceId = (typeof MARKETPLACES)[number];
export const marketplaceIdSchema = z.enum(MARKETPLACES);

/** How each marketplace is named on screen. */
export const MARKETPLACE_LABELS: Record<MarketplaceId, string> = {
  digistore24: 'Digistore24',
  clickbank: 'ClickBank',
  custom: 'Other network',
};

/** The marketplace every row written before issue 34 belongs to (the columns' default). */
export const DEFAULT_MARKETPLACE: MarketplaceId = 'digistore24';

/** A stored marketplace string as an id, or null when it names none we know. */
export function asMarketplaceId(value: string): MarketplaceId | null {
  return (MARKETPLACES as readonly string[]).includes(value) ? (value as MarketplaceId) : null;
}

/** The states of a marketplace connection (`MarketplaceAccount.state`). */
export const MARKETPLACE_ACCOUNT_STATES = ['connected', 'needs_reconnect', 'disconnected'] as const;
export type MarketplaceAccountState = (typeof MARKETPLACE_ACCOUNT_STATES)[number];
