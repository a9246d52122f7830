import ipaddr from 'ipaddr.js';
import { FetchRefusedError } from './errors.ts';

const RAW_AUTHORITY = /^\s*[a-zA-Z][a-zA-Z0-9+.-]*:[\\/]*([^\\/?#]*)/;

/** The host exactly as the user typed it, before the URL parser normalised it. */
function rawHostOf(input: string): string | null {
  const authority = RAW_AUTHORITY.exec(input)?.[1];
  if (authority === undefined) return null;
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  if (hostAndPort.startsWith('[')) return hostAndPort.slice(0, hostAndPort.indexOf(']') + 1);
  const colon = hostAndPort.indexOf(':');
  return (colon === -1 ? hostAndPort : hostAndPort.slice(0, colon)).toLowerCase();
}

/**
 * Parses a user-given URL and refuses anything that is not a plain http(s) URL. The WHATWG parser
 * quietly turns 2130706433, 0x7f.1, 0177.0.0.1 and 127.1 into 127.0.0.1; such spellings are only ever
 * used to sneak past filters, so an IPv4 host must be written as a canonical dotted quad.
 */
export function parseTargetUrl(input: string, base?: string): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw new FetchRefusedError('BAD_URL', 'That does not look like a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchRefusedError('BAD_SCHEME', 'Only http:// and https:// addresses can be fetched.');
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefusedError('BAD_URL', 'Web addresses with a user name or password are not accepted.');
  }
  if (url.hostname === '') {
    throw new FetchRefusedError('BAD_URL', 'That web address has no host name.');
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(url.hostname)) {
    // A relative redirect keeps the base's host, which was already checked.
    const raw = /^\s*[a-zA-Z][a-zA-Z0-9+.-]*:/.test(input) ? rawHostOf(input) : url.hostname;
    if (raw !== url.hostname) {
      throw new FetchRefusedError(
        'BAD_URL',
        'Numeric host names must be written as a normal IP address (like 93.184.216.34).',
      );
    }
  }
  return url;
}

/** Normalises allowlist entries to exact origins such as `http://127.0.0.1:4100`. */
export function normaliseOrigins(origins: readonly string[]): Set<string> {
  return new Set(origins.map((origin) => new URL(origin).origin));
}

export function originOf(protocol: string, hostname: string, port: string | number | undefined): string {
  const host = hostname.includes(':') && !hostname.startsWith('[') ? `[${hostname}]` : hostname;
  const defaultPort = protocol === 'https:' ? '443' : '80';
  const explicitPort = port === undefined || port === '' || String(port) === defaultPort ? '' : `:${port}`;
  return new URL(`${protocol}//${host}${explicitPort}`).origin;
}
