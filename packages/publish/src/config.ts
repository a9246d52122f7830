import type { Platform, PlatformConfig, PlatformEndpoints } from './types.ts';

export const REAL_ENDPOINTS: Record<Platform, PlatformEndpoints> = {
  tiktok: {
    authBase: 'https://www.tiktok.com',
    tokenBase: 'https://open.tiktokapis.com',
    apiBase: 'https://open.tiktokapis.com',
    siteBase: 'https://www.tiktok.com',
  },
  youtube: {
    authBase: 'https://accounts.google.com',
    tokenBase: 'https://oauth2.googleapis.com',
    apiBase: 'https://www.googleapis.com',
    siteBase: 'https://www.youtube.com',
  },
  instagram: {
    authBase: 'https://www.instagram.com',
    tokenBase: 'https://api.instagram.com',
    apiBase: 'https://graph.instagram.com',
    siteBase: 'https://www.instagram.com',
  },
};

/** A stand-in serves every endpoint of its platform under one prefix, e.g. http://localhost:4100/tiktok. */
export function standInEndpoints(prefixUrl: string): PlatformEndpoints {
  const base = prefixUrl.replace(/\/+$/, '');
  return { authBase: base, tokenBase: base, apiBase: base, siteBase: base };
}

/** The client id/secret the stand-ins accept (demo mode, tests). */
export const STAND_IN_CLIENT = { clientId: 'adreel-stand-in', clientSecret: 'stand-in-secret' } as const;

const ENV_PREFIX: Record<Platform, string> = { tiktok: 'TIKTOK', youtube: 'YOUTUBE', instagram: 'INSTAGRAM' };
const ID_NAME: Record<Platform, string> = {
  tiktok: 'CLIENT_KEY',
  youtube: 'CLIENT_ID',
  instagram: 'CLIENT_ID',
};

/**
 * Reads {P}_CLIENT_KEY|CLIENT_ID, {P}_CLIENT_SECRET and {P}_AUTH_BASE / _TOKEN_BASE / _API_BASE /
 * _SITE_BASE. Setting only _API_BASE points every endpoint there (one variable moves a platform to a
 * stand-in). With no client id: the stand-in at `standInPrefix` when given (demo mode), else null
 * (the platform is not configured and the UI says so).
 */
export function platformConfigFromEnv(
  platform: Platform,
  env: Record<string, string | undefined>,
  opts: { redirectUri: string; standInPrefix: string | null },
): PlatformConfig | null {
  const p = ENV_PREFIX[platform];
  const clientId = env[`${p}_${ID_NAME[platform]}`]?.trim();
  const clientSecret = env[`${p}_CLIENT_SECRET`]?.trim();
  if (!clientId || !clientSecret) {
    if (!opts.standInPrefix) return null;
    return { ...STAND_IN_CLIENT, ...standInEndpoints(opts.standInPrefix), redirectUri: opts.redirectUri };
  }
  const real = REAL_ENDPOINTS[platform];
  const api = env[`${p}_API_BASE`]?.trim().replace(/\/+$/, '');
  const pick = (name: string, fallback: string) =>
    env[`${p}_${name}`]?.trim().replace(/\/+$/, '') || (api ? api : fallback);
  return {
    clientId,
    clientSecret,
    redirectUri: opts.redirectUri,
    apiBase: api || real.apiBase,
    authBase: pick('AUTH_BASE', real.authBase),
    tokenBase: pick('TOKEN_BASE', real.tokenBase),
    siteBase: pick('SITE_BASE', real.siteBase),
  };
}
