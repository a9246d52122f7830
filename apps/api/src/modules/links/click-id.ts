import { randomBytes } from 'node:crypto';
import { tidSafeClickIdBytes } from '@adreel/clickbank';
import { withSubId } from '@adreel/marketplace';

/**
 * A click id: 16 bytes as base64url, 22 URL-safe characters, 124 of its bits random. The top four
 * are zero so every click id also fits ClickBank's tid (24 base-36 characters, @adreel/clickbank tid.ts).
 */
export function newClickId(): string {
  return tidSafeClickIdBytes(randomBytes(16)).toString('base64url');
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
 * The redirect's location with `cid=<id>` in its query (Digistore24's sub-id field, before any fragment),
 * replacing a `cid` the link already had. String work only: this runs on every human click.
 */
export function withClickId(location: string, cid: string): string {
  return withSubId(location, 'cid', cid);
}
