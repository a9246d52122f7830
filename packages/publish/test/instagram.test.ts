import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, consent, fakeMp4, hooks, publishUntilKilled, source, standInsForTest } from './helpers.ts';

let s: Awaited<ReturnType<typeof standInsForTest>>;
const bytes = fakeMp4(50_000);
// AdReel's own signed link to the video, as the worker builds it (read from storage, never fetched).
let file: { url: string; missing: string };
beforeAll(async () => {
  s = await standInsForTest();
  file = { url: s.mediaLink(bytes), missing: s.mediaLink() };
});
afterAll(() => s.stop());

const input = { caption: 'Reel time #deal', mode: 'direct' as const, shareToFeed: true };

/** A connected Instagram client and a publish of `bytes` whose video_url is `url`. */
async function publisher() {
  const client = s.client('instagram');
  const t = await connect(client);
  const go = (url?: string) =>
    client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes, url),
      session: null,
      hooks: hooks().hooks,
    });
  return { client, t, go };
}

describe('Instagram client against the stand-in', () => {
  it('connects with state + client secret (no PKCE), swaps for a long-lived token and reads the account', async () => {
    const client = s.client('instagram');
    const { html, location } = await consent(client);
    expect(html).toContain('Stand-in for Instagram — nothing is posted for real');
    expect(
      new URL(client.authorizeUrl({ state: 'x', codeVerifier: null })).searchParams.has('code_challenge'),
    ).toBe(false);
    expect(location.searchParams.get('code')).toBeTruthy();
    const t = await connect(client);
    expect(t.refreshToken).toBeNull();
    expect(await client.accountInfo(t.accessToken)).toMatchObject({
      accountId: '17841400000000001',
      name: 'demo.reels',
    });
  });

  it('creates a REELS container, polls status_code to FINISHED, publishes, and reads the permalink', async () => {
    const client = s.client('instagram');
    const t = await connect(client);
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes, file.url),
      session: null,
      hooks: hooks().hooks,
    });
    expect(r.platformUrl).toBe(`${s.base('instagram')}/reel/${r.platformPostId}`);
    expect(s.standIns.posts('instagram').find((p) => p.id === r.platformPostId)).toMatchObject({
      caption: 'Reel time #deal',
      bytes: bytes.length,
    });
  });

  it('a worker killed before or after media_publish resumes from the container and posts once', async () => {
    const client = s.client('instagram');
    const t = await connect(client);
    const session = await publishUntilKilled(
      client,
      { accessToken: t.accessToken, input, source: source(bytes, file.url) },
      (sess) => sess.publishing === true && !sess.mediaId,
    );
    const before = s.standIns.posts('instagram').length;
    const a = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes, file.url),
      session,
      hooks: hooks().hooks,
    });
    const b = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes, file.url),
      session,
      hooks: hooks().hooks,
    });
    expect(b.platformPostId).toBe(a.platformPostId);
    expect(s.standIns.posts('instagram').length).toBe(before + 1);
  });

  it('a video_url Instagram cannot fetch, a rate limit and an expired token surface as their kinds', async () => {
    const { client, t, go } = await publisher();
    await expect(go(file.missing)).rejects.toMatchObject({ kind: 'rejected' });
    await expect(go(undefined)).rejects.toThrow(/public HTTPS/);
    await s.control('instagram', { action: 'fail', op: 'init', kind: 'rate_limit' });
    await expect(go(file.url)).rejects.toMatchObject({ kind: 'rate_limited' });
    const fresh = await client.refresh(t);
    expect(fresh.accessToken).not.toBe(t.accessToken);
    await s.control('instagram', { action: 'expire_tokens' });
    await expect(go(file.url)).rejects.toMatchObject({ kind: 'token_expired' });
    // Instagram refreshes only a still-valid token: once expired, the user must connect again.
    await expect(client.refresh(fresh)).rejects.toMatchObject({ kind: 'reconnect_needed' });
  });
});

describe('Instagram stand-in and video_url', () => {
  it('never connects to the address it is given: loopback, private, local and public URLs all end in ERROR', async () => {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests += 1;
      res.writeHead(200, { 'content-type': 'video/mp4' }).end(bytes);
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const port = (server.address() as AddressInfo).port;
    try {
      const { go } = await publisher();
      for (const url of [
        `http://127.0.0.1:${port}/video.mp4`,
        `https://127.0.0.1:${port}/video.mp4`,
        `http://localhost:${port}/video.mp4`,
        `http://[::1]:${port}/video.mp4`,
        `http://2130706433:${port}/video.mp4`,
        `http://127.0.0.1:${port}/api/posts/0b6f2c1e-5d7a-4a57-9c1e-2f1e0c9d8a7b/video.mp4?exp=9999999999&sig=x`,
      ])
        await expect(go(url), url).rejects.toMatchObject({
          kind: 'rejected',
          message: /meet our requirements/,
        });
      // A public HTTPS address passes Meta's shape check, but the stand-in is offline: it fetches nothing.
      await expect(go('https://cdn.example.com/video.mp4')).rejects.toMatchObject({
        kind: 'rejected',
        message: /offline/,
      });
      expect(requests).toBe(0);
    } finally {
      await new Promise<void>((ok) => server.close(() => ok()));
    }
  });
});
