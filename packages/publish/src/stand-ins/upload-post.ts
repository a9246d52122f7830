import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PLATFORM_LABELS, PLATFORMS, type Platform } from '../types.ts';
import { dailyCap } from '../upload-post/caps.ts';
import { UPLOAD_POST_STAND_IN_KEY, UPLOAD_POST_STAND_IN_PROFILE } from '../upload-post/config.ts';
import { CONTROL_SECRET_HEADER } from './control.ts';
import { countBody, looksLikeMp4, newId, readJsonBody, sendJson } from './core.ts';
import { STAND_IN_LIMITS as L } from './limits.ts';
import { boundaryOf, readMultipart } from './multipart.ts';
import { postPage, requestsPage } from './upload-post-pages.ts';
import type {
  UploadPostFailKind,
  UploadPostFailure,
  UploadPostRequest,
  UploadPostStore,
} from './upload-post-store.ts';

export interface UploadPostCtx {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Below /upload-post, e.g. /api/upload. */
  path: string;
  /** e.g. http://127.0.0.1:4200/upload-post */
  base: string;
  store: UploadPostStore;
  controlSecret: string;
  /** Status polls answered "processing" before the result (default 1). */
  processingPolls: number;
  now: () => number;
}

const RATE_LIMIT_PER_MINUTE = 120;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const fail = (res: ServerResponse, status: number, message: string, code: string, headers = {}) =>
  sendJson(res, status, { success: false, message, error_code: code }, headers);

function controlOk(ctx: UploadPostCtx): boolean {
  const given = Buffer.from(String(ctx.req.headers[CONTROL_SECRET_HEADER] ?? ''));
  const expected = Buffer.from(ctx.controlSecret);
  return expected.length > 0 && given.length === expected.length && timingSafeEqual(given, expected);
}

/** POST /_control {action:'fail', op:'upload'|'status', kind, times} · 'reset' · GET /_control/requests. */
async function control(ctx: UploadPostCtx): Promise<void> {
  if (!controlOk(ctx)) return sendJson(ctx.res, 401, { error: 'The control secret is missing or wrong.' });
  if (ctx.req.method === 'GET' && ctx.path === '/_control/requests')
    return sendJson(ctx.res, 200, { requests: ctx.store.requests.values() });
  const body = await readJsonBody(ctx.req);
  const times = typeof body.times === 'number' ? Math.min(Math.max(1, Math.floor(body.times)), 1000) : 1;
  const kinds: UploadPostFailKind[] = ['rate_limit', 'reject', 'server_error'];
  const op: UploadPostFailure['op'] | null = body.op === 'upload' || body.op === 'status' ? body.op : null;
  if (body.action === 'fail' && op && kinds.includes(body.kind as never))
    ctx.store.failures = [...ctx.store.failures, { op, kind: body.kind as UploadPostFailKind, times }].slice(
      -L.failures,
    );
  else if (body.action === 'reset') ctx.store.failures = [];
  else if (body.action === 'run-scheduled') {
    // "Time passes" for the demo and tests: every job still waiting for its scheduled_date runs now.
    for (const r of ctx.store.requests.values())
      if (r.scheduledFor && r.scheduledFor > ctx.now())
        ctx.store.requests.set(r.id, { ...r, scheduledFor: ctx.now() });
  } else return sendJson(ctx.res, 400, { error: 'unknown action' });
  ctx.store.save();
  sendJson(ctx.res, 200, { ok: true });
}

/** A fixed one-minute window per key, reported in X-RateLimit-* as Upload-Post does. */
const windows = new Map<string, { start: number; used: number }>();
function rateHeaders(key: string, now: number): { headers: Record<string, string>; over: boolean } {
  const w = windows.get(key);
  const cur = w && now - w.start < 60_000 ? w : { start: now, used: 0 };
  cur.used += 1;
  windows.set(key, cur);
  const reset = Math.ceil((cur.start + 60_000) / 1000);
  return {
    over: cur.used > RATE_LIMIT_PER_MINUTE,
    headers: {
      'x-ratelimit-limit': String(RATE_LIMIT_PER_MINUTE),
      'x-ratelimit-remaining': String(Math.max(0, RATE_LIMIT_PER_MINUTE - cur.used)),
      'x-ratelimit-reset': String(reset),
    },
  };
}

