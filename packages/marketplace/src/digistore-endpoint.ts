import type { DemoModeSettings } from '@adreel/config';
import { type MarketplaceMode, marketplaceMode } from './mode.ts';

/** Where the Digistore24 sandbox is mounted, below the API prefix (the one copy of this path). */
export const SANDBOX_MARKETPLACE_PATH = '/sandbox/digistore';

export interface DigistoreEndpointSettings extends DemoModeSettings {
  DIGISTORE_BASE_URL: string;
  PUBLIC_URL: string;
  API_PREFIX: string;
}

/** Where the Digistore24 client calls, decided once for the API and the worker alike. */
export interface DigistoreEndpoint {
  /** As `marketplaceMode('digistore24', env)` decides. */
  mode: MarketplaceMode;
  /** Where the Digistore24 client sends its calls (the sandbox's mount unless mode is 'live'). */
  baseUrl: string;
  /** The app's real developer key, or null when none is configured (the sandbox uses its own). */
  developerKey: string | null;
}

/** The Digistore24 rule with what a client needs: where to call and with which developer key. */
export function digistoreEndpoint(env: DigistoreEndpointSettings): DigistoreEndpoint {
  const mode = marketplaceMode('digistore24', env);
  const developerKey = env.DIGISTORE_DEVELOPER_API_KEY ?? null;
  if (mode === 'live') return { mode, baseUrl: env.DIGISTORE_BASE_URL, developerKey };
  return {
    mode,
    baseUrl: `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}${SANDBOX_MARKETPLACE_PATH}`,
    developerKey: null,
  };
}
