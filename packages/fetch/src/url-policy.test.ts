import { describe, expect, it } from 'vitest';
import { FetchRefusedError } from './errors.ts';
import { normaliseOrigins, originOf, parseTargetUrl } from './url-policy.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof FetchRefusedError) return error.code;
    throw error;
  }
  return undefined;
}

describe('parseTargetUrl', () => {
  it.each([
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://127.0.1/',
    'http://0/',
    'http://127.0.0.1./',
    'http://%31%32%37.0.0.1/',
    'http://user@0x7f.1:8080/path',
    'HTTP://017700000001/',
  ])('refuses the disguised IPv4 form %s as BAD_URL', (url) => {
    expect(codeOf(() => parseTargetUrl(url))).toBe('BAD_URL');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'javascript:alert(1)',
    'data:text/html,hi',
  ])('refuses the scheme of %s', (url) => {
    expect(codeOf(() => parseTargetUrl(url))).toBe('BAD_SCHEME');
  });

  it('refuses credentials and garbage', () => {
    expect(codeOf(() => parseTargetUrl('http://user:pass@example.com/'))).toBe('BAD_URL');
    expect(codeOf(() => parseTargetUrl('http://user@example.com/'))).toBe('BAD_URL');
    expect(codeOf(() => parseTargetUrl('not a url'))).toBe('BAD_URL');
    expect(codeOf(() => parseTargetUrl(''))).toBe('BAD_URL');
  });

  it('accepts ordinary addresses, canonical IPs and relative redirects', () => {
    expect(parseTargetUrl('https://shop.example.com/p/1?x=2').href).toBe('https://shop.example.com/p/1?x=2');
    expect(parseTargetUrl('http://93.184.216.34:8080/').hostname).toBe('93.184.216.34');
    expect(parseTargetUrl('/next', 'http://93.184.216.34/a/b').href).toBe('http://93.184.216.34/next');
    expect(parseTargetUrl('http://[2606:4700::1]/').hostname).toBe('[2606:4700::1]');
  });

  it('gives a user-facing message', () => {
    try {
      parseTargetUrl('http://0x7f.1/');
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/normal IP address/);
    }
  });
});

describe('origins', () => {
  it('normalises allowlist entries and connection parameters to the same exact origin', () => {
    const allowed = normaliseOrigins(['http://127.0.0.1:4100/', 'https://Shop.Example.com']);
    expect(allowed.has(originOf('http:', '127.0.0.1', '4100'))).toBe(true);
    expect(allowed.has(originOf('https:', 'shop.example.com', 443))).toBe(true);
    expect(allowed.has(originOf('http:', '127.0.0.1', '4101'))).toBe(false);
    expect(allowed.has(originOf('http:', 'localhost', '4100'))).toBe(false);
    expect(originOf('http:', '::1', '80')).toBe('http://[::1]');
  });
});