function statusBody(ctx: UploadPostCtx, r: UploadPostRequest) {
  const results = Object.entries(r.results).map(([platform, x]) => ({
    platform,
    status: x?.status,
    success: x?.status !== 'failed',
    message: x?.message ?? (x?.status === 'completed' ? 'Uploaded' : 'Processing'),
    ...(x?.status === 'completed'
      ? { url: x.url, post_id: x.postId, ...(platform === 'youtube' ? { video_id: x.postId } : {}) }
      : {}),
    ...(x?.status === 'failed' ? { error_message: x.message } : {}),
    upload_timestamp: new Date(r.createdAt).toISOString(),
  }));
  const states = results.map((x) => x.status);
  const status = states.every((s) => s === 'failed')
    ? 'failed'
    : states.every((s) => s !== 'processing')
      ? 'completed'
      : r.polls <= 1
        ? 'processing'
        : 'in_progress';
  return {
    request_id: r.id,
    status,
    completed: states.filter((s) => s !== 'processing').length,
    total: states.length,
    results,
    last_update: new Date(ctx.now()).toISOString(),
  };
}

async function upload(ctx: UploadPostCtx, headers: Record<string, string>): Promise<void> {
  const { req, res, store } = ctx;
  const boundary = boundaryOf(req.headers['content-type']);
  if (!boundary) return fail(res, 400, 'Send multipart/form-data', 'INVALID_REQUEST', headers);
  const idem = String(req.headers['idempotency-key'] ?? '').slice(0, 200) || null;
  const known = idem ? store.keys.get(idem) : undefined;
  if (known) {
    // The same Idempotency-Key again: the first answer, and nothing posted twice.
    await countBody(req, L.uploadBytes);
    const first = store.requests.get(known.requestId);
    if (first?.jobId && first.scheduledFor)
      return sendJson(res, 202, scheduledReply(first.jobId, first.scheduledFor), headers);
    return sendJson(
      res,
      200,
      { success: true, message: 'Already received', request_id: known.requestId },
      headers,
    );
  }
  const planned = store.takeFailure('upload');
  if (planned === 'rate_limit')
    return fail(res, 429, 'Too many requests', 'RATE_LIMITED', { ...headers, 'retry-after': '30' });
  if (planned === 'server_error') return fail(res, 500, 'Upload failed', 'SERVER_ERROR', headers);
  const form = await readMultipart(req, boundary, {
    totalBytes: L.uploadBytes,
    fieldBytes: 16_384,
    maxFields: 40,
  });
  const field = (name: string) => form.fields.get(name)?.[0] ?? '';
  const user = field('user');
  if (user !== UPLOAD_POST_STAND_IN_PROFILE)
    return fail(res, 404, `Profile "${user.slice(0, 80)}" not found`, 'PROFILE_NOT_FOUND', headers);
  const platforms = [...new Set(form.fields.get('platform[]') ?? [])];
  if (!platforms.length || platforms.some((p) => !PLATFORMS.includes(p as Platform)))
    return fail(res, 400, 'platform[] must name tiktok, youtube or instagram', 'INVALID_PLATFORM', headers);
  const video = form.files.get('video');
  if (!video || !looksLikeMp4(video.head))
    return fail(res, 400, 'video must be an MP4 file', 'INVALID_VIDEO', headers);
  const title = field('title');
  if (!title) return fail(res, 400, 'title is required', 'MISSING_TITLE', headers);
  const now = new Date(ctx.now());
  const when = scheduledDate(field('scheduled_date'), now.getTime());
  if (when === 'invalid')
    return fail(
      res,
      400,
      'scheduled_date must be an ISO-8601 date at most 365 days ahead',
      'INVALID_SCHEDULED_DATE',
      headers,
    );
  for (const p of platforms as Platform[]) {
    const cap = dailyCap(p, store.sentTimes(user, p), when ? new Date(when) : now);
    if (cap.remaining === 0) {
      const wait = Math.ceil(((cap.nextFreeAt?.getTime() ?? now.getTime()) - now.getTime()) / 1000);
      return fail(
        res,
        429,
        `Daily limit reached: ${cap.cap} ${PLATFORM_LABELS[p]} uploads per 24 hours`,
        'DAILY_LIMIT',
        {
          ...headers,
          'retry-after': String(Math.max(1, wait)),
        },
      );
    }
  }
  const asked = field('request_id') || String(req.headers['x-request-id'] ?? '');
  const id = ID.test(asked) && !store.requests.has(asked) ? asked : randomUUID();
  const request: UploadPostRequest = {
    id,
    idempotencyKey: idem,
    account: user,
    title: title.slice(0, L.captionChars),
    bytes: video.length,
    privacy: (field('privacy_level') || field('privacyStatus')).slice(0, 40) || null,
    createdAt: now.getTime(),
    polls: 0,
    completedAt: null,
    results: Object.fromEntries(
      platforms.map((p) => [p, { status: 'processing', postId: newId(9), url: null, message: null }]),
    ),
    jobId: when ? randomUUID().replaceAll('-', '') : null,
    scheduledFor: when,
  };
  store.requests.set(id, request);
  if (idem) store.keys.set(idem, { account: user, requestId: id });
  store.save();
  // Scheduled (docs.upload-post.com/api/schedule-posts): 202 with the job_id that polls and cancels it.
  if (request.jobId && when) return sendJson(res, 202, scheduledReply(request.jobId, when), headers);
  sendJson(
    res,
    200,
    {
      success: true,
      message: 'Upload initiated in background',
      request_id: id,
      total_platforms: platforms.length,
    },
    headers,
  );
}

