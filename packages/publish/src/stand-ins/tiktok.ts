import { chunkPlan } from '../tiktok/chunks.ts';
import { type DemoAccount, findAccount } from './accounts.ts';
import { consentPage, pkceAuthorizeParams } from './consent.ts';
import { type Ctx, newId, readForm, readJsonBody, sendJson } from './core.ts';
import { bearer, clientOk, issueTokens, redeemCode, revokeAll, sameOwner, useRefresh } from './grants.ts';
import type { Token } from './store.ts';
import { directPostRefusal, postChoices, privacyOptions } from './tiktok-audit.ts';
import { type Session, upload } from './tiktok-upload.ts';

const logId = () => `stand-in-${newId(6)}`;
const ok = (data: unknown) => ({ data, error: { code: 'ok', message: '', log_id: logId() } });
const fail = (code: string, message: string) => ({ data: {}, error: { code, message, log_id: logId() } });

function authed(ctx: Ctx): Token | null {
  const t = bearer(ctx);
  if (!t || ctx.store.takeFailure('token') === 'expired_token') {
    sendJson(
      ctx.res,
      401,
      fail('access_token_invalid', 'The access token is invalid or not found in the request.'),
    );
    return null;
  }
  return t;
}

/** A signed-in read: the caller's demo account in TikTok's envelope. */
function answerAs(ctx: Ctx, make: (id: string, account: DemoAccount | undefined) => unknown): void {
  const t = authed(ctx);
  if (t) sendJson(ctx.res, 200, ok(make(t.account, findAccount('tiktok', t.account))));
}

async function token(ctx: Ctx): Promise<void> {
  const f = await readForm(ctx.req);
  if (!clientOk(f.get('client_key'), f.get('client_secret'))) {
    sendJson(ctx.res, 401, {
      error: 'invalid_client',
      error_description: 'Client key or secret is wrong.',
      log_id: logId(),
    });
    return;
  }
  let grant: Pick<Token, 'account' | 'scopes' | 'session'>;
  if (f.get('grant_type') === 'authorization_code') {
    const r = redeemCode(ctx, {
      code: f.get('code') ?? '',
      redirectUri: f.get('redirect_uri') ?? '',
      verifier: f.get('code_verifier'),
    });
    if ('error' in r)
      return sendJson(ctx.res, 400, { error: r.error, error_description: r.description, log_id: logId() });
    grant = r;
  } else if (f.get('grant_type') === 'refresh_token') {
    const t = useRefresh(ctx, f.get('refresh_token') ?? '', true);
    if (!t)
      return sendJson(ctx.res, 400, {
        error: 'invalid_grant',
        error_description: 'Refresh token is invalid or expired.',
        log_id: logId(),
      });
    grant = t;
  } else {
    return sendJson(ctx.res, 400, {
      error: 'unsupported_grant_type',
      error_description: 'grant_type',
      log_id: logId(),
    });
  }
  const t = issueTokens(ctx, grant);
  sendJson(ctx.res, 200, {
    access_token: t.access,
    expires_in: t.expiresIn,
    open_id: grant.account,
    refresh_token: t.refresh,
    refresh_expires_in: t.refreshExpiresIn,
    scope: grant.scopes.join(','),
    token_type: 'Bearer',
  });
}

