import { type ClickBankEnv, clickBankStandInOrigin, type DemoModeSettings } from '@adreel/config';
import { type MarketplaceMode, marketplaceMode } from './mode.ts';

export type ClickBankEndpointSettings = DemoModeSettings & ClickBankEnv;

/** Where the ClickBank client calls and where HopLinks point, decided once for the API and the worker. */
export interface ClickBankEndpoint {
  /** As `marketplaceMode('clickbank', env)` decides: 'sandbox' is the stand-in process (demo mode). */
  mode: MarketplaceMode;
  /** The REST host: calls go to `${apiBase}/rest/1.3/…`. */
  apiBase: string;
  /** HopLinks are `${hopBase}/?affiliate=…&vendor=…&tid=…`. */
  hopBase: string;
}

/** The ClickBank rule with its addresses; CLICKBANK_API_BASE / CLICKBANK_HOP_BASE override either mode. */
export function clickBankEndpoint(env: ClickBankEndpointSettings): ClickBankEndpoint {
  const mode = marketplaceMode('clickbank', env);
  const standIn = clickBankStandInOrigin(env);
  const trim = (v: string) => v.replace(/\/+$/, '');
  return {
    mode,
    apiBase: trim(env.CLICKBANK_API_BASE ?? (mode === 'sandbox' ? standIn : 'https://api.clickbank.com')),
    hopBase: trim(
      env.CLICKBANK_HOP_BASE ?? (mode === 'sandbox' ? `${standIn}/hop` : 'https://hop.clickbank.net'),
    ),
  };
}