function status(ctx: UploadPostCtx, headers: Record<string, string>) {
  const jobId = ctx.url.searchParams.get('job_id');
  const id = ctx.url.searchParams.get('request_id');
  if (!id && !jobId) return sendJson(ctx.res, 400, { error: 'request_id or job_id is required' }, headers);
  const r = jobId ? ctx.store.byJob(jobId) : ctx.store.requests.get(id ?? '');
  const asked = jobId ? { job_id: jobId.slice(0, 64) } : { request_id: (id ?? '').slice(0, 64) };
  if (!r) return sendJson(ctx.res, 404, { ...asked, status: 'not_found' }, headers);
  // A scheduled job that has not run yet: pending, with no platform results (the docs' meaning).
  if (r.scheduledFor && r.scheduledFor > ctx.now())
    return sendJson(
      ctx.res,
      200,
      { ...asked, status: 'pending', completed: 0, total: null, results: [] },
      headers,
    );
  const planned = ctx.store.takeFailure('status');
  if (planned === 'rate_limit')
    return fail(ctx.res, 429, 'Too many requests', 'RATE_LIMITED', { ...headers, 'retry-after': '30' });
  if (planned === 'server_error') return fail(ctx.res, 500, 'Failed to get status', 'SERVER_ERROR', headers);
  r.polls += 1;
  for (const [p, x] of Object.entries(r.results)) {
    if (x?.status !== 'processing') continue;
    if (planned === 'reject') {
      x.status = 'failed';
      x.message = `${PLATFORM_LABELS[p as Platform]} refused the video (the stand-in was told to refuse it)`;
    } else if (r.polls > ctx.processingPolls) {
      x.status = 'completed';
      x.url = `${ctx.base}/p/${p}/${x.postId}`;
      r.completedAt ??= ctx.now();
    }
  }
  ctx.store.requests.set(r.id, r);
  ctx.store.save();
  sendJson(ctx.res, 200, { ...statusBody(ctx, r), ...(r.jobId ? { job_id: r.jobId } : {}) }, headers);
}

/** A scheduled_date: null when absent or not in the future (sent now), 'invalid' when unreadable or > 365 days. */
function scheduledDate(value: string, now: number): number | null | 'invalid' {
  if (!value) return null;
  const at = Date.parse(value);
  if (!Number.isFinite(at) || at - now > 365 * 86_400_000) return 'invalid';
  return at > now ? at : null;
}

const scheduledReply = (jobId: string, at: number) => ({
  success: true,
  job_id: jobId,
  scheduled_date: new Date(at).toISOString(),
});

/** GET /api/uploadposts/schedule: the key's jobs still waiting for their time. */
function listScheduled(ctx: UploadPostCtx, headers: Record<string, string>) {
  const jobs = ctx.store.requests
    .values()
    .filter((r) => r.jobId && r.scheduledFor && r.scheduledFor > ctx.now())
    .map((r) => ({
      job_id: r.jobId,
      scheduled_date: new Date(r.scheduledFor ?? 0).toISOString(),
      post_type: 'video',
      profile_username: r.account,
      title: r.title,
      preview_url: null,
    }));
  sendJson(ctx.res, 200, jobs, headers);
}

