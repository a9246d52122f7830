import { type DemoModeSettings, demoModeOn } from './demo-mode.ts';

/** Where the sandbox marketplace is mounted, below the API prefix (the one copy of this path). */
export const SANDBOX_MARKETPLACE_PATH = '/sandbox/digistore';

export interface MarketplaceSettings extends DemoModeSettings {
  DIGISTORE_BASE_URL: string;
  PUBLIC_URL: string;
  API_PREFIX: string;
}

/** Which marketplace the apps talk to, decided once for the API and the worker alike. */
export interface Marketplace {
  /**
   * 'digistore': a developer key is set, the real Digistore24. 'sandbox': demo mode without a key,
   * the local stand-in on our own origin. 'off': neither; no offers can be browsed or connected.
   */
  mode: 'digistore' | 'sandbox' | 'off';
  /** Where the Digistore24 client sends its calls (the sandbox's mount unless mode is 'digistore'). */
  baseUrl: string;
  /** The app's real developer key, or null when none is configured (the sandbox uses its own). */
  developerKey: string | null;
}

/** The one marketplace rule: a developer key means Digistore24, else demo mode means the sandbox. */
export function marketplaceMode(env: DemoModeSettings): Marketplace['mode'] {
  if (env.DIGISTORE_DEVELOPER_API_KEY) return 'digistore';
  return demoModeOn(env) ? 'sandbox' : 'off';
}

/** The rule with what a client needs: where to call and with which developer key. */
export function marketplaceFromEnv(env: MarketplaceSettings): Marketplace {
  const mode = marketplaceMode(env);
  const developerKey = env.DIGISTORE_DEVELOPER_API_KEY ?? null;
  if (mode === 'digistore') return { mode, baseUrl: env.DIGISTORE_BASE_URL, developerKey };
  return {
    mode,
    baseUrl: `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}${SANDBOX_MARKETPLACE_PATH}`,
    developerKey: null,
  };
}
