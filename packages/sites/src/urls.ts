/** Schemes a cloned page may keep as they are: they never fetch anything from the original site. */
const INERT_REFERENCE = /^\s*(?:#|javascript:|mailto:|tel:|sms:|data:|blob:|about:)/i;

/** True for references that must be left exactly as written (in-page anchors, mailto:, data: …). */
export function isInertReference(ref: string): boolean {
  return ref.trim() === '' || INERT_REFERENCE.test(ref);
}

/** `ref` resolved against `base` when the result is an http(s) URL, else null. */
export function absoluteHttpUrl(ref: string, base: string): string | null {
  if (isInertReference(ref)) return null;
  try {
    const url = new URL(ref.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Parses `url` as an http(s) URL or returns null. */
export function parseHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/** True when `url` is already an absolute http(s) URL in its canonical form (as prepareDocument leaves it). */
export function isAbsoluteHttpUrl(url: string): boolean {
  return parseHttpUrl(url)?.href === url;
}
