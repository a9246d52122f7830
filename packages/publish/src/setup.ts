import { platformConfigFromEnv } from './config.ts';
import { PLATFORMS, type Platform, type PlatformConfig } from './types.ts';

/** The OAuth callback below the API prefix (public: the platform's redirect lands there). */
export function oauthCallbackPath(platform: Platform): string {
  return `/channels/oauth/${platform}/callback`;
}

export interface PublishEnv {
  PUBLIC_URL: string;
  API_PREFIX?: string;
  [key: string]: unknown;
}

/** The three callback URLs AdReel registers with each platform; the stand-ins accept only these. */
export function oauthRedirectUris(env: PublishEnv): Record<Platform, string> {
  const publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
  const apiPrefix = env.API_PREFIX ?? '/api';
  return Object.fromEntries(
    PLATFORMS.map((p) => [p, `${publicUrl}${apiPrefix}${oauthCallbackPath(p)}`]),
  ) as Record<Platform, string>;
}

/**
 * Every platform's config, as the API and the worker both need it: from {P}_* variables, else the
 * stand-in at {standInsOrigin}/{platform} when demo mode gives one (their own process, never the
 * API's), else null (not offered).
 */
export function platformConfigs(
  env: PublishEnv,
  standInsOrigin: string | null,
): Record<Platform, PlatformConfig | null> {
  const redirectUris = oauthRedirectUris(env);
  const strings = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  const origin = standInsOrigin?.replace(/\/+$/, '') ?? null;
  const audited = env.TIKTOK_APP_AUDITED === true || env.TIKTOK_APP_AUDITED === '1';
  const googleTesting = !(env.YOUTUBE_APP_IN_PRODUCTION === true || env.YOUTUBE_APP_IN_PRODUCTION === '1');
  const extra: Partial<Record<Platform, Partial<PlatformConfig>>> = {
    tiktok: { audited },
    youtube: { googleTesting },
  };
  return Object.fromEntries(
    PLATFORMS.map((p) => {
      const cfg = platformConfigFromEnv(p, strings, {
        redirectUri: redirectUris[p],
        standInPrefix: origin ? `${origin}/${p}` : null,
      });
      return [p, cfg ? { ...cfg, ...extra[p] } : cfg];
    }),
  ) as Record<Platform, PlatformConfig | null>;
}

/** True when the config points at one of our stand-ins (the UI labels such channels). */
export function isStandIn(cfg: PlatformConfig): boolean {
  return cfg.clientId === 'adreel-stand-in';
}
