import { randomInt } from 'node:crypto';
import { STAND_IN_CLIENT } from '../config.ts';
import { INSTAGRAM_VERSION } from '../instagram/client.ts';
import { findAccount } from './accounts.ts';
import { consentPage } from './consent.ts';
import { type Ctx, looksLikeMp4, newId, readForm, sendJson } from './core.ts';
import { bearer, clientOk, issueTokens, redeemCode, sameOwner } from './grants.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { publicHttpsProblem } from './own-media.ts';
import { postPage } from './posts-pages.ts';
import type { Token } from './store.ts';

interface Container {
  kind: 'container';
  account: string;
  session: string | null;
  videoUrl: string;
  caption: string;
  status: 'IN_PROGRESS' | 'FINISHED' | 'ERROR' | 'PUBLISHED';
  error?: string;
  bytes: number;
  polls: number;
  mediaId?: string;
}

const graphError = (message: string, code: number, subcode?: number) => ({
  error: {
    message,
    type: code === 190 ? 'OAuthException' : 'GraphMethodException',
    code,
    ...(subcode ? { error_subcode: subcode } : {}),
    fbtrace_id: newId(8),
  },
});
const examining = new Set<string>();

function authed(ctx: Ctx): Token | null {
  const t = bearer(ctx);
  if (!t || ctx.store.takeFailure('token') === 'expired_token') {
    sendJson(ctx.res, 400, graphError('Error validating access token: Session has expired.', 190, 463));
    return null;
  }
  return t;
}

const FAILED = "Error: Media download has failed. The media URI doesn't meet our requirements.";
const OFFLINE =
  "Error: Media download has failed. This stand-in is offline: it reads AdReel's own signed media links only.";

/**
 * Meta fetches video_url itself. The stand-in never does: AdReel's own signed link is read from
 * AdReel's storage (own-media.ts); any other address fails the container without a connection, with
 * Meta's message when it is not public HTTPS and a plain "offline" when it is.
 */
function examine(ctx: Ctx, id: string, c: Container): void {
  if (examining.has(id)) return;
  examining.add(id);
  void (async () => {
    let outcome: Partial<Container>;
    try {
      const media = (await ctx.opts.ownMedia?.(c.videoUrl)) ?? null;
      if (!media) outcome = { status: 'ERROR', error: publicHttpsProblem(c.videoUrl) ? FAILED : OFFLINE };
      else if (!looksLikeMp4(media.head)) outcome = { status: 'ERROR', error: FAILED };
      else if (ctx.store.takeFailure('process') === 'reject')
        outcome = { status: 'ERROR', error: 'Error: The video does not meet the Reels specs.' };
      else outcome = { status: 'FINISHED', bytes: media.size };
    } catch {
      outcome = { status: 'ERROR', error: FAILED };
    }
    examining.delete(id);
    const current = ctx.store.state.sessions.get(id) as unknown as Container | undefined;
    if (current?.status === 'IN_PROGRESS') Object.assign(current, outcome);
    ctx.store.save();
  })();
}

async function create(ctx: Ctx, igUser: string): Promise<void> {
  const t = authed(ctx);
  if (!t) return;
  if (t.account !== igUser)
    return sendJson(
      ctx.res,
      400,
      graphError('Unsupported post request: the object does not belong to this token.', 100, 33),
    );
  if (ctx.store.takeFailure('init') === 'rate_limit')
    return sendJson(ctx.res, 400, graphError('Application request limit reached', 4));
  const f = await readForm(ctx.req);
  const videoUrl = f.get('video_url') ?? '';
  const caption = f.get('caption') ?? '';
  if (f.get('media_type') !== 'REELS')
    return sendJson(ctx.res, 400, graphError('media_type must be REELS for this stand-in.', 100));
  if (!videoUrl) return sendJson(ctx.res, 400, graphError('The parameter video_url is required.', 100));
  if (videoUrl.length > L.videoUrlChars)
    return sendJson(ctx.res, 400, graphError('The parameter video_url is too long.', 100));
  if ([...caption].length > L.captionChars)
    return sendJson(ctx.res, 400, graphError('The caption is longer than 2200 characters.', 100, 2207010));
  const id = `1790${Date.now()}${randomInt(1_000_000)}`;
  const c: Container = {
    kind: 'container',
    account: t.account,
    session: t.session ?? null,
    videoUrl,
    caption,
    status: 'IN_PROGRESS',
    bytes: 0,
    polls: 0,
  };
  ctx.store.state.sessions.set(id, c as unknown as Record<string, unknown>);
  ctx.store.save();
  examine(ctx, id, c);
  sendJson(ctx.res, 200, { id });
}

async function publish(ctx: Ctx, igUser: string): Promise<void> {
  const t = authed(ctx);
  if (!t) return;
  const planned = ctx.store.takeFailure('publish');
  if (planned === 'rate_limit')
    return sendJson(ctx.res, 400, graphError('Application request limit reached', 4));
  if (planned === 'quota')
    return sendJson(
      ctx.res,
      400,
      graphError('The content publishing limit for 24 hours is reached.', 9, 2207042),
    );
  const f = await readForm(ctx.req);
  const id = f.get('creation_id') ?? '';
  const c = ctx.store.state.sessions.get(id) as unknown as Container | undefined;
  if (c?.kind !== 'container' || c.account !== igUser || !sameOwner(c, t))
    return sendJson(ctx.res, 400, graphError('The media container does not exist.', 100, 2207027));
  if (c.status === 'PUBLISHED') return sendJson(ctx.res, 200, { id: c.mediaId });
  if (c.status !== 'FINISHED')
    return sendJson(
      ctx.res,
      400,
      graphError('The media is not ready for publishing, please wait for a moment.', 9007, 2207027),
    );
  c.mediaId = `1799${Date.now()}`;
  c.status = 'PUBLISHED';
  ctx.store.recordPost({
    key: id,
    id: c.mediaId,
    account: c.account,
    session: c.session,
    caption: c.caption,
    title: null,
    privacy: null,
    mode: 'direct',
    bytes: c.bytes,
    url: `${ctx.base}/reel/${c.mediaId}`,
    createdAt: new Date().toISOString(),
  });
  ctx.store.save();
  sendJson(ctx.res, 200, { id: c.mediaId });
}

