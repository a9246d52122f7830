import { PlatformError } from '../errors.ts';
import { retryAfter, str } from '../http.ts';

/** Google's `{error: {code, message, errors: [{reason}]}}` → PlatformError. */
export function youtubeError(res: Response, body: Record<string, unknown>, what: string): PlatformError {
  const err = (body.error ?? {}) as Record<string, unknown>;
  const first = (Array.isArray(err.errors) ? err.errors[0] : undefined) as
    | Record<string, unknown>
    | undefined;
  const reason = str(first?.reason) ?? str(err.status) ?? `http_${res.status}`;
  const message = `${what}: ${str(err.message) ?? reason}`;
  const d = { status: res.status, code: reason };
  if (res.status === 401) return new PlatformError('token_expired', message, d);
  if (['quotaExceeded', 'dailyLimitExceeded', 'uploadLimitExceeded'].includes(reason))
    return new PlatformError('quota', message, d);
  if (res.status === 429 || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded')
    return new PlatformError('rate_limited', message, { ...d, retryAfterS: retryAfter(res) ?? 60 });
  if (res.status === 403 && (reason === 'forbidden' || reason === 'insufficientPermissions'))
    return new PlatformError('reconnect_needed', message, d);
  if (res.status >= 500) return new PlatformError('transient', message, d);
  return new PlatformError('rejected', message, d);
}
