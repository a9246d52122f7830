import { createDigistoreClient, type DigistoreClient, SANDBOX_DEVELOPER_KEY } from '@adreel/digistore';
import type { ApiEnv } from '../../env.ts';

/** Where the sandbox marketplace is mounted, below the API prefix. */
export const SANDBOX_MOUNT = '/sandbox/digistore';

export interface MarketplaceConnection {
  client: DigistoreClient;
  /** The app's developer key for requestApiKey / retrieveApiKey. */
  developerKey: string;
  /** True when no developer key is configured and the local sandbox stands in for Digistore24. */
  sandbox: boolean;
  /** Base URL the client talks to (Digistore24 or our own sandbox). */
  baseUrl: string;
}

/**
 * The real Digistore24 when DIGISTORE_DEVELOPER_API_KEY is set, else the sandbox on our own origin.
 * Either way the same HTTP client speaks the same envelope; the sandbox is our own server, not a
 * user-given address, so it does not go through the SSRF fetcher.
 */
export function marketplaceConnection(
  env: Pick<ApiEnv, 'DIGISTORE_DEVELOPER_API_KEY' | 'DIGISTORE_BASE_URL' | 'PUBLIC_URL' | 'API_PREFIX'>,
  fetchImpl?: typeof fetch,
): MarketplaceConnection {
  const sandbox = !env.DIGISTORE_DEVELOPER_API_KEY;
  const baseUrl = sandbox
    ? `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}${SANDBOX_MOUNT}`
    : env.DIGISTORE_BASE_URL;
  return {
    client: createDigistoreClient({ baseUrl, fetchImpl }),
    developerKey: env.DIGISTORE_DEVELOPER_API_KEY ?? SANDBOX_DEVELOPER_KEY,
    sandbox,
    baseUrl,
  };
}
