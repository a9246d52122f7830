import { PlatformError } from './errors.ts';
import { type Fetch, readJson, retryAfter, send, str } from './http.ts';
import type { Platform } from './types.ts';

/** One post's numbers as its platform answered them: totals since it was posted. */
export interface PostNumbers {
  platformPostId: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/** Where a platform's data API lives (PlatformConfig.apiBase: the platform or its stand-in). */
export interface StatsEndpoint {
  apiBase: string;
  fetch?: Fetch;
  timeoutMs?: number;
}

/** Ids per call each platform allows: TikTok video/query 20, YouTube videos.list 50, Instagram one media. */
export const STATS_BATCH: Record<Platform, number> = { tiktok: 20, youtube: 50, instagram: 1 };

const MAX_COUNT = 2_147_483_647;

/** A count as platforms send it (a number, or a decimal string on YouTube); null for anything else. */
export function countOf(v: unknown): number | null {
  const n = typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? Math.min(n, MAX_COUNT) : null;
}

/** One call to a stats endpoint: its JSON body, or a PlatformError saying whether to back off. */
export async function statsCall(
  endpoint: StatsEndpoint,
  url: string,
  init: RequestInit,
  what: string,
): Promise<Record<string, unknown>> {
  const res = await send(endpoint.fetch ?? fetch, url, { ...init, timeoutMs: endpoint.timeoutMs ?? 20_000 });
  const body = await readJson(res);
  const err = statsError(res, body, what);
  if (err) throw err;
  return body;
}

/**
 * The three platforms' error envelopes (TikTok `{error: {code}}` with code 'ok' on success, Google's
 * `{error: {errors: [{reason}]}}`, Graph's `{error: {code}}`) read as one: 429s, rate and quota codes
 * mean back off; 401 and expired tokens mean refresh; 5xx is transient.
 */
function statsError(res: Response, body: Record<string, unknown>, what: string): PlatformError | null {
  const err = body.error && typeof body.error === 'object' ? (body.error as Record<string, unknown>) : null;
  const code = err ? (str(err.code) ?? String(err.code ?? '')) : '';
  if (res.ok && (!err || code === 'ok')) return null;
  const reasons = Array.isArray(err?.errors) ? err.errors : [];
  const reason = str((reasons[0] as Record<string, unknown> | undefined)?.reason) ?? code;
  const message = `${what}: ${str(err?.message) ?? (reason || `HTTP ${res.status}`)}`;
  const d = { status: res.status, code: reason || undefined };
  if (
    res.status === 429 ||
    ['rate_limit_exceeded', 'rateLimitExceeded', 'userRateLimitExceeded', '4', '17', '32', '613'].includes(
      reason,
    )
  )
    return new PlatformError('rate_limited', message, { ...d, retryAfterS: retryAfter(res) ?? 60 });
  if (['quotaExceeded', 'dailyLimitExceeded'].includes(reason)) return new PlatformError('quota', message, d);
  if (res.status === 401 || reason === 'access_token_invalid' || reason === '190')
    return new PlatformError('token_expired', message, d);
  if (res.status >= 500) return new PlatformError('transient', message, d);
  return new PlatformError('rejected', message, d);
}

/** A reply that is not the documented shape: a clear error, never numbers made up. */
export const garbage = (what: string) =>
  new PlatformError('bad_request', `${what}: the reply did not hold the numbers asked for`);
