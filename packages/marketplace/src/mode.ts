import { type DemoModeSettings, demoModeOn } from '@adreel/config';
import type { MarketplaceId } from '@adreel/contracts';

/**
 * How AdReel reaches a marketplace: 'live' the real service, 'sandbox' our local stand-in (demo mode,
 * labelled so on screen), 'off' not at all (nothing to browse or connect).
 */
export type MarketplaceMode = 'live' | 'sandbox' | 'off';

/**
 * The sandbox/demo rule per marketplace, the one place it is decided (issue 34; was
 * packages/config marketplace.ts for Digistore24 alone):
 * - Digistore24 needs the app's developer key to connect anyone: with it, live; without it, demo mode
 *   means the sandbox inside the API, else off.
 * - ClickBank needs no app key (each user brings their own API key): demo mode means the stand-in
 *   process, else live.
 * - Custom networks call us (postbacks) and are called by nobody: always live; demo mode changes nothing.
 */
const RULES: Record<MarketplaceId, (env: DemoModeSettings) => MarketplaceMode> = {
  digistore24: (env) => (env.DIGISTORE_DEVELOPER_API_KEY ? 'live' : demoModeOn(env) ? 'sandbox' : 'off'),
  clickbank: (env) => (demoModeOn(env) ? 'sandbox' : 'live'),
  custom: () => 'live',
};

export function marketplaceMode(id: MarketplaceId, env: DemoModeSettings): MarketplaceMode {
  return RULES[id](env);
}

/** The Digistore24 sandbox is mounted only in demo mode, and never beside a real developer key. */
export function sandboxMarketplaceOn(env: DemoModeSettings): boolean {
  return marketplaceMode('digistore24', env) === 'sandbox';
}
