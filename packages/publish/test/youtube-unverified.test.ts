import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformClient, STAND_IN_CLIENT, standInEndpoints } from '../src/index.ts';
import { fakeMp4, hooks, source } from './helpers.ts';

/**
 * A tiny videos.insert as Google answers for a project that is not verified: the resumable session
 * takes any metadata, and the finished upload comes back locked to private whatever was asked.
 */
let server: Server;
let base: string;
const metadata: Record<string, Record<string, unknown>>[] = [];

async function body(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of req) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const data = await body(req);
    if (req.method === 'POST' && req.url?.startsWith('/upload/youtube/v3/videos?uploadType=resumable')) {
      metadata.push(JSON.parse(data.toString('utf8')));
      res.writeHead(200, { location: `${base}/upload/session/1` }).end();
      return;
    }
    if (req.method === 'PUT' && req.url === '/upload/session/1') {
      const meta = metadata.at(-1) ?? {};
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          kind: 'youtube#video',
          id: 'vidLocked001',
          snippet: meta.snippet,
          status: { uploadStatus: 'uploaded', privacyStatus: 'private', selfDeclaredMadeForKids: false },
        }),
      );
      return;
    }
    if (req.method === 'POST' && req.url === '/token') {
      // Google's documented token reply; a refresh reply has no refresh_token.
      const refreshing = new URLSearchParams(data.toString('utf8')).get('grant_type') === 'refresh_token';
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          access_token: 'ya29.a0Af',
          expires_in: 3599,
          ...(refreshing ? {} : { refresh_token: '1//04d' }),
          scope: 'https://www.googleapis.com/auth/youtube.upload',
          token_type: 'Bearer',
        }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const client = () =>
  createPlatformClient('youtube', {
    ...STAND_IN_CLIENT,
    ...standInEndpoints(base),
    redirectUri: 'http://x/cb',
  });

describe('YouTube client for a Google project that is not verified', () => {
  it('records the privacy YouTube answered (private) with a note saying why', async () => {
    const h = hooks();
    const r = await client().publish({
      accessToken: 'at',
      input: { title: 'My short', caption: 'Watch', mode: 'direct', privacy: 'public' },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: h.hooks,
    });
    expect(r).toMatchObject({ platformPostId: 'vidLocked001', privacy: 'private' });
    expect(r.note).toContain('locked to private while this Google project is not verified');
    expect(metadata.at(-1)?.status).toEqual({ privacyStatus: 'public', selfDeclaredMadeForKids: false });
    // A worker that resumes after the upload finished reads the same answer from the session.
    const again = await client().publish({
      accessToken: 'at',
      input: { title: 'My short', caption: 'Watch', mode: 'direct', privacy: 'public' },
      source: source(fakeMp4(1000)),
      session: h.saved.at(-1)!,
      hooks: hooks().hooks,
    });
    expect(again).toEqual(r);
  });

  it('asked for private and got private: no note', async () => {
    const r = await client().publish({
      accessToken: 'at',
      input: { caption: 'Watch', mode: 'direct', privacy: 'private' },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: hooks().hooks,
    });
    expect(r.privacy).toBe('private');
    expect(r.note).toBeUndefined();
  });

  it('sends a title and description YouTube accepts: no angle brackets, within its limits', async () => {
    await client().publish({
      accessToken: 'at',
      input: { title: `<New> ${'x'.repeat(200)}`, caption: `Buy <now> ${'ß'.repeat(3000)}`, mode: 'direct' },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: hooks().hooks,
    });
    const { snippet, status } = metadata.at(-1)!;
    const title = String(snippet?.title);
    const description = String(snippet?.description);
    expect(title.startsWith('‹New› xxx')).toBe(true);
    expect([...title]).toHaveLength(100);
    expect(description.startsWith('Buy ‹now› ßß')).toBe(true);
    expect(Buffer.byteLength(description)).toBeLessThanOrEqual(5000);
    expect(`${title}${description}`).not.toMatch(/[<>]/);
    expect(status).toEqual({ privacyStatus: 'public', selfDeclaredMadeForKids: false });
  });

  it('a sign-in of an app in Testing ends 7 days after consent; a refresh does not move that end', async () => {
    const testing = createPlatformClient('youtube', {
      ...STAND_IN_CLIENT,
      ...standInEndpoints(base),
      redirectUri: 'http://x/cb',
      googleTesting: true,
    });
    const before = Date.now();
    const tokens = await testing.exchangeCode({ code: 'c', codeVerifier: 'v' });
    const ends = tokens.refreshExpiresAt?.getTime() ?? 0;
    expect(ends).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 7 * 86_400_000);
    // null: the stored end stays (channel-tokens keeps the row's value).
    expect((await testing.refresh({ accessToken: 'a', refreshToken: '1//04d' })).refreshExpiresAt).toBeNull();
    // A published app's sign-in has no end Google announces.
    expect((await client().exchangeCode({ code: 'c', codeVerifier: 'v' })).refreshExpiresAt).toBeNull();
  });
});