/** DELETE /api/uploadposts/schedule/{job_id}: a job that has not run yet is cancelled; else 404. */
function cancelScheduled(ctx: UploadPostCtx, jobId: string, headers: Record<string, string>) {
  const r = ctx.store.byJob(jobId);
  if (!r?.scheduledFor || r.scheduledFor <= ctx.now())
    return sendJson(ctx.res, 404, { success: false, error: 'Job not found' }, headers);
  ctx.store.requests.delete(r.id);
  ctx.store.save();
  sendJson(ctx.res, 200, { success: true, message: `Job ${jobId} cancelled and assets deleted.` }, headers);
}

/** Views grow by one every three seconds after the post went out; likes, comments, shares follow. */
function analytics(ctx: UploadPostCtx, id: string, headers: Record<string, string>) {
  const platform = ctx.url.searchParams.get('platform') as Platform;
  const r = ctx.store.requests.get(id);
  const x = r?.results[platform];
  if (!r || !x || x.status !== 'completed' || r.completedAt === null)
    return fail(ctx.res, 404, 'No published post for this request and platform', 'NOT_FOUND', headers);
  const views = Math.floor(Math.max(0, ctx.now() - r.completedAt) / 3000) + (x.postId.charCodeAt(0) % 20);
  sendJson(
    ctx.res,
    200,
    {
      success: true,
      request_id: r.id,
      platform,
      post_id: x.postId,
      views,
      likes: Math.floor(views / 12),
      comments: Math.floor(views / 80),
      shares: Math.floor(views / 150),
    },
    headers,
  );
}

const PROFILE = {
  username: UPLOAD_POST_STAND_IN_PROFILE,
  created_at: '2026-01-01T00:00:00Z',
  social_accounts: Object.fromEntries(
    PLATFORMS.map((p) => [
      p,
      { display_name: `AdReel Demo on ${PLATFORM_LABELS[p]}`, username: 'adreel.demo' },
    ]),
  ),
};

/**
 * The Upload-Post stand-in under /upload-post: its documented API (packages/publish/src/upload-post/
 * fixtures) with one key (UPLOAD_POST_STAND_IN_KEY) and one profile with all three platforms, daily caps,
 * Idempotency-Key, X-RateLimit-* headers, and pages for what was "posted" — nothing is posted for real.
 */
export async function uploadPostStandIn(ctx: UploadPostCtx) {
  const { req, res, path } = ctx;
  if (req.method === 'GET' && (path === '/' || path === '')) return requestsPage(ctx);
  const postPath = /^\/p\/(tiktok|youtube|instagram)\/([A-Za-z0-9_-]{1,40})$/.exec(path);
  if (req.method === 'GET' && postPath) return postPage(ctx, postPath[1] as Platform, postPath[2] as string);
  if (path === '/_control' || path.startsWith('/_control/')) return control(ctx);
  if (!path.startsWith('/api/')) return sendJson(res, 404, { error: 'Not found on this stand-in' });
  const auth = String(req.headers.authorization ?? '');
  const key = /^apikey\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? '';
  if (key !== UPLOAD_POST_STAND_IN_KEY)
    return sendJson(res, 401, { success: false, message: 'Invalid or expired token' });
  const rate = rateHeaders(key, ctx.now());
  if (rate.over)
    return fail(res, 429, 'Rate limit exceeded', 'RATE_LIMITED', { ...rate.headers, 'retry-after': '60' });
  const h = rate.headers;
  if (req.method === 'GET' && path === '/api/uploadposts/me')
    return sendJson(
      res,
      200,
      { success: true, message: 'Token is valid', email: 'demo@stand-in.local', plan: 'Stand-in' },
      h,
    );
  if (req.method === 'GET' && path === '/api/uploadposts/users')
    return sendJson(res, 200, { success: true, limit: 1, plan: 'Stand-in', profiles: [PROFILE] }, h);
  if (req.method === 'POST' && path === '/api/upload') return upload(ctx, h);
  if (req.method === 'GET' && path === '/api/uploadposts/status') return status(ctx, h);
  if (req.method === 'GET' && path === '/api/uploadposts/schedule') return listScheduled(ctx, h);
  const job = /^\/api\/uploadposts\/schedule\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (req.method === 'DELETE' && job) return cancelScheduled(ctx, job[1] as string, h);
  const a = /^\/api\/uploadposts\/post-analytics\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (req.method === 'GET' && a) return analytics(ctx, a[1] as string, h);
  sendJson(res, 404, { success: false, message: 'Not found on this stand-in' }, h);
}
