import type { ClientOptions } from '../clients.ts';
import { PlatformError } from '../errors.ts';
import { form, readJson, send, str, tokenError, tokenSetFrom } from '../http.ts';
import { checkAgainstLimits, PLATFORM_LIMITS } from '../limits.ts';
import { buildAuthorizeUrl, codeGrants } from '../oauth.ts';
import { NO_CREATOR_RULES, type PlatformClient, type PlatformConfig } from '../types.ts';
import { youtubeError } from './errors.ts';
import { DEFAULT_PRIVACY, privacyNote } from './privacy.ts';
import { uploadResumable } from './resumable.ts';
import { signInEnds } from './sign-in-ends.ts';

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
    const tokens = tokenSetFrom(body, previousRefresh);
    // A refresh keeps the sign-in's end (the row has it); a new sign-in of a Testing app ends in 7 days.
    if (previousRefresh === null) tokens.refreshExpiresAt = signInEnds(body, Boolean(cfg.googleTesting));
    return tokens;
  }

  return {
    platform: 'youtube',
    limits: PLATFORM_LIMITS.youtube,
    scopes: YOUTUBE_SCOPES,
    usesPkce: true,
    authorizeUrl: ({ state, codeVerifier }) =>
      buildAuthorizeUrl(
        `${cfg.authBase}/o/oauth2/v2/auth`,
        {
          client_id: cfg.clientId,
          redirect_uri: cfg.redirectUri,
          response_type: 'code',
          scope: YOUTUBE_SCOPES.join(' '),
          access_type: 'offline',
          prompt: 'consent',
          include_granted_scopes: 'true',
        },
        state,
        codeVerifier,
      ),
    ...codeGrants(cfg, 'Google', token),
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
        ...NO_CREATOR_RULES,
        notes: ['A vertical or square video up to 3 minutes appears as a YouTube Short.'],
      };
    },
    checkVideo(meta, input) {
      return checkAgainstLimits('youtube', PLATFORM_LIMITS.youtube, meta, input);
    },
    async publish({ accessToken, input, source, session, hooks }) {
      const { videoId, privacyStatus } = await uploadResumable(f, cfg, {
        accessToken,
        input,
        source,
        session,
        hooks,
        chunkBytes: opts.chunkBytes,
      });
      const asked = input.privacy ?? DEFAULT_PRIVACY;
      return {
        platformPostId: videoId,
        platformUrl: `${cfg.siteBase}/watch?v=${encodeURIComponent(videoId)}`,
        ...(privacyStatus ? { privacy: privacyStatus } : {}),
        ...(privacyStatus && privacyStatus !== asked ? { note: privacyNote(asked, privacyStatus) } : {}),
      };
    },
  };
}
