import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchRefusedError } from './errors.ts';
import { createSafePoster } from './safe-post.ts';

let server: Server;
let origin: string;
const bodies: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      bodies.push(Buffer.concat(chunks).toString('utf8'));
      if (req.url === '/redirect') {
        res.writeHead(302, { location: '/elsewhere' }).end();
        return;
      }
      res.writeHead(req.url === '/fail' ? 500 : 200).end('y'.repeat(5000));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchRefusedError);
  return err as FetchRefusedError;
};

describe('createSafePoster', () => {
  it('refuses loopback, private and metadata addresses without an exemption, at check and at connect', async () => {
    const poster = createSafePoster();
    for (const url of [`${origin}/x`, 'http://10.1.2.3/x', 'http://169.254.169.254/x', 'http://[::1]/x']) {
      expect((await refusal(poster.check(url))).code).toBe('BLOCKED_ADDRESS');
    }
    expect((await refusal(poster.post(`${origin}/x`, '{}', {}))).code).toBe('BLOCKED_ADDRESS');
    expect((await refusal(poster.check('ftp://example.com/'))).code).toBe('BAD_SCHEME');
    expect(bodies).toEqual([]);
  });

  it('POSTs to an exempt origin and hands back any status with a short excerpt, never following redirects', async () => {
    const poster = createSafePoster({ allowOrigins: [origin] });
    await expect(poster.check(`${origin}/ok`)).resolves.toBeInstanceOf(URL);
    const ok = await poster.post(`${origin}/ok`, '{"a":1}', { 'content-type': 'application/json' });
    expect(ok.status).toBe(200);
    expect(ok.excerpt.length).toBeLessThanOrEqual(1024);
    expect(bodies.at(-1)).toBe('{"a":1}');
    expect((await poster.post(`${origin}/fail`, '{}', {})).status).toBe(500);
    expect((await poster.post(`${origin}/redirect`, '{}', {})).status).toBe(302);
    expect(bodies).toHaveLength(3);
  });

  it('lets only URLs beneath an exempt prefix reach its origin (the demo webhook inbox)', async () => {
    const poster = createSafePoster({ allowUrlPrefixes: [`${origin}/inbox/`] });
    await expect(poster.check(`${origin}/inbox/key1`)).resolves.toBeInstanceOf(URL);
    const ok = await poster.post(`${origin}/inbox/key1`, '{"b":2}', {});
    expect(ok.status).toBe(200);
    expect(bodies.at(-1)).toBe('{"b":2}');
    const before = bodies.length;
    for (const url of [
      `${origin}/other`,
      `${origin}/inbox`,
      `${origin}/inbox/../admin`,
      `${origin}/inbox/`,
    ]) {
      expect((await refusal(poster.check(url))).code, url).toBe('BLOCKED_ADDRESS');
      expect((await refusal(poster.post(url, '{}', {}))).code, url).toBe('BLOCKED_ADDRESS');
    }
    expect(bodies).toHaveLength(before);
  });
});
