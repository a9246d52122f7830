import { PlatformError } from '../errors.ts';
import { type Fetch, readJson, send } from '../http.ts';
import type { Platform } from '../types.ts';
import {
  connectedPlatforms,
  type PostAnalytics,
  parseAnalytics,
  parseStatus,
  type UploadPostStatusReply,
  waitSeconds,
} from './wire.ts';

export const UPLOAD_POST_API_BASE = 'https://api.upload-post.com/api';

export interface UploadPostConfig {
  apiKey: string;
  /** …/api: https://api.upload-post.com/api, or the stand-in's http://127.0.0.1:4200/upload-post/api. */
  apiBase: string;
  /** True when apiBase is AdReel's local stand-in (nothing is posted for real). */
  standIn: boolean;
}

export interface UploadPostProfile {
  username: string;
  platforms: Platform[];
}

export interface UploadArgs {
  user: string;
  platforms: Platform[];
  title: string;
  description?: string;
  /** e.g. {tiktok: '…'} → tiktok_title. */
  platformTitles?: Partial<Record<Platform, string>>;
  /** TikTok privacy_level (PUBLIC_TO_EVERYONE, SELF_ONLY, …). */
  privacyLevel?: string;
  /** YouTube privacyStatus (public, unlisted, private). */
  privacyStatus?: string;
  /** ISO-8601: Upload-Post publishes at that time itself ("theirs") and answers a job_id. */
  scheduledDate?: string;
  timezone?: string;
  /** Our own id for the request (poll even if the answer is lost) and the Idempotency-Key. */
  requestId: string;
  idempotencyKey: string;
  video: { bytes: Buffer; filename: string; contentType: string };
}

/** What the key's refusal reads like to the user; the channel then says "reconnect". */
export const KEY_REFUSED = 'reconnect: the Upload-Post key was refused';

/** Upload-Post's error replies ({success:false, message, error_code}) as PlatformErrors. */
export function uploadPostError(res: Response, body: Record<string, unknown>, what: string): PlatformError {
  const message =
    (typeof body.message === 'string' && body.message) ||
    (typeof body.error === 'string' && body.error) ||
    `HTTP ${res.status}`;
  const code = typeof body.error_code === 'string' ? body.error_code : undefined;
  const details = { status: res.status, code };
  if (res.status === 401 || res.status === 403)
    return new PlatformError('reconnect_needed', `${KEY_REFUSED} (${message})`, details);
  if (res.status === 429)
    return new PlatformError('rate_limited', `${what}: ${message}`, {
      ...details,
      retryAfterS: waitSeconds(res.headers, Date.now()),
    });
  if (res.status >= 500) return new PlatformError('transient', `${what}: ${message}`, details);
  return new PlatformError('rejected', `${what}: ${message}`, details);
}

/**
 * Upload-Post's API (one key, its own approved TikTok/YouTube/Instagram apps). Hand-written on fetch
 * like the platform clients; the base URL points at the stand-in in demo mode and tests.
 */
export function createUploadPostClient(config: UploadPostConfig, opts: { fetch?: Fetch } = {}) {
  const fetchFn = opts.fetch ?? fetch;
  const base = config.apiBase.replace(/\/+$/, '');
  const auth = { authorization: `Apikey ${config.apiKey}` };

  async function call(path: string, init: RequestInit = {}) {
    const res = await send(fetchFn, `${base}${path}`, {
      ...init,
      headers: { ...auth, ...(init.headers as Record<string, string>) },
    });
    const body = await readJson(res);
    return { res, body };
  }

  return {
    config,

    /** GET /uploadposts/me: is the key good? (Test connection.) */
    async me(): Promise<{ email: string | null; plan: string | null }> {
      const { res, body } = await call('/uploadposts/me');
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post account');
      return {
        email: typeof body.email === 'string' ? body.email : null,
        plan: typeof body.plan === 'string' ? body.plan : null,
      };
    },

    /** GET /uploadposts/users: the profiles under the key and which platforms each has connected. */
    async profiles(): Promise<UploadPostProfile[]> {
      const { res, body } = await call('/uploadposts/users');
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post profiles');
      const list = Array.isArray(body.profiles) ? body.profiles : [];
      return list
        .filter((p): p is Record<string, unknown> => !!p && typeof p === 'object')
        .map((p) => ({
          username: String(p.username ?? ''),
          platforms: connectedPlatforms(p.social_accounts),
        }))
        .filter((p) => p.username);
    },

    /**
     * POST /upload, multipart with the file itself, async: answers the request_id at once; with
     * scheduledDate, Upload-Post answers 202 and the job_id that polls and cancels the scheduled job.
     */
    async upload(args: UploadArgs): Promise<{ requestId: string; jobId: string | null }> {
      const form = new FormData();
      form.set('user', args.user);
      for (const p of args.platforms) form.append('platform[]', p);
      form.set('title', args.title);
      if (args.description) form.set('description', args.description);
      for (const [p, t] of Object.entries(args.platformTitles ?? {})) if (t) form.set(`${p}_title`, t);
      if (args.privacyLevel) form.set('privacy_level', args.privacyLevel);
      if (args.privacyStatus) form.set('privacyStatus', args.privacyStatus);
      if (args.scheduledDate) form.set('scheduled_date', args.scheduledDate);
      if (args.timezone) form.set('timezone', args.timezone);
      form.set('async_upload', 'true');
      form.set('request_id', args.requestId);
      form.set(
        'video',
        new Blob([new Uint8Array(args.video.bytes)], { type: args.video.contentType }),
        args.video.filename,
      );
      const { res, body } = await call('/upload', {
        method: 'POST',
        body: form,
        headers: { 'idempotency-key': args.idempotencyKey, 'x-request-id': args.requestId },
      });
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post upload');
      const requestId =
        typeof body.request_id === 'string' && body.request_id ? body.request_id : args.requestId;
      const jobId = typeof body.job_id === 'string' && body.job_id ? body.job_id : null;
      return { requestId, jobId };
    },

    /**
     * GET /uploadposts/status?request_id= (or ?job_id= for a scheduled post): null when Upload-Post has
     * no such request (404). A scheduled job that has not run yet answers `pending`.
     */
    async status(id: string, by: 'request' | 'job' = 'request'): Promise<UploadPostStatusReply | null> {
      const param = by === 'job' ? 'job_id' : 'request_id';
      const { res, body } = await call(`/uploadposts/status?${param}=${encodeURIComponent(id)}`);
      if (res.status === 404) return null;
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post status');
      return parseStatus(body);
    },

    /**
     * DELETE /uploadposts/schedule/{job_id}: cancels a scheduled post that has not run yet. False when
     * Upload-Post no longer knows the job (404: it already ran, or was cancelled).
     */
    async cancelScheduled(jobId: string): Promise<boolean> {
      const { res, body } = await call(`/uploadposts/schedule/${encodeURIComponent(jobId)}`, {
        method: 'DELETE',
      });
      if (res.status === 404) return false;
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post cancel');
      return true;
    },

    /** GET /uploadposts/post-analytics/{request_id}?platform=: views, likes, comments, shares. */
    async postAnalytics(requestId: string, platform: Platform): Promise<PostAnalytics> {
      const { res, body } = await call(
        `/uploadposts/post-analytics/${encodeURIComponent(requestId)}?platform=${platform}`,
      );
      if (!res.ok || body.success === false) throw uploadPostError(res, body, 'Upload-Post analytics');
      return parseAnalytics(body);
    },
  };
}
export type UploadPostClient = ReturnType<typeof createUploadPostClient>;
