/**
 * The redirect URI a consent may go back to: one of the app's registered URIs, spelled exactly as
 * registered. The candidate is parsed first and must already be in its normal form, so `..`, `%2e%2e`,
 * backslashes, a changed case or port spelling, an added query, fragment or user name all fail: the
 * WHATWG parser rewrites each of them, and the rewrite no longer equals the raw string.
 */
export function registeredRedirect(raw: string | null, registered: readonly string[]): string | null {
  if (!raw || raw.length > 2048 || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.href !== raw || url.search || url.hash || url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return registered.some((r) => URL.canParse(r) && new URL(r).href === raw) ? raw : null;
}