async function init(ctx: Ctx, mode: 'direct' | 'inbox'): Promise<void> {
  const t = authed(ctx);
  if (!t) return;
  const scope = mode === 'direct' ? 'video.publish' : 'video.upload';
  if (!t.scopes.includes(scope))
    return sendJson(ctx.res, 403, fail('scope_not_authorized', `The ${scope} scope was not granted.`));
  const planned = ctx.store.takeFailure('init');
  const now = Date.now();
  const times = (ctx.store.initTimes.get(t.account) ?? []).filter((x) => x > now - 60_000);
  if (planned === 'rate_limit' || times.length >= (ctx.opts.initsPerMinute ?? 6))
    return sendJson(
      ctx.res,
      429,
      fail('rate_limit_exceeded', 'Too many requests: the rate limit of video/init was reached.'),
    );
  if (planned === 'quota')
    return sendJson(
      ctx.res,
      403,
      fail('spam_risk_too_many_posts', 'The daily post cap for this creator is reached.'),
    );
  const body = await readJsonBody(ctx.req);
  const src = (body.source_info ?? {}) as Record<string, unknown>;
  const post = (body.post_info ?? {}) as Record<string, unknown>;
  const size = Number(src.video_size);
  const chunkSize = Number(src.chunk_size);
  const total = Number(src.total_chunk_count);
  if (src.source !== 'FILE_UPLOAD' || !(size > 0))
    return sendJson(ctx.res, 400, fail('invalid_params', 'source_info must be FILE_UPLOAD with video_size.'));
  const plan = chunkPlan(size, chunkSize);
  if (plan.chunkSize !== chunkSize || plan.totalChunks !== total)
    return sendJson(
      ctx.res,
      400,
      fail(
        'invalid_params',
        'chunk_size must be 5–64 MB (whole file under 5 MB) and total_chunk_count = floor(video_size / chunk_size).',
      ),
    );
  const privacy = mode === 'direct' ? String(post.privacy_level ?? '') : null;
  const caption = String(post.title ?? '');
  if ([...caption].length > 2200)
    return sendJson(ctx.res, 400, fail('invalid_params', 'title is longer than 2200 characters.'));
  const refused = mode === 'direct' ? directPostRefusal(ctx, t, post) : null;
  if (refused) return sendJson(ctx.res, refused.status, fail(refused.code, refused.message));
  times.push(now);
  ctx.store.initTimes.set(t.account, times);
  const publishId = `v_pub_file~v2-1.${newId(9)}`;
  const session: Session = {
    account: t.account,
    session: t.session ?? null,
    mode,
    caption,
    privacy,
    choices: mode === 'direct' ? postChoices(post) : undefined,
    size,
    chunkSize,
    total,
    received: 0,
    mp4: null,
    status: 'PROCESSING_UPLOAD',
    polls: 0,
  };
  ctx.store.state.sessions.set(publishId, session as unknown as Record<string, unknown>);
  ctx.store.save();
  sendJson(
    ctx.res,
    200,
    ok({
      publish_id: publishId,
      upload_url: `${ctx.base}/upload/?upload_id=${encodeURIComponent(publishId)}`,
    }),
  );
}

async function status(ctx: Ctx): Promise<void> {
  const t = authed(ctx);
  if (!t) return;
  if (ctx.store.takeFailure('status') === 'rate_limit')
    return sendJson(ctx.res, 429, fail('rate_limit_exceeded', 'Too many requests.'));
  const body = await readJsonBody(ctx.req);
  const s = ctx.store.state.sessions.get(String(body.publish_id ?? '')) as unknown as Session | undefined;
  if (!s || !sameOwner(s, t))
    return sendJson(ctx.res, 400, fail('invalid_publish_id', 'publish_id is unknown.'));
  s.polls += 1;
  ctx.store.save();
  const done = s.status !== 'PROCESSING_UPLOAD' && s.polls > (ctx.opts.processingPolls ?? 1);
  sendJson(
    ctx.res,
    200,
    ok({
      status: done ? s.status : s.received === s.size ? 'PROCESSING_DOWNLOAD' : 'PROCESSING_UPLOAD',
      ...(done && s.failReason ? { fail_reason: s.failReason } : {}),
      ...(done && s.postId && s.mode === 'direct' ? { publicaly_available_post_id: [s.postId] } : {}),
      uploaded_bytes: s.received,
    }),
  );
}

/** Routes one request below /tiktok. */
export async function tiktokStandIn(ctx: Ctx): Promise<boolean> {
  const { path, req } = ctx;
  const get = req.method === 'GET';
  if (get && path === '/v2/auth/authorize/') {
    consentPage(ctx, pkceAuthorizeParams(ctx.url.searchParams, 'client_key', ','));
  } else if (req.method === 'POST' && path === '/v2/oauth/token/') await token(ctx);
  else if (req.method === 'POST' && path === '/v2/oauth/revoke/') {
    const f = await readForm(req);
    if (!clientOk(f.get('client_key'), f.get('client_secret')))
      sendJson(ctx.res, 401, { error: 'invalid_client' });
    else {
      revokeAll(ctx, f.get('token') ?? '');
      sendJson(ctx.res, 200, {});
    }
  } else if (get && path === '/v2/user/info/') {
    answerAs(ctx, (id, a) => ({
      user: { open_id: id, union_id: `u-${id}`, display_name: a?.name ?? id, avatar_url: null },
    }));
  } else if (req.method === 'POST' && path === '/v2/post/publish/creator_info/query/') {
    answerAs(ctx, (id, a) => ({
      creator_avatar_url: null,
      creator_username: a?.handle ?? id,
      creator_nickname: a?.name ?? id,
      privacy_level_options: privacyOptions(ctx, id),
      comment_disabled: false,
      duet_disabled: false,
      stitch_disabled: false,
      max_video_post_duration_sec: 600,
    }));
  } else if (req.method === 'POST' && path === '/v2/post/publish/video/init/') await init(ctx, 'direct');
  else if (req.method === 'POST' && path === '/v2/post/publish/inbox/video/init/') await init(ctx, 'inbox');
  else if (req.method === 'PUT' && path === '/upload/') await upload(ctx);
  else if (req.method === 'POST' && path === '/v2/post/publish/status/fetch/') await status(ctx);
  else return false;
  return true;
}
