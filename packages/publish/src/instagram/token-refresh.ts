const DAY_MS = 86_400_000;
/** Instagram's long-lived tokens live 60 days and may be refreshed only once they are 24 h old. */
export const INSTAGRAM_TOKEN_LIFE_MS = 60 * DAY_MS;
export const INSTAGRAM_MIN_REFRESH_AGE_MS = DAY_MS;
/** We refresh in the token's last week, so a worker that was down a few days still finds it alive. */
export const INSTAGRAM_REFRESH_WINDOW_MS = 7 * DAY_MS;

/**
 * Whether a long-lived Instagram token should be refreshed now: in its last week (or at once when
 * `forced`, after Instagram called it expired), and never while it is younger than 24 h, which
 * Instagram refuses. Its age is read from its expiry (60 days after issue).
 */
export function instagramRefreshDue(expiresAt: Date | null, now: number, forced = false): boolean {
  if (!expiresAt) return forced;
  const left = expiresAt.getTime() - now;
  if (INSTAGRAM_TOKEN_LIFE_MS - left < INSTAGRAM_MIN_REFRESH_AGE_MS) return false;
  return forced || left < INSTAGRAM_REFRESH_WINDOW_MS;
}
