import { type MarketplaceSettings, marketplaceFromEnv } from '@adreel/config';
import { createDigistoreClient, type DigistoreClient, SANDBOX_DEVELOPER_KEY } from '@adreel/digistore';

export interface MarketplaceConnection {
  client: DigistoreClient;
  /** The app's developer key for requestApiKey / retrieveApiKey (the sandbox's own without one). */
  developerKey: string;
  /** 'digistore', 'sandbox' or 'off', as marketplaceFromEnv (packages/config) decides. */
  mode: 'digistore' | 'sandbox' | 'off';
  /** Base URL the client talks to (Digistore24 or our own sandbox). */
  baseUrl: string;
}

/**
 * The client for the marketplace the one rule picks (marketplaceFromEnv). Either way the same HTTP
 * client speaks the same envelope; the sandbox is our own server, not a user-given address, so it
 * does not go through the SSRF fetcher.
 */
export function marketplaceConnection(
  env: MarketplaceSettings,
  fetchImpl?: typeof fetch,
): MarketplaceConnection {
  const { mode, baseUrl, developerKey } = marketplaceFromEnv(env);
  return {
    client: createDigistoreClient({ baseUrl, fetchImpl }),
    developerKey: developerKey ?? SANDBOX_DEVELOPER_KEY,
    mode,
    baseUrl,
  };
}
