import { createDigistoreClient, type DigistoreClient, SANDBOX_DEVELOPER_KEY } from '@adreel/digistore';
import { type DigistoreEndpointSettings, digistoreEndpoint, type MarketplaceMode } from '@adreel/marketplace';

export interface MarketplaceConnection {
  client: DigistoreClient;
  /** The app's developer key for requestApiKey / retrieveApiKey (the sandbox's own without one). */
  developerKey: string;
  /** 'live', 'sandbox' or 'off', as marketplaceMode('digistore24', env) (packages/marketplace) decides. */
  mode: MarketplaceMode;
  /** Base URL the client talks to (Digistore24 or our own sandbox). */
  baseUrl: string;
}

/**
 * The client for the marketplace the one rule picks (digistoreEndpoint). Either way the same HTTP
 * client speaks the same envelope; the sandbox is our own server, not a user-given address, so it
 * does not go through the SSRF fetcher.
 */
export function marketplaceConnection(
  env: DigistoreEndpointSettings,
  fetchImpl?: typeof fetch,
): MarketplaceConnection {
  const { mode, baseUrl, developerKey } = digistoreEndpoint(env);
  return {
    client: createDigistoreClient({ baseUrl, fetchImpl }),
    developerKey: developerKey ?? SANDBOX_DEVELOPER_KEY,
    mode,
    baseUrl,
  };
}
