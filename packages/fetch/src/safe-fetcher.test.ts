import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalServer, startLocalServer } from '../test/local-server.ts';
import { FetchRefusedError } from './errors.ts';
import type { Resolver } from './resolver.ts';
import { createSafeFetcher, type SafeFetcher } from './safe-fetcher.ts';

const PAGE = '<!doctype html><html><head><title>Hello</title></head><body>ok</body></html>';

async function refusalCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchRefusedError) return error.code;
    throw error;
  }
  throw new Error('expected the fetch to be refused');
}

/** Every refused attempt below points at this server; a single hit means the guard leaked. */
let canary: LocalServer;
/** The stand-in for a public site: its exact origin is the only allowlisted one. */
let site: LocalServer;
let fetcher: SafeFetcher;

const resolver: Resolver = async (hostname) => {
  if (hostname === 'evil.test') return [{ address: '127.0.0.1', family: 4 }];
  if (hostname === 'rebind.test') {
    return [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
  }
  if (hostname === 'metadata.test') return [{ address: '169.254.169.254', family: 4 }];
  if (hostname === 'mapped.test') return [{ address: '::ffff:127.0.0.1', family: 6 }];
  if (hostname === 'localhost') return [{ address: '127.0.0.1', family: 4 }];
  throw new Error(`ENOTFOUND ${hostname}`);
};

beforeAll(async () => {
  canary = await startLocalServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<html>internal secrets</html>');
  });
  site = await startLocalServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    if (path === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (path === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/page' });
      res.end();
    } else if (path.startsWith('/chain/')) {
      const left = Number(path.split('/')[2]);
      res.writeHead(301, { location: left > 1 ? `/chain/${left - 1}` : '/page' });
      res.end();
    } else if (path === '/gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      res.end(gzipSync(PAGE));
    } else if (path === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'text/css' });
      const chunk = Buffer.alloc(256 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        let flowing = true;
        while (sent < 12 && flowing) {
          flowing = res.write(chunk);
          sent++;
        }
        if (sent < 12) res.once('drain', pump);
        else res.end();
      };
      pump();
    } else if (path === '/big-declared') {
      res.writeHead(200, { 'content-type': 'text/css', 'content-length': String(3 * 1024 * 1024) });
      res.write('a');
    } else if (path === '/zip-bomb') {
      res.writeHead(200, { 'content-type': 'text/css', 'content-encoding': 'gzip' });
      res.end(gzipSync(Buffer.alloc(3 * 1024 * 1024, 'a')));
    } else if (path === '/hang') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<html>');
    } else if (path === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    } else if (path === '/empty') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end();
    } else {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('not found');
    }
  });
  fetcher = createSafeFetcher({ allowOrigins: [site.origin], resolver });
});

afterAll(async () => {
  await Promise.all([canary.close(), site.close()]);
});

