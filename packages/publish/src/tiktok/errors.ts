import { PlatformError } from '../errors.ts';
import { retryAfter, str } from '../http.ts';

/** What an unaudited app's Direct Post to a public account (or not SELF_ONLY) comes back as, with the ways out. */
export const UNAUDITED_REFUSAL =
  'TikTok only lets an app that has not passed its audit post to private accounts, visible only to you. Make your TikTok account private, or post through Upload-Post (Settings → Channels).';
export const ACTIVE_USER_CAP_REFUSAL =
  'TikTok lets an app that has not passed its audit post for at most 5 people in 24 hours, and that many have posted. Press Retry tomorrow, or post through Upload-Post (Settings → Channels).';
const PRIVACY_MISMATCH =
  'This TikTok account does not offer the chosen privacy now; choose another in the Publish dialog.';

/** TikTok's refusals that a person can act on, in their words (the code stays in details). */
const PLAIN: Record<string, string> = {
  unaudited_client_can_only_post_to_private_accounts: UNAUDITED_REFUSAL,
  reached_active_user_cap: ACTIVE_USER_CAP_REFUSAL,
  privacy_level_option_mismatch: PRIVACY_MISMATCH,
};

/** Maps TikTok's `{error: {code, message}}` envelope (and HTTP status) to a PlatformError. */
export function tiktokError(
  res: Response,
  body: Record<string, unknown>,
  what: string,
): PlatformError | null {
  const err = (body.error ?? {}) as Record<string, unknown>;
  const code = str(err.code) ?? (res.ok ? 'ok' : `http_${res.status}`);
  if (code === 'ok' && res.ok) return null;
  const message = `${what}: ${str(err.message) ?? code}`;
  const d = { status: res.status, code };
  const plain = PLAIN[code];
  // Final: retrying the same post cannot pass the audit rules; the message says what can.
  if (plain) return new PlatformError('rejected', plain, d);
  if (code === 'access_token_invalid' || res.status === 401)
    return new PlatformError('token_expired', message, d);
  if (code === 'scope_not_authorized' || code === 'scope_permission_missed')
    return new PlatformError('reconnect_needed', message, d);
  if (code === 'rate_limit_exceeded' || res.status === 429)
    return new PlatformError('rate_limited', message, { ...d, retryAfterS: retryAfter(res) ?? 60 });
  if (code.startsWith('spam_risk')) return new PlatformError('quota', message, d);
  if (res.status >= 500 || code === 'internal_error') return new PlatformError('transient', message, d);
  if (code === 'invalid_params') return new PlatformError('bad_request', message, d);
  return new PlatformError('rejected', message, d);
}
