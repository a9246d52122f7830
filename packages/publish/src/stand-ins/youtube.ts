import { YOUTUBE_PRIVACY } from '../youtube/client.ts';
import { findAccount } from './accounts.ts';
import { consentPage, pkceAuthorizeParams } from './consent.ts';
import { type Ctx, countBody, looksLikeMp4, newId, readForm, readJsonBody, sendJson } from './core.ts';
import { bearer, clientOk, issueTokens, redeemCode, revokeAll, useRefresh } from './grants.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { postPage } from './posts-pages.ts';
import type { Token } from './store.ts';

interface Session {
  account: string;
  session: string | null;
  size: number;
  received: number;
  mp4: boolean | null;
  title: string;
  description: string;
  privacy: string;
  videoId?: string;
  rejected?: string;
}

const gError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ message, domain: 'youtube.stand-in', reason }] },
});

function authed(ctx: Ctx): Token | null {
  const t = bearer(ctx);
  if (!t || ctx.store.takeFailure('token') === 'expired_token') {
    sendJson(ctx.res, 401, gError(401, 'authError', 'Request had invalid authentication credentials.'));
    return null;
  }
  return t;
}

async function token(ctx: Ctx): Promise<void> {
  const f = await readForm(ctx.req);
  if (!clientOk(f.get('client_id'), f.get('client_secret')))
    return sendJson(ctx.res, 401, {
      error: 'invalid_client',
      error_description: 'The OAuth client was not found.',
    });
  if (f.get('grant_type') === 'authorization_code') {
    const r = redeemCode(ctx, {
      code: f.get('code') ?? '',
      redirectUri: f.get('redirect_uri') ?? '',
      verifier: f.get('code_verifier'),
    });
    if ('error' in r) return sendJson(ctx.res, 400, { error: r.error, error_description: r.description });
    const t = issueTokens(ctx, r);
    return sendJson(ctx.res, 200, {
      access_token: t.access,
      expires_in: t.expiresIn,
      refresh_token: t.refresh,
      scope: r.scopes.join(' '),
      token_type: 'Bearer',
    });
  }
  if (f.get('grant_type') === 'refresh_token') {
    // Google keeps the refresh token (no rotation) and answers with a new access token only.
    const old = useRefresh(ctx, f.get('refresh_token') ?? '', false);
    if (!old)
      return sendJson(ctx.res, 400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      });
    const t = issueTokens(ctx, old);
    ctx.store.state.refresh.delete(t.refresh);
    ctx.store.save();
    return sendJson(ctx.res, 200, {
      access_token: t.access,
      expires_in: t.expiresIn,
      scope: old.scopes.join(' '),
      token_type: 'Bearer',
    });
  }
  sendJson(ctx.res, 400, { error: 'unsupported_grant_type' });
}

async function start(ctx: Ctx): Promise<void> {
  const t = authed(ctx);
  if (!t) return;
  const planned = ctx.store.takeFailure('init');
  if (planned === 'quota')
    return sendJson(
      ctx.res,
      403,
      gError(403, 'quotaExceeded', 'The request cannot be completed because you have exceeded your quota.'),
    );
  if (planned === 'rate_limit')
    return sendJson(ctx.res, 429, gError(429, 'rateLimitExceeded', 'Too many requests.'), {
      'retry-after': '30',
    });
  if (ctx.url.searchParams.get('uploadType') !== 'resumable')
    return sendJson(ctx.res, 400, gError(400, 'badRequest', 'uploadType=resumable is required.'));
  const size = Number(ctx.req.headers['x-upload-content-length']);
  const meta = await readJsonBody(ctx.req);
  const snippet = (meta.snippet ?? {}) as Record<string, unknown>;
  const st = (meta.status ?? {}) as Record<string, unknown>;
  if (!(size > 0))
    return sendJson(ctx.res, 400, gError(400, 'badRequest', 'X-Upload-Content-Length is required.'));
  if (typeof st.selfDeclaredMadeForKids !== 'boolean')
    return sendJson(
      ctx.res,
      400,
      gError(400, 'invalidVideoMetadata', 'status.selfDeclaredMadeForKids must be set.'),
    );
  const title = String(snippet.title ?? '');
  if (!title || [...title].length > L.titleChars)
    return sendJson(
      ctx.res,
      400,
      gError(400, 'invalidTitle', 'The title is empty or longer than 100 characters.'),
    );
  const description = String(snippet.description ?? '');
  if (Buffer.byteLength(description) > L.descriptionBytes)
    return sendJson(
      ctx.res,
      400,
      gError(400, 'invalidDescription', `The description is longer than ${L.descriptionBytes} bytes.`),
    );
  const asked = String(st.privacyStatus ?? 'public');
  if (!YOUTUBE_PRIVACY.includes(asked))
    return sendJson(ctx.res, 400, gError(400, 'invalidPrivacyStatus', 'status.privacyStatus is unknown.'));
  // An unverified Google project (created after July 2020) gets every upload locked to private.
  const privacy = ctx.opts.youtubeUnverified ? 'private' : asked;
  const id = newId(12);
  const s: Session = {
    account: t.account,
    session: t.session ?? null,
    size,
    received: 0,
    mp4: null,
    title,
    description,
    privacy,
  };
  ctx.store.state.sessions.set(id, s as unknown as Record<string, unknown>);
  ctx.store.save();
  ctx.res
    .writeHead(200, {
      location: `${ctx.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${id}`,
      'content-length': '0',
    })
    .end();
}

