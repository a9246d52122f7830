import type { ClientOptions } from '../clients.ts';
import { PlatformError } from '../errors.ts';
import { form, readJson, send, str, tokenError, tokenSetFrom } from '../http.ts';
import { checkAgainstLimits, PLATFORM_LIMITS } from '../limits.ts';
import { codeChallengeS256 } from '../pkce.ts';
import type { PlatformClient, PlatformConfig } from '../types.ts';
import { youtubeError } from './errors.ts';
import { uploadResumable } from './resumable.ts';

export const YOUTUBE_SCOPES = [
  'https://www.googleapis.com/auth/youtube.upload',
  'https://www.googleapis.com/auth/youtube.readonly',
];
export const YOUTUBE_PRIVACY = ['public', 'unlisted', 'private'];

export function createYouTubeClient(cfg: PlatformConfig, opts: ClientOptions = {}): PlatformClient {
  const f = opts.fetch ?? fetch;

  async function token(
    params: Record<string, string | undefined>,
    previousRefresh: string | null,
    what: string,
  ) {
    const res = await send(f, `${cfg.tokenBase}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_id: cfg.clientId, client_secret: cfg.clientSecret, ...params }),
    });
    const body = await readJson(res);
    if (!res.ok || !body.access_token) throw tokenError(res, body, what);
    return tokenSetFrom(body, previousRefresh);
  }

  return {
    platform: 'youtube',
    limits: PLATFORM_LIMITS.youtube,
    scopes: YOUTUBE_SCOPES,
    usesPkce: true,
    authorizeUrl({ state, codeVerifier }) {
      const u = new URL(`${cfg.authBase}/o/oauth2/v2/auth`);
      u.searchParams.set('client_id', cfg.clientId);
      u.searchParams.set('redirect_uri', cfg.redirectUri);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('scope', YOUTUBE_SCOPES.join(' '));
      u.searchParams.set('access_type', 'offline');
      u.searchParams.set('prompt', 'consent');
      u.searchParams.set('include_granted_scopes', 'true');
      u.searchParams.set('state', state);
      if (codeVerifier) {
        u.searchParams.set('code_challenge', codeChallengeS256(codeVerifier));
        u.searchParams.set('code_challenge_method', 'S256');
      }
      return u.toString();
    },
    exchangeCode({ code, codeVerifier }) {
      return token(
        {
          code,
          grant_type: 'authorization_code',
          redirect_uri: cfg.redirectUri,
          code_verifier: codeVerifier ?? undefined,
        },
        null,
        'Google sign-in',
      );
    },
    refresh({ refreshToken }) {
      if (!refreshToken)
        throw new PlatformError('reconnect_needed', 'Google gave no refresh token; connect again.');
      return token(
        { grant_type: 'refresh_token', refresh_token: refreshToken },
        refreshToken,
        'Google token refresh',
      );
    },
    async revoke({ accessToken, refreshToken }) {
      const res = await send(f, `${cfg.tokenBase}/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ token: refreshToken ?? accessToken }),
      });
      if (res.status >= 500) throw tokenError(res, await readJson(res), 'Google revoke');
      await res.body?.cancel().catch(() => undefined);
    },
    async accountInfo(accessToken) {
      const res = await send(f, `${cfg.apiBase}/youtube/v3/channels?part=snippet&mine=true`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const body = await readJson(res);
      if (!res.ok) throw youtubeError(res, body, 'YouTube channel');
      const item = (Array.isArray(body.items) ? body.items[0] : undefined) as
        | Record<string, unknown>
        | undefined;
      const id = str(item?.id);
      if (!id)
        throw new PlatformError(
          'rejected',
          'This Google account has no YouTube channel yet. Create one on YouTube, then connect again.',
        );
      const snippet = (item?.snippet ?? {}) as Record<string, unknown>;
      const thumbs = (snippet.thumbnails ?? {}) as Record<string, { url?: string }>;
      return {
        accountId: id,
        name: str(snippet.title) ?? 'YouTube channel',
        avatarUrl: thumbs.default?.url ?? null,
      };
    },
    async postOptions() {
      return {
        privacyLevels: YOUTUBE_PRIVACY,
        maxDurationS: PLATFORM_LIMITS.youtube.maxDurationS,
        notes: ['A vertical or square video up to 3 minutes appears as a YouTube Short.'],
      };
    },
    checkVideo(meta, input) {
      return checkAgainstLimits('youtube', PLATFORM_LIMITS.youtube, meta, input);
    },
    async publish({ accessToken, input, source, session, hooks }) {
      const id = await uploadResumable(f, cfg, {
        accessToken,
        input,
        source,
        session,
        hooks,
        chunkBytes: opts.chunkBytes,
      });
      return { platformPostId: id, platformUrl: `${cfg.siteBase}/watch?v=${encodeURIComponent(id)}` };
    },
  };
}
