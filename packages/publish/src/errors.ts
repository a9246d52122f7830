/**
 * token_expired: refresh and retry once. reconnect_needed: the refresh (or the grant) was refused.
 * rate_limited / quota: back off and reschedule (retryAfterS when the platform says).
 * rejected: the platform refused this video or caption; retrying the same thing will not help.
 * session_lost: the upload session is gone (expired, unknown); restart the upload from zero.
 * transient: network or 5xx; retry with backoff. bad_request: our request was wrong (a bug or bad input).
 */
export type PlatformErrorKind =
  | 'token_expired'
  | 'reconnect_needed'
  | 'rate_limited'
  | 'quota'
  | 'rejected'
  | 'session_lost'
  | 'transient'
  | 'bad_request';

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    message: string,
    readonly details: { status?: number; code?: string; retryAfterS?: number } = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export function isPlatformError(e: unknown, kind?: PlatformErrorKind): e is PlatformError {
  return e instanceof PlatformError && (kind === undefined || e.kind === kind);
}
