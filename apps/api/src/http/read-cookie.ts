/**
 * One cookie's value from a Cookie header, or undefined. Names match exactly (`ab` is not `b`); a
 * value that is not valid percent-encoding is returned as sent rather than thrown on.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
