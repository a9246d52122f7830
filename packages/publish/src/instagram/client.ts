import type { ClientOptions } from '../clients.ts';
import { PlatformError } from '../errors.ts';
import { defaultSleep, form, num, readJson, send, str, tokenError, tokenSetFrom } from '../http.ts';
import { checkAgainstLimits, PLATFORM_LIMITS } from '../limits.ts';
import { buildAuthorizeUrl } from '../oauth.ts';
import { NO_CREATOR_RULES, type PlatformClient, type PlatformConfig, type TokenSet } from '../types.ts';
import { readCodeExchange } from './code-exchange.ts';
import { instagramRefreshDue } from './token-refresh.ts';

/** Instagram API with Instagram Login (professional accounts). Graph version used for every call. */
export const INSTAGRAM_VERSION = 'v23.0';
export const INSTAGRAM_SCOPES = ['instagram_business_basic', 'instagram_business_content_publish'];
export const INSTAGRAM_PUBLIC_NOTE =
  'Instagram fetches the video itself from a link to AdReel, so AdReel must be reachable at a public HTTPS address (PUBLIC_URL in .env, set by whoever runs AdReel).';

export interface InstagramSession {
  containerId: string;
  igUserId: string;
  /** Set before media_publish is called: a resumed job checks the container instead of publishing blind. */
  publishing?: boolean;
  mediaId?: string;
}

/** Graph errors: `{error: {message, type, code, error_subcode}}`. */
function igError(res: Response, body: Record<string, unknown>, what: string): PlatformError {
  const err = (body.error ?? {}) as Record<string, unknown>;
  const code = num(err.code);
  const message = `${what}: ${str(err.error_user_msg) ?? str(err.message) ?? `HTTP ${res.status}`}`;
  const d = { status: res.status, code: code === undefined ? undefined : String(code) };
  if (code === 190 || res.status === 401) return new PlatformError('token_expired', message, d);
  if (code === 4 || code === 17 || code === 32 || code === 613 || res.status === 429)
    return new PlatformError('rate_limited', message, { ...d, retryAfterS: 3600 });
  if (code === 9 || num(err.error_subcode) === 2207042) return new PlatformError('quota', message, d);
  if (code === 10 || code === 200) return new PlatformError('reconnect_needed', message, d);
  if (res.status >= 500 || code === 1 || code === 2) return new PlatformError('transient', message, d);
  return new PlatformError('rejected', message, d);
}

