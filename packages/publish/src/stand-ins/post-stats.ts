import { createHash } from 'node:crypto';
import { INSTAGRAM_VERSION } from '../instagram/client.ts';
import { type Ctx, newId, readJsonBody, sendJson } from './core.ts';
import { bearer, sameOwner } from './grants.ts';
import type { StandInPost, Token } from './store.ts';

/**
 * The platforms' per-post numbers on the stand-ins (issue 32): TikTok `POST /v2/video/query/`,
 * YouTube `GET /youtube/v3/videos?part=statistics`, Instagram `GET /{media-id}/insights`. Numbers are
 * made up but deterministic: a rate per post (from its id) times its age in hours, so they grow.
 * Planned failures for op 'stats' (control.ts): rate_limit → 429, quota → YouTube quotaExceeded,
 * server_error → 500, partial → a 200 holding garbage, reject → 400.
 */
export function standInNumbers(post: Pick<StandInPost, 'id' | 'createdAt'>, now = Date.now()) {
  const rate = 20 + (createHash('sha256').update(post.id).digest().readUInt16BE(0) % 80);
  const hours = Math.max(0, now - Date.parse(post.createdAt)) / 3_600_000;
  const views = Math.floor(rate * (hours + 1));
  return {
    views,
    likes: Math.floor(views / 12),
    comments: Math.floor(views / 80),
    shares: Math.floor(views / 150),
    reach: Math.floor(views * 0.7),
    saved: Math.floor(views / 200),
  };
}

const insightsPath = (path: string) =>
  path.match(new RegExp(`^/${INSTAGRAM_VERSION.replace('.', '\\.')}/([^/]+)/insights$`))?.[1];

/** True when the request is one of the three stats reads. */
export function isPostStatsRequest(ctx: Ctx): boolean {
  const { platform, path, req } = ctx;
  if (platform === 'tiktok') return req.method === 'POST' && path === '/v2/video/query/';
  if (platform === 'youtube') return req.method === 'GET' && path === '/youtube/v3/videos';
  return req.method === 'GET' && insightsPath(path) !== undefined;
}

/** The platform's own error envelope. */
function refuse(ctx: Ctx, status: number, code: string, message: string): void {
  const body =
    ctx.platform === 'tiktok'
      ? { data: {}, error: { code, message, log_id: `stand-in-${newId(6)}` } }
      : ctx.platform === 'youtube'
        ? { error: { code: status, message, errors: [{ reason: code, message }] } }
        : { error: { message, type: 'OAuthException', code: Number(code) || 100, fbtrace_id: newId(8) } };
  sendJson(ctx.res, status, body, status === 429 ? { 'retry-after': '60' } : {});
}

/** A planned failure answered, or null to answer normally. */
function failed(ctx: Ctx): boolean {
  const kind = ctx.store.takeFailure('stats');
  if (!kind || kind === 'expired_token') return false;
  if (kind === 'rate_limit') {
    const code = { tiktok: 'rate_limit_exceeded', youtube: 'rateLimitExceeded', instagram: '4' }[
      ctx.platform
    ];
    refuse(ctx, 429, code, 'Too many requests: the rate limit was reached.');
  } else if (kind === 'quota' && ctx.platform === 'youtube')
    refuse(
      ctx,
      403,
      'quotaExceeded',
      'The request cannot be completed because you have exceeded your quota.',
    );
  else if (kind === 'partial') sendJson(ctx.res, 200, { data: 'stand-in garbage', items: 42 });
  else if (kind === 'reject') refuse(ctx, 400, 'invalid_params', 'The request was refused.');
  else refuse(ctx, 500, 'internal_error', 'Something went wrong on the stand-in.');
  return true;
}

const ownPost = (ctx: Ctx, t: Token, id: string) =>
  ctx.store.posts().find((p) => p.id === id && sameOwner(p, t));

/** Answers one stats read (isPostStatsRequest said it is one). */
export async function postStats(ctx: Ctx): Promise<void> {
  const t = bearer(ctx);
  if (!t) {
    const code = { tiktok: 'access_token_invalid', youtube: 'authError', instagram: '190' }[ctx.platform];
    return refuse(ctx, 401, code, 'The access token is invalid or expired.');
  }
  if (failed(ctx)) return;
  if (ctx.platform === 'tiktok') {
    const body = await readJsonBody(ctx.req);
    const ids = (body.filters as { video_ids?: unknown } | undefined)?.video_ids;
    if (!Array.isArray(ids) || ids.length === 0 || ids.length > 20)
      return refuse(ctx, 400, 'invalid_params', 'filters.video_ids must hold 1 to 20 ids.');
    const videos = ids.flatMap((id) => {
      const p = ownPost(ctx, t, String(id));
      if (!p) return [];
      const n = standInNumbers(p);
      return [
        {
          id: p.id,
          view_count: n.views,
          like_count: n.likes,
          comment_count: n.comments,
          share_count: n.shares,
        },
      ];
    });
    return sendJson(ctx.res, 200, {
      data: { videos, cursor: 0, has_more: false },
      error: { code: 'ok', message: '', log_id: `stand-in-${newId(6)}` },
    });
  }
  if (ctx.platform === 'youtube') {
    const ids = (ctx.url.searchParams.get('id') ?? '').split(',').filter(Boolean);
    if (ctx.url.searchParams.get('part') !== 'statistics' || ids.length === 0 || ids.length > 50)
      return refuse(ctx, 400, 'badRequest', 'part=statistics and 1 to 50 ids are required.');
    const items = ids.flatMap((id) => {
      const p = ownPost(ctx, t, id);
      if (!p) return [];
      const n = standInNumbers(p);
      const statistics = {
        viewCount: String(n.views),
        likeCount: String(n.likes),
        favoriteCount: '0',
        commentCount: String(n.comments),
      };
      return [{ kind: 'youtube#video', id, statistics }];
    });
    return sendJson(ctx.res, 200, { kind: 'youtube#videoListResponse', items });
  }
  const id = insightsPath(ctx.path) ?? '';
  const p = ownPost(ctx, t, id);
  if (!p) return refuse(ctx, 400, '100', `Unsupported get request. Object with ID '${id}' does not exist.`);
  const n = standInNumbers(p);
  const data = (['views', 'reach', 'likes', 'comments', 'shares', 'saved'] as const).map((name) => ({
    name,
    period: 'lifetime',
    values: [{ value: n[name] }],
    id: `${id}/insights/${name}/lifetime`,
  }));
  sendJson(ctx.res, 200, { data });
}
