import { platformConfigFromEnv } from './config.ts';
import { PLATFORMS, type Platform, type PlatformConfig } from './types.ts';

/** Where the API mounts the stand-ins in demo mode (outside the API prefix, like /go/). */
export const STAND_IN_MOUNT = '/stand-ins';

/** The OAuth callback below the API prefix (public: the platform's redirect lands there). */
export function oauthCallbackPath(platform: Platform): string {
  return `/channels/oauth/${platform}/callback`;
}

export interface PublishEnv {
  PUBLIC_URL: string;
  API_PREFIX?: string;
  [key: string]: unknown;
}

/**
 * Every platform's config, as the API and the worker both need it: from {P}_* variables, else the
 * stand-in mounted at {PUBLIC_URL}/stand-ins/{platform} when demo mode is on, else null (not offered).
 */
export function platformConfigs(env: PublishEnv, demoMode: boolean): Record<Platform, PlatformConfig | null> {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const apiPrefix = env.API_PREFIX ?? '/api';
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  return Object.fromEntries(
    PLATFORMS.map((p) => [
      p,
      platformConfigFromEnv(p, strings, {
        redirectUri: `${publicUrl}${apiPrefix}${oauthCallbackPath(p)}`,
        standInPrefix: demoMode ? `${publicUrl}${STAND_IN_MOUNT}/${p}` : null,
      }),
    ]),
  ) as Record<Platform, PlatformConfig | null>;
}

/** True when the config points at one of our stand-ins (the UI labels such channels). */
export function isStandIn(cfg: PlatformConfig): boolean {
  return cfg.clientId === 'adreel-stand-in';
}
