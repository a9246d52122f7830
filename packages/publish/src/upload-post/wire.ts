import { PLATFORMS, type Platform } from '../types.ts';

/**
 * Upload-Post's replies as AdReel reads them (fixtures/ holds the documented examples). Pure: no I/O.
 * Top-level statuses: pending, queued, processing, in_progress, completed, failed (not_found is a 404).
 */
export const UPLOAD_POST_STATUSES = [
  'pending',
  'queued',
  'processing',
  'in_progress',
  'completed',
  'failed',
] as const;
export type UploadPostStatus = (typeof UPLOAD_POST_STATUSES)[number];

export interface UploadPostPlatformResult {
  platform: string;
  /** The platform's own state when given; else derived from `success`. */
  status: 'queued' | 'processing' | 'completed' | 'failed';
  message: string | null;
  url: string | null;
  postId: string | null;
  videoId: string | null;
}

export interface UploadPostStatusReply {
  requestId: string;
  status: UploadPostStatus;
  results: UploadPostPlatformResult[];
}

export interface PostAnalytics {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v.slice(0, 2000) : null);
const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;

function resultStatus(r: Record<string, unknown>): UploadPostPlatformResult['status'] {
  const s = typeof r.status === 'string' ? r.status : '';
  if (s === 'completed' || s === 'success' || s === 'published') return 'completed';
  if (s === 'failed' || s === 'error' || r.success === false) return 'failed';
  if (s === 'queued' || s === 'pending') return 'queued';
  if (s === 'processing' || s === 'in_progress') return 'processing';
  // Documented results without their own status: success true with a link is done, else still going.
  return r.success === true && (text(r.url) ?? text(r.post_url)) ? 'completed' : 'processing';
}

export function parseStatus(body: Record<string, unknown>): UploadPostStatusReply {
  const status = UPLOAD_POST_STATUSES.includes(body.status as UploadPostStatus)
    ? (body.status as UploadPostStatus)
    : 'pending';
  const results = Array.isArray(body.results) ? body.results : [];
  return {
    requestId: text(body.request_id) ?? '',
    status,
    results: results
      .filter((r): r is Record<string, unknown> => !!r && typeof r === 'object')
      .map((r) => ({
        platform: String(r.platform ?? ''),
        status: resultStatus(r),
        message: text(r.error_message) ?? text(r.error) ?? text(r.message),
        url: text(r.url) ?? text(r.post_url),
        postId: text(r.post_id) ?? text(r.platform_post_id),
        videoId: text(r.video_id),
      })),
  };
}

/** Views, likes, comments and shares, flat or under `metrics`/`analytics`. */
export function parseAnalytics(body: Record<string, unknown>): PostAnalytics {
  const inner = [body.metrics, body.analytics].find((v) => v && typeof v === 'object') as
    | Record<string, unknown>
    | undefined;
  const src = inner ?? body;
  return {
    views: count(src.views),
    likes: count(src.likes),
    comments: count(src.comments),
    shares: count(src.shares),
  };
}

/** The platforms of a profile's `social_accounts` that hold an account (a "" placeholder does not). */
export function connectedPlatforms(socialAccounts: unknown): Platform[] {
  if (!socialAccounts || typeof socialAccounts !== 'object') return [];
  const accounts = socialAccounts as Record<string, unknown>;
  return PLATFORMS.filter((p) => {
    const v = accounts[p];
    return v !== undefined && v !== null && v !== '' && v !== false;
  });
}

/** Seconds to wait from a 429: Retry-After, else X-RateLimit-Reset (epoch seconds or seconds left). */
export function waitSeconds(headers: Headers, nowMs: number): number | undefined {
  const after = Number(headers.get('retry-after'));
  if (Number.isFinite(after) && after > 0) return Math.ceil(after);
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (!Number.isFinite(reset) || reset <= 0) return undefined;
  return reset > 1e9 ? Math.max(1, Math.ceil(reset - nowMs / 1000)) : Math.ceil(reset);
}
