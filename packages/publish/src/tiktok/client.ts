import { TIKTOK_UNAUDITED_REASON } from '@adreel/contracts';
import type { ClientOptions } from '../clients.ts';
import { PlatformError } from '../errors.ts';
import { defaultSleep, form, readJson, send, str, tokenError, tokenSetFrom } from '../http.ts';
import { checkAgainstLimits, PLATFORM_LIMITS } from '../limits.ts';
import { buildAuthorizeUrl, codeGrants } from '../oauth.ts';
import type { PlatformClient, PlatformConfig, PostOptions, UploadSession } from '../types.ts';
import { chunkPlan, type TikTokSession } from './chunks.ts';
import { tiktokError } from './errors.ts';
import { directPostInfo, usableLevels } from './post-info.ts';

export const TIKTOK_SCOPES = ['user.info.basic', 'video.publish', 'video.upload'];
export const UNAUDITED_NOTE = TIKTOK_UNAUDITED_REASON;

export function createTikTokClient(cfg: PlatformConfig, opts: ClientOptions = {}): PlatformClient {
  const f = opts.fetch ?? fetch;
  const api = (path: string) => `${cfg.apiBase}${path}`;
  const audited = cfg.audited === true;

  async function postJson(accessToken: string, path: string, body: unknown, what: string) {
    const res = await send(f, api(path), {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json; charset=UTF-8' },
      body: JSON.stringify(body),
    });
    const json = await readJson(res);
    const err = tiktokError(res, json, what);
    if (err) throw err;
    return (json.data ?? {}) as Record<string, unknown>;
  }

  async function token(
    params: Record<string, string | undefined>,
    previousRefresh: string | null,
    what: string,
  ) {
    const res = await send(f, `${cfg.tokenBase}/v2/oauth/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({ client_key: cfg.clientId, client_secret: cfg.clientSecret, ...params }),
    });
    const body = await readJson(res);
    if (!res.ok || body.error || !body.access_token) throw tokenError(res, body, what);
    return tokenSetFrom(body, previousRefresh);
  }

  async function creatorInfo(accessToken: string) {
    return postJson(accessToken, '/v2/post/publish/creator_info/query/', {}, 'TikTok creator info');
  }

  const client: PlatformClient = {
    platform: 'tiktok',
    limits: PLATFORM_LIMITS.tiktok,
    scopes: TIKTOK_SCOPES,
    usesPkce: true,
    authorizeUrl: ({ state, codeVerifier }) =>
      buildAuthorizeUrl(
        `${cfg.authBase}/v2/auth/authorize/`,
        {
          client_key: cfg.clientId,
          scope: TIKTOK_SCOPES.join(','),
          response_type: 'code',
          redirect_uri: cfg.redirectUri,
        },
        state,
        codeVerifier,
        'hex',
      ),
    ...codeGrants(cfg, 'TikTok', token),
    async revoke({ accessToken }) {
      const res = await send(f, `${cfg.tokenBase}/v2/oauth/revoke/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ client_key: cfg.clientId, client_secret: cfg.clientSecret, token: accessToken }),
      });
      const body = await readJson(res);
      if (!res.ok && res.status >= 500) throw tokenError(res, body, 'TikTok revoke');
    },
    async accountInfo(accessToken) {
      const res = await send(f, api('/v2/user/info/?fields=open_id,union_id,avatar_url,display_name'), {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      const json = await readJson(res);
      const err = tiktokError(res, json, 'TikTok account');
      if (err) throw err;
      const user = ((json.data ?? {}) as Record<string, unknown>).user as Record<string, unknown> | undefined;
      const id = str(user?.open_id);
      if (!id) throw new PlatformError('bad_request', 'TikTok returned no account id');
      return {
        accountId: id,
        name: str(user?.display_name) ?? 'TikTok account',
        avatarUrl: str(user?.avatar_url) ?? null,
      };
    },
    async postOptions(accessToken): Promise<PostOptions> {
      const data = await creatorInfo(accessToken);
      const max =
        typeof data.max_video_post_duration_sec === 'number'
          ? data.max_video_post_duration_sec
          : PLATFORM_LIMITS.tiktok.maxDurationS;
      return {
        privacyLevels: usableLevels(data, audited),
        maxDurationS: max,
        notes: audited ? [] : [UNAUDITED_NOTE],
        audited,
        commentDisabled: data.comment_disabled === true,
        duetDisabled: data.duet_disabled === true,
        stitchDisabled: data.stitch_disabled === true,
      };
    },
    checkVideo(meta, input) {
      return checkAgainstLimits('tiktok', PLATFORM_LIMITS.tiktok, meta, input);
    },
    async publish({ accessToken, input, source, session, hooks }) {
      const sleep = hooks.sleep ?? defaultSleep;
      let s = (session ?? {}) as Partial<TikTokSession>;
      if (!s.publishId || !s.uploadUrl) {
        const info = await creatorInfo(accessToken);
        const username = str(info.creator_username) ?? '';
        const plan = chunkPlan(source.sizeBytes, opts.chunkBytes);
        const source_info = {
          source: 'FILE_UPLOAD',
          video_size: source.sizeBytes,
          chunk_size: plan.chunkSize,
          total_chunk_count: plan.totalChunks,
        };
        let data: Record<string, unknown>;
        if (input.mode === 'inbox') {
          data = await postJson(
            accessToken,
            '/v2/post/publish/inbox/video/init/',
            { source_info },
            'TikTok upload',
          );
        } else {
          const post_info = directPostInfo(info, input, audited);
          data = await postJson(
            accessToken,
            '/v2/post/publish/video/init/',
            { post_info, source_info },
            'TikTok post',
          );
        }
        const publishId = str(data.publish_id);
        const uploadUrl = str(data.upload_url);
        if (!publishId || !uploadUrl)
          throw new PlatformError('bad_request', 'TikTok returned no publish_id/upload_url');
        s = {
          publishId,
          uploadUrl,
          username,
          chunkSize: plan.chunkSize,
          totalChunks: plan.totalChunks,
          nextChunk: 0,
          phase: 'upload',
          mode: input.mode,
        };
        await hooks.saveSession(s as UploadSession);
      }
      const full = s as TikTokSession;
      while (full.phase === 'upload' && full.nextChunk < full.totalChunks) {
        const i = full.nextChunk;
        const start = i * full.chunkSize;
        const end = i === full.totalChunks - 1 ? source.sizeBytes : start + full.chunkSize;
        const bytes = await source.read(start, end);
        const res = await send(f, full.uploadUrl, {
          method: 'PUT',
          headers: {
            'content-type': source.contentType,
            // Content-Length comes from the body itself: a hand-set copy can reach undici twice.
            'content-range': `bytes ${start}-${end - 1}/${source.sizeBytes}`,
          },
          body: bytes,
          timeoutMs: 300_000,
        });
        if (res.status === 404 || res.status === 410 || res.status === 403)
          throw new PlatformError(
            'session_lost',
            'The TikTok upload link expired; the upload starts again.',
            { status: res.status },
          );
        if (res.status !== 201 && res.status !== 206) {
          const err = tiktokError(res, await readJson(res), 'TikTok upload');
          throw err ?? new PlatformError('transient', `TikTok upload answered ${res.status}`);
        }
        await res.body?.cancel().catch(() => undefined);
        full.nextChunk = i + 1;
        if (full.nextChunk === full.totalChunks) full.phase = 'processing';
        await hooks.saveSession(full as unknown as UploadSession);
        hooks.onProgress?.(end, source.sizeBytes);
      }
      if (full.phase === 'upload') {
        full.phase = 'processing';
        await hooks.saveSession(full as unknown as UploadSession);
      }
      await hooks.onProcessing?.();
      const maxPolls = hooks.maxPolls ?? 120;
      for (let n = 0; n < maxPolls; n++) {
        const data = await postJson(
          accessToken,
          '/v2/post/publish/status/fetch/',
          { publish_id: full.publishId },
          'TikTok status',
        );
        const status = str(data.status);
        if (status === 'FAILED')
          throw new PlatformError(
            'rejected',
            `TikTok did not publish the video: ${str(data.fail_reason) ?? 'no reason given'}`,
          );
        if (status === 'SEND_TO_USER_INBOX' || (status === 'PUBLISH_COMPLETE' && full.mode === 'inbox')) {
          return { platformPostId: full.publishId, platformUrl: null, inInbox: true };
        }
        if (status === 'PUBLISH_COMPLETE') {
          const ids = Array.isArray(data.publicaly_available_post_id) ? data.publicaly_available_post_id : [];
          const id = ids.length ? String(ids[0]) : full.publishId;
          const url =
            ids.length && full.username
              ? `${cfg.siteBase}/@${encodeURIComponent(full.username)}/video/${id}`
              : null;
          return { platformPostId: id, platformUrl: url };
        }
        await sleep(hooks.pollIntervalMs ?? 5000);
      }
      throw new PlatformError('transient', 'TikTok is still processing the video; checking again later.');
    },
  };
  return client;
}