export function createInstagramClient(cfg: PlatformConfig, opts: ClientOptions = {}): PlatformClient {
  const f = opts.fetch ?? fetch;
  const graph = (path: string) => `${cfg.apiBase}/${INSTAGRAM_VERSION}${path}`;

  async function graphCall(
    accessToken: string,
    method: 'GET' | 'POST',
    path: string,
    what: string,
    body?: Record<string, string>,
  ) {
    const res = await send(f, graph(path), {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? form(body) : undefined,
    });
    const json = await readJson(res);
    if (!res.ok || json.error) throw igError(res, json, what);
    return json;
  }

  /** ig_exchange_token / ig_refresh_token take the token as a query parameter (Instagram's documented form). */
  async function longLived(path: string, params: Record<string, string>, what: string): Promise<TokenSet> {
    const u = new URL(`${cfg.apiBase}${path}`);
    for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
    const res = await send(f, u.toString());
    const body = await readJson(res);
    if (!res.ok || !body.access_token) throw tokenError(res, body, what);
    return tokenSetFrom(body, null);
  }

  const client: PlatformClient = {
    platform: 'instagram',
    limits: PLATFORM_LIMITS.instagram,
    scopes: INSTAGRAM_SCOPES,
    usesPkce: false,
    authorizeUrl: ({ state }) =>
      buildAuthorizeUrl(
        `${cfg.authBase}/oauth/authorize`,
        {
          client_id: cfg.clientId,
          redirect_uri: cfg.redirectUri,
          response_type: 'code',
          scope: INSTAGRAM_SCOPES.join(','),
        },
        state,
        null,
      ),
    async exchangeCode({ code }) {
      const res = await send(f, `${cfg.tokenBase}/oauth/access_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({
          client_id: cfg.clientId,
          client_secret: cfg.clientSecret,
          grant_type: 'authorization_code',
          redirect_uri: cfg.redirectUri,
          code,
        }),
      });
      const body = await readJson(res);
      const reply = readCodeExchange(body);
      if (!res.ok || !reply.accessToken) throw tokenError(res, body, 'Instagram sign-in');
      const long = await longLived(
        '/access_token',
        { grant_type: 'ig_exchange_token', client_secret: cfg.clientSecret, access_token: reply.accessToken },
        'Instagram sign-in',
      );
      return { ...long, scopes: reply.permissions.length ? reply.permissions : INSTAGRAM_SCOPES };
    },
    refreshDue: instagramRefreshDue,
    async refresh({ accessToken }) {
      const t = await longLived(
        '/refresh_access_token',
        { grant_type: 'ig_refresh_token', access_token: accessToken },
        'Instagram token refresh',
      );
      return { ...t, scopes: INSTAGRAM_SCOPES };
    },
    async accountInfo(accessToken) {
      const me = await graphCall(
        accessToken,
        'GET',
        '/me?fields=user_id,username,profile_picture_url',
        'Instagram account',
      );
      const id =
        str(me.user_id) ?? (typeof me.user_id === 'number' ? String(me.user_id) : undefined) ?? str(me.id);
      if (!id) throw new PlatformError('bad_request', 'Instagram returned no account id');
      return {
        accountId: id,
        name: str(me.username) ?? 'Instagram account',
        avatarUrl: str(me.profile_picture_url) ?? null,
      };
    },
    async postOptions() {
      return {
        privacyLevels: [],
        maxDurationS: PLATFORM_LIMITS.instagram.maxDurationS,
        ...NO_CREATOR_RULES,
        notes: [INSTAGRAM_PUBLIC_NOTE],
      };
    },
    checkVideo(meta, input) {
      return checkAgainstLimits('instagram', PLATFORM_LIMITS.instagram, meta, input);
    },
    async publish({ accessToken, input, source, session, hooks }) {
      const sleep = hooks.sleep ?? defaultSleep;
      let s = session as InstagramSession | null;
      if (s?.mediaId) return permalink(s.mediaId);
      if (!s?.containerId) {
        if (!source.publicUrl) throw new PlatformError('bad_request', INSTAGRAM_PUBLIC_NOTE);
        const me = await client.accountInfo(accessToken);
        const created = await graphCall(
          accessToken,
          'POST',
          `/${encodeURIComponent(me.accountId)}/media`,
          'Instagram Reel',
          {
            media_type: 'REELS',
            video_url: source.publicUrl,
            caption: input.caption,
            share_to_feed: String(input.shareToFeed ?? true),
          },
        );
        const containerId = str(created.id);
        if (!containerId) throw new PlatformError('bad_request', 'Instagram returned no container id');
        s = { containerId, igUserId: me.accountId };
        await hooks.saveSession({ ...s });
      }
      await hooks.onProcessing?.();
      const full = s;
      const maxPolls = hooks.maxPolls ?? 120;
      for (let n = 0; ; n++) {
        const c = await graphCall(
          accessToken,
          'GET',
          `/${encodeURIComponent(full.containerId)}?fields=status_code,status`,
          'Instagram Reel status',
        );
        const code = str(c.status_code);
        if (code === 'FINISHED' || code === 'PUBLISHED') break;
        if (code === 'ERROR')
          throw new PlatformError(
            'rejected',
            `Instagram could not process the video: ${str(c.status) ?? 'no reason given'}`,
          );
        if (code === 'EXPIRED')
          throw new PlatformError(
            'session_lost',
            'The Instagram container expired before it was published; it is made again.',
          );
        if (n >= maxPolls)
          throw new PlatformError(
            'transient',
            'Instagram is still processing the video; checking again later.',
          );
        await sleep(hooks.pollIntervalMs ?? 5000);
      }
      full.publishing = true;
      await hooks.saveSession({ ...full });
      const published = await graphCall(
        accessToken,
        'POST',
        `/${encodeURIComponent(full.igUserId)}/media_publish`,
        'Instagram publish',
        {
          creation_id: full.containerId,
        },
      );
      const mediaId = str(published.id);
      if (!mediaId) throw new PlatformError('bad_request', 'Instagram returned no media id');
      await hooks.saveSession({ ...full, mediaId });
      return permalink(mediaId);

      async function permalink(mediaId: string) {
        const m = await graphCall(
          accessToken,
          'GET',
          `/${encodeURIComponent(mediaId)}?fields=permalink`,
          'Instagram permalink',
        ).catch(() => ({}) as Record<string, unknown>);
        return { platformPostId: mediaId, platformUrl: str(m.permalink) ?? null };
      }
    },
  };
  return client;
}