function videoResource(s: Session) {
  return {
    kind: 'youtube#video',
    id: s.videoId,
    snippet: { title: s.title, description: s.description, channelId: s.account },
    status: s.rejected
      ? { uploadStatus: 'rejected', rejectionReason: s.rejected }
      : { uploadStatus: 'uploaded', privacyStatus: s.privacy },
  };
}

async function put(ctx: Ctx): Promise<void> {
  const id = ctx.url.searchParams.get('upload_id') ?? '';
  const s = ctx.store.state.sessions.get(id) as unknown as Session | undefined;
  if (!s)
    return sendJson(ctx.res, 404, gError(404, 'notFound', 'The upload session does not exist or expired.'));
  // Counted, never held (only its length and first bytes matter), and no longer than the file.
  const body = await countBody(ctx.req, Math.min(s.size, L.uploadBytes));
  const range = () => (s.received > 0 ? { range: `bytes=0-${s.received - 1}` } : {});
  if (s.videoId) return sendJson(ctx.res, 200, videoResource(s));
  const cr = String(ctx.req.headers['content-range'] ?? '');
  if (cr === `bytes */${s.size}`)
    return void ctx.res.writeHead(308, { ...range(), 'content-length': '0' }).end();
  const m = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(cr);
  if (!m || Number(m[3]) !== s.size || Number(m[2]) - Number(m[1]) + 1 !== body.length)
    return sendJson(
      ctx.res,
      400,
      gError(400, 'badContent', 'Content-Range is missing or does not match the body.'),
    );
  const first = Number(m[1]);
  if (first > s.received) return void ctx.res.writeHead(308, { ...range(), 'content-length': '0' }).end();
  const planned = ctx.store.takeFailure('upload');
  if (planned === 'server_error')
    return sendJson(ctx.res, 503, gError(503, 'backendError', 'Backend error.'));
  // A partial write: keep only the first half of what arrived; the client must resume from Range.
  const keep = planned === 'partial' ? Math.floor(body.length / 2) : body.length;
  if (first === 0 && keep >= 8) s.mp4 = looksLikeMp4(body.head);
  s.received = Math.max(s.received, first + keep);
  if (s.received < s.size) {
    ctx.store.save();
    return void ctx.res.writeHead(308, { ...range(), 'content-length': '0' }).end();
  }
  s.videoId = newId(8);
  if (!s.mp4 || ctx.store.takeFailure('process') === 'reject')
    s.rejected = s.mp4 ? 'duplicate' : 'invalidFile';
  else {
    ctx.store.recordPost({
      key: id,
      id: s.videoId,
      account: s.account,
      session: s.session,
      caption: s.description,
      title: s.title,
      privacy: s.privacy,
      mode: 'direct',
      bytes: s.size,
      url: `${ctx.base}/watch?v=${s.videoId}`,
      createdAt: new Date().toISOString(),
    });
  }
  ctx.store.save();
  sendJson(ctx.res, 200, videoResource(s));
}

/** Routes one request below /youtube (Google's accounts, oauth2 and www.googleapis.com hosts in one). */
export async function youtubeStandIn(ctx: Ctx): Promise<boolean> {
  const { path, req } = ctx;
  const q = ctx.url.searchParams;
  if (req.method === 'GET' && path === '/o/oauth2/v2/auth') {
    consentPage(ctx, pkceAuthorizeParams(q, 'client_id', ' '));
  } else if (req.method === 'POST' && path === '/token') await token(ctx);
  else if (req.method === 'POST' && path === '/revoke') {
    const f = await readForm(req);
    const token = f.get('token') ?? q.get('token') ?? '';
    const known = ctx.store.state.access.get(token) ?? ctx.store.state.refresh.get(token);
    revokeAll(ctx, token);
    sendJson(
      ctx.res,
      known ? 200 : 400,
      known ? {} : { error: 'invalid_token', error_description: 'Token expired or revoked' },
    );
  } else if (req.method === 'GET' && path === '/youtube/v3/channels') {
    const t = authed(ctx);
    const a = t && findAccount('youtube', t.account);
    if (t)
      sendJson(ctx.res, 200, {
        kind: 'youtube#channelListResponse',
        items: [
          {
            kind: 'youtube#channel',
            id: t.account,
            snippet: { title: a?.name ?? t.account, thumbnails: {} },
          },
        ],
      });
  } else if (req.method === 'POST' && path === '/upload/youtube/v3/videos') await start(ctx);
  else if (req.method === 'PUT' && path === '/upload/youtube/v3/videos') await put(ctx);
  else if (req.method === 'GET' && path === '/watch') postPage(ctx, q.get('v') ?? '');
  else return false;
  return true;
}
