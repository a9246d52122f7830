import { randomBytes } from 'node:crypto';

/** A click id: 16 random bytes (128 bits) as base64url, 22 URL-safe characters. */
export function newClickId(): string {
  return randomBytes(16).toString('base64url');
}

/** Digistore24's own hosts (promolinks `www.digistore24.com/redir/…`, vendor pages on its domain). */
export function isDigistoreTarget(location: string): boolean {
  try {
    const host = new URL(location).hostname.toLowerCase();
    return host === 'digistore24.com' || host.endsWith('.digistore24.com');
  } catch {
    return false;
  }
}

/**
 * The redirect's location with `cid=<id>` in its query (before any fragment), replacing a `cid` the
 * link already had. String work only: this runs on every human click.
 */
export function withClickId(location: string, cid: string): string {
  const hashAt = location.indexOf('#');
  const base = hashAt === -1 ? location : location.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : location.slice(hashAt);
  const queryAt = base.indexOf('?');
  if (queryAt === -1) return `${base}?cid=${cid}${fragment}`;
  const kept = base
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !/^cid(=|$)/.test(pair));
  kept.push(`cid=${cid}`);
  return `${base.slice(0, queryAt)}?${kept.join('&')}${fragment}`;
}
