import { clickBankAdapterAt } from '@adreel/clickbank';
import { createDigistoreAdapter } from '@adreel/digistore';
import { clickBankEndpoint, type MarketplaceRegistry } from '@adreel/marketplace';
import { customNetworkAdapter } from '@adreel/networks';
import type { MarketplaceConnection } from '../modules/digistore/marketplace.ts';
import type { ServiceDeps } from './service-deps.ts';

/**
 * The API's marketplace adapters (issue 34), one per id in contracts' MARKETPLACES: a new id fails
 * `tsc` here until its adapter is listed. Each adapter keeps its own connect input type (`satisfies`),
 * and each talks where `marketplaceMode` sends it (Digistore24 or the sandbox, ClickBank or its stand-in).
 */
export function buildMarketplaceAdapters(env: ServiceDeps['env'], market: MarketplaceConnection) {
  return {
    digistore24: createDigistoreAdapter({ client: market.client, developerKey: market.developerKey }),
    clickbank: clickBankAdapterAt(clickBankEndpoint(env)),
    custom: customNetworkAdapter,
  } satisfies MarketplaceRegistry;
}
export type MarketplaceAdapters = ReturnType<typeof buildMarketplaceAdapters>;
