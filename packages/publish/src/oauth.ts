import { PlatformError } from './errors.ts';
import { codeChallengeS256 } from './pkce.ts';
import type { PlatformClient, PlatformConfig, TokenSet } from './types.ts';

/** The consent URL: the platform's own parameters, then state, then PKCE (S256) when a verifier is given. */
export function buildAuthorizeUrl(
  url: string,
  params: Record<string, string>,
  state: string,
  codeVerifier: string | null,
  challengeEncoding: 'base64url' | 'hex' = 'base64url',
): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  u.searchParams.set('state', state);
  if (codeVerifier) {
    u.searchParams.set('code_challenge', codeChallengeS256(codeVerifier, challengeEncoding));
    u.searchParams.set('code_challenge_method', 'S256');
  }
  return u.toString();
}

type TokenCall = (
  params: Record<string, string | undefined>,
  previousRefresh: string | null,
  what: string,
) => Promise<TokenSet>;

/** The authorization-code and refresh-token grants of a standard OAuth token endpoint (TikTok, Google). */
export function codeGrants(
  cfg: PlatformConfig,
  name: string,
  token: TokenCall,
): Pick<PlatformClient, 'exchangeCode' | 'refresh'> {
  return {
    exchangeCode: ({ code, codeVerifier }) =>
      token(
        {
          code,
          grant_type: 'authorization_code',
          redirect_uri: cfg.redirectUri,
          code_verifier: codeVerifier ?? undefined,
        },
        null,
        `${name} sign-in`,
      ),
    refresh: async ({ refreshToken }) => {
      if (!refreshToken)
        throw new PlatformError('reconnect_needed', `${name} gave no refresh token; connect again.`);
      return token(
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        refreshToken,
        `${name} token refresh`,
      );
    },
  };
}
