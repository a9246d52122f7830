import { num } from '../http.ts';

/** Google ends a sign-in to an app whose consent screen is in "Testing" 7 days after consent. */
export const GOOGLE_TESTING_SIGN_IN_MS = 7 * 86_400_000;

/**
 * When a new Google sign-in ends: `refresh_token_expires_in` when Google says (time-based access),
 * else 7 days for an app in Testing, else never (null) — a published app's refresh token lasts until
 * revoked or unused for six months.
 */
export function signInEnds(body: Record<string, unknown>, testing: boolean, now = Date.now()): Date | null {
  const said = num(body.refresh_token_expires_in);
  if (said) return new Date(now + said * 1000);
  return testing ? new Date(now + GOOGLE_TESTING_SIGN_IN_MS) : null;
}