describe('refusing internal addresses', () => {
  it.each([
    ['IPv4 loopback', (port: number) => `http://127.0.0.1:${port}/`],
    ['10/8', () => 'http://10.0.0.1/'],
    ['172.16/12', () => 'http://172.16.0.1/'],
    ['192.168/16', () => 'http://192.168.1.1/'],
    ['CGNAT', () => 'http://100.64.0.1/'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['unspecified', (port: number) => `http://0.0.0.0:${port}/`],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/`],
    ['unique-local', () => 'http://[fc00::1]/'],
    ['link-local', () => 'http://[fe80::1]/'],
    ['IPv4-mapped IPv6', (port: number) => `http://[::ffff:127.0.0.1]:${port}/`],
    ['IPv4 multicast', () => 'http://224.0.0.1/'],
    ['IPv6 multicast', () => 'http://[ff02::1]/'],
    ['broadcast', () => 'http://255.255.255.255/'],
    ['https loopback', (port: number) => `https://127.0.0.1:${port}/`],
  ])('%s', async (_label, urlFor) => {
    expect(await refusalCode(fetcher.fetch(urlFor(canary.port), { kind: 'html' }))).toBe('BLOCKED_ADDRESS');
  });

  it.each([
    ['evil.test', 'a name resolving to loopback'],
    ['rebind.test', 'a name with one public and one loopback answer'],
    ['metadata.test', 'a name resolving to the metadata address'],
    ['mapped.test', 'a name resolving to an IPv4-mapped loopback'],
    ['localhost', 'localhost on a port that is not allowlisted'],
  ])('%s (%s)', async (host) => {
    expect(await refusalCode(fetcher.fetch(`http://${host}:${canary.port}/`))).toBe('BLOCKED_ADDRESS');
  });

  it('uses the real system resolver by default, so localhost is refused too', async () => {
    const plain = createSafeFetcher();
    expect(await refusalCode(plain.fetch(`http://localhost:${canary.port}/`))).toBe('BLOCKED_ADDRESS');
  });

  it.each([
    'http://2130706433:PORT/',
    'http://0x7f.1:PORT/',
    'http://0177.0.0.1:PORT/',
    'http://127.1:PORT/',
  ])('numeric form %s is a BAD_URL', async (url) => {
    expect(await refusalCode(fetcher.fetch(url.replace('PORT', String(canary.port))))).toBe('BAD_URL');
  });

  it.each([
    ['loopback IP', (port: number) => `http://127.0.0.1:${port}/`, 'BLOCKED_ADDRESS'],
    ['localhost', (port: number) => `http://localhost:${port}/`, 'BLOCKED_ADDRESS'],
    ['a name resolving to loopback', (port: number) => `http://evil.test:${port}/`, 'BLOCKED_ADDRESS'],
    ['a decimal IP', (port: number) => `http://2130706433:${port}/`, 'BAD_URL'],
    ['a file URL', () => 'file:///etc/passwd', 'BAD_SCHEME'],
  ])('a redirect from the allowed site to %s is refused', async (_label, target, code) => {
    const url = `${site.origin}/redirect?to=${encodeURIComponent(target(canary.port))}`;
    expect(await refusalCode(fetcher.fetch(url))).toBe(code);
  });

  it('allows only the exact allowlisted origin, not the whole host', async () => {
    const onlyCanaryPortPlusOne = createSafeFetcher({
      allowOrigins: [`http://127.0.0.1:${canary.port + 1}`],
    });
    expect(await refusalCode(onlyCanaryPortPlusOne.fetch(`http://127.0.0.1:${canary.port}/`))).toBe(
      'BLOCKED_ADDRESS',
    );
  });

  it('reports names that do not resolve', async () => {
    expect(await refusalCode(fetcher.fetch('http://nowhere.test/'))).toBe('DNS_FAILED');
  });

  it('refuses credentials and other schemes', async () => {
    expect(await refusalCode(fetcher.fetch(`http://a:b@127.0.0.1:${canary.port}/`))).toBe('BAD_URL');
    expect(await refusalCode(fetcher.fetch('ftp://example.com/'))).toBe('BAD_SCHEME');
  });

  it('never let a single request reach the canary', () => {
    expect(canary.hits()).toBe(0);
  });
});

describe('fetching from an allowed site', () => {
  it('returns the body, content type and final URL', async () => {
    const response = await fetcher.fetch(`${site.origin}/page`, { kind: 'html' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(PAGE);
    expect(response.contentType).toBe('text/html; charset=utf-8');
    expect(response.url).toBe(`${site.origin}/page`);
  });

  it('follows a chain of 3 redirects and reports the final URL', async () => {
    const response = await fetcher.fetch(`${site.origin}/chain/3`, { kind: 'html' });
    expect(response.url).toBe(`${site.origin}/page`);
    expect(response.body.toString()).toBe(PAGE);
  });

  it('refuses a chain of 6 redirects', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/chain/6`))).toBe('TOO_MANY_REDIRECTS');
  });

  it('decompresses gzip bodies', async () => {
    const response = await fetcher.fetch(`${site.origin}/gzip`, { kind: 'html' });
    expect(response.body.toString()).toBe(PAGE);
  });

  it('stops a streamed body past the size cap for its kind', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/big-chunked`, { kind: 'css' }))).toBe('TOO_LARGE');
    const asAny = await fetcher.fetch(`${site.origin}/big-chunked`, { kind: 'any' });
    expect(asAny.body.length).toBe(3 * 1024 * 1024);
  });

  it('trusts a declared Content-Length over the cap without reading the body', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/big-declared`, { kind: 'css' }))).toBe(
      'TOO_LARGE',
    );
  });

  it('caps the decompressed size, so a zip bomb is refused', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/zip-bomb`, { kind: 'css' }))).toBe('TOO_LARGE');
  });

  it('honours an explicit maxBytes', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/page`, { kind: 'html', maxBytes: 10 }))).toBe(
      'TOO_LARGE',
    );
  });

  it('times out a site that stops sending', async () => {
    const started = Date.now();
    expect(await refusalCode(fetcher.fetch(`${site.origin}/hang`, { kind: 'html', timeoutMs: 300 }))).toBe(
      'TIMEOUT',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses the wrong content type with a clear message', async () => {
    const error = await fetcher.fetch(`${site.origin}/json`, { kind: 'html' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect((error as FetchRefusedError).code).toBe('BAD_CONTENT_TYPE');
    expect((error as FetchRefusedError).message).toBe(
      'Expected a web page but the address returned application/json.',
    );
    expect(await refusalCode(fetcher.fetch(`${site.origin}/page`, { kind: 'image' }))).toBe(
      'BAD_CONTENT_TYPE',
    );
  });

  it('turns non-2xx answers into HTTP_ERROR with the status', async () => {
    const error = await fetcher.fetch(`${site.origin}/missing`).catch((e: unknown) => e);
    expect((error as FetchRefusedError).code).toBe('HTTP_ERROR');
    expect((error as FetchRefusedError).status).toBe(404);
  });

  it('refuses empty bodies', async () => {
    expect(await refusalCode(fetcher.fetch(`${site.origin}/empty`, { kind: 'html' }))).toBe('EMPTY');
  });

  it('hands back the caller’s own abort reason instead of a refusal', async () => {
    const controller = new AbortController();
    const pending = fetcher.fetch(`${site.origin}/hang`, { signal: controller.signal });
    controller.abort(new Error('user cancelled'));
    await expect(pending).rejects.toThrow('user cancelled');
  });
});
