import { clickBankAdapterAt } from '@adreel/clickbank';
import { createDigistoreAdapter, SANDBOX_DEVELOPER_KEY } from '@adreel/digistore';
import { clickBankEndpoint, digistoreEndpoint, type MarketplaceRegistry } from '@adreel/marketplace';
import { customNetworkAdapter } from '@adreel/networks';
import type { WorkerDeps } from '../deps.ts';
import { marketplaceClient } from './client.ts';

/**
 * The worker's marketplace adapters (issue 34), one per id in contracts' MARKETPLACES: a new id fails
 * `tsc` here until its adapter is listed. Report syncs pull through them; each talks where
 * `marketplaceMode` sends it (the real service, or the sandbox / stand-in in demo mode).
 */
export function marketplaceAdapters(env: WorkerDeps['env'], fetchImpl?: typeof fetch) {
  return {
    digistore24: createDigistoreAdapter({
      client: marketplaceClient(env, fetchImpl),
      developerKey: digistoreEndpoint(env).developerKey ?? SANDBOX_DEVELOPER_KEY,
    }),
    clickbank: clickBankAdapterAt(clickBankEndpoint(env)),
    custom: customNetworkAdapter,
  } satisfies MarketplaceRegistry;
}