function node(ctx: Ctx, id: string) {
  const t = authed(ctx);
  if (!t) return;
  const fields = (ctx.url.searchParams.get('fields') ?? '').split(',');
  if (id === 'me') {
    const a = findAccount('instagram', t.account);
    return sendJson(ctx.res, 200, {
      user_id: t.account,
      id: t.account,
      username: a?.handle ?? t.account,
      profile_picture_url: null,
    });
  }
  const c = ctx.store.state.sessions.get(id) as unknown as Container | undefined;
  if (c?.kind === 'container' && sameOwner(c, t)) {
    c.polls += 1;
    if (c.status === 'IN_PROGRESS') examine(ctx, id, c);
    const shown =
      c.status !== 'IN_PROGRESS' && c.polls <= (ctx.opts.processingPolls ?? 1) ? 'IN_PROGRESS' : c.status;
    ctx.store.save();
    return sendJson(ctx.res, 200, {
      id,
      status_code: shown,
      status:
        c.error ??
        (shown === 'FINISHED' ? 'Finished: Media has been uploaded and it is ready to be published.' : shown),
    });
  }
  const post = ctx.store.posts().find((p) => p.id === id && sameOwner(p, t));
  if (post)
    return sendJson(ctx.res, 200, { id, ...(fields.includes('permalink') ? { permalink: post.url } : {}) });
  sendJson(
    ctx.res,
    400,
    graphError(`Unsupported get request. Object with ID '${id}' does not exist.`, 100, 33),
  );
}

async function token(ctx: Ctx): Promise<void> {
  const f = await readForm(ctx.req);
  if (!clientOk(f.get('client_id'), f.get('client_secret')))
    return sendJson(ctx.res, 400, {
      error_type: 'OAuthException',
      code: 400,
      error_message: 'Invalid platform app',
    });
  const r = redeemCode(ctx, {
    code: f.get('code') ?? '',
    redirectUri: f.get('redirect_uri') ?? '',
    verifier: null,
  });
  if ('error' in r)
    return sendJson(ctx.res, 400, { error_type: 'OAuthException', code: 400, error_message: r.description });
  const t = issueTokens(ctx, r);
  sendJson(ctx.res, 200, { access_token: t.access, user_id: r.account, permissions: r.scopes });
}

/** ig_exchange_token (short → long-lived) and ig_refresh_token (long-lived, before it expires). */
function longLived(ctx: Ctx, grant: string) {
  const q = ctx.url.searchParams;
  const t = bearer(ctx);
  if (q.get('grant_type') !== grant) return sendJson(ctx.res, 400, graphError('Unsupported grant_type', 100));
  if (grant === 'ig_exchange_token' && !clientOk(STAND_IN_CLIENT.clientId, q.get('client_secret')))
    return sendJson(ctx.res, 400, graphError('Invalid client_secret', 101));
  if (!t)
    return sendJson(
      ctx.res,
      400,
      graphError('Error validating access token: Session has expired.', 190, 463),
    );
  const fresh = issueTokens(ctx, t);
  ctx.store.state.refresh.delete(fresh.refresh);
  ctx.store.save();
  sendJson(ctx.res, 200, { access_token: fresh.access, token_type: 'bearer', expires_in: fresh.expiresIn });
}

/** Routes one request below /instagram (instagram.com, api.instagram.com and graph.instagram.com in one). */
export async function instagramStandIn(ctx: Ctx): Promise<boolean> {
  const { path, req } = ctx;
  const q = ctx.url.searchParams;
  const v = `/${INSTAGRAM_VERSION}/`;
  if (req.method === 'GET' && path === '/oauth/authorize') {
    consentPage(ctx, {
      clientId: q.get('client_id'),
      redirectUri: q.get('redirect_uri'),
      state: q.get('state'),
      challenge: null,
      challengeMethod: null,
      scopes: (q.get('scope') ?? '').split(',').filter(Boolean),
    });
  } else if (req.method === 'POST' && path === '/oauth/access_token') await token(ctx);
  else if (req.method === 'GET' && path === '/access_token') longLived(ctx, 'ig_exchange_token');
  else if (req.method === 'GET' && path === '/refresh_access_token') longLived(ctx, 'ig_refresh_token');
  else if (req.method === 'GET' && path.startsWith('/reel/')) postPage(ctx, path.slice(6));
  else if (path.startsWith(v)) {
    const [id, edge, extra] = path.slice(v.length).split('/');
    if (!id || extra !== undefined) return false;
    if (req.method === 'POST' && edge === 'media') await create(ctx, id);
    else if (req.method === 'POST' && edge === 'media_publish') await publish(ctx, id);
    else if (req.method === 'GET' && edge === undefined) node(ctx, id);
    else return false;
  } else return false;
  return true;
}
