import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, fakeMp4, hooks, publishUntilKilled, source, standInsForTest } from './helpers.ts';

const KB = 1024;
let s: Awaited<ReturnType<typeof standInsForTest>>;
beforeAll(async () => {
  s = await standInsForTest();
});
afterAll(() => s.stop());

const input = {
  title: 'My short',
  caption: 'Watch this https://example.com/go/abc',
  mode: 'direct' as const,
  privacy: 'unlisted',
};

describe('YouTube client against the stand-in', () => {
  it('connects (PKCE), finds the channel and uploads in one go', async () => {
    const client = s.client('youtube');
    const t = await connect(client);
    expect(t.refreshToken).toBeTruthy();
    const q = new URL(client.authorizeUrl({ state: 'x', codeVerifier: 'v'.repeat(43) })).searchParams;
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('access_type')).toBe('offline');
    expect(await client.accountInfo(t.accessToken)).toMatchObject({
      accountId: 'UCdemoChannel000000000001',
      name: 'Demo Channel',
    });
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(fakeMp4(100 * KB)),
      session: null,
      hooks: hooks().hooks,
    });
    expect(r.platformUrl).toBe(`${s.base('youtube')}/watch?v=${r.platformPostId}`);
    // The privacy is the one YouTube answered (here as asked, so nothing to note).
    expect(r.privacy).toBe('unlisted');
    expect(r.note).toBeUndefined();
    const post = s.standIns.posts('youtube').find((p) => p.id === r.platformPostId);
    expect(post).toMatchObject({ title: 'My short', privacy: 'unlisted', bytes: 100 * KB });
    expect(await (await fetch(r.platformUrl as string)).text()).toContain('Stand-in for YouTube');
  });

  it('uploads in 256 KiB chunks and follows the 308 Range when the stand-in keeps only part of a chunk', async () => {
    const client = s.client('youtube', 256 * KB);
    const t = await connect(client);
    await s.control('youtube', { action: 'fail', op: 'upload', kind: 'partial' });
    const h = hooks();
    const bytes = fakeMp4(900 * KB);
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes),
      session: null,
      hooks: h.hooks,
    });
    // The first PUT stored 128 KiB (partial), so the next one starts there.
    expect(h.saved.map((x) => x.bytesSent)).toEqual([0, 128 * KB, 384 * KB, 640 * KB, 896 * KB, 900 * KB]);
    expect(s.standIns.posts('youtube').find((p) => p.id === r.platformPostId)?.bytes).toBe(bytes.length);
  });

  it('resumes a killed upload from the session URI (asks with bytes */total) and posts exactly once', async () => {
    const client = s.client('youtube', 256 * KB);
    const t = await connect(client);
    const bytes = fakeMp4(700 * KB);
    const session = await publishUntilKilled(
      client,
      { accessToken: t.accessToken, input, source: source(bytes) },
      (sess) => sess.bytesSent === 256 * KB,
    );
    const before = s.standIns.posts('youtube').length;
    const again = hooks();
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes),
      session,
      hooks: again.hooks,
    });
    expect(again.saved[0]?.bytesSent).toBe(512 * KB);
    // Killed after the last byte: the session answers with the video, nothing is uploaded twice.
    const r2 = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes),
      session,
      hooks: hooks().hooks,
    });
    expect(r2.platformPostId).toBe(r.platformPostId);
    expect(s.standIns.posts('youtube').length).toBe(before + 1);
  });

  it('expired token → token_expired; refresh keeps the refresh token (Google does not rotate it)', async () => {
    const client = s.client('youtube');
    const t = await connect(client);
    await s.control('youtube', { action: 'expire_tokens' });
    await expect(client.accountInfo(t.accessToken)).rejects.toMatchObject({ kind: 'token_expired' });
    const fresh = await client.refresh(t);
    expect(fresh.refreshToken).toBe(t.refreshToken);
    expect((await client.accountInfo(fresh.accessToken)).accountId).toBe('UCdemoChannel000000000001');
    await client.revoke?.(fresh);
    await expect(client.refresh(fresh)).rejects.toMatchObject({ kind: 'reconnect_needed' });
  });

  it('quota, rate limit and a rejected file surface as their kinds', async () => {
    const client = s.client('youtube');
    const t = await connect(client);
    const go = (bytes: Buffer) =>
      client.publish({
        accessToken: t.accessToken,
        input,
        source: source(bytes),
        session: null,
        hooks: hooks().hooks,
      });
    await s.control('youtube', { action: 'fail', op: 'init', kind: 'quota' });
    await expect(go(fakeMp4(1000))).rejects.toMatchObject({
      kind: 'quota',
      details: { code: 'quotaExceeded' },
    });
    await s.control('youtube', { action: 'fail', op: 'init', kind: 'rate_limit' });
    await expect(go(fakeMp4(1000))).rejects.toMatchObject({
      kind: 'rate_limited',
      details: { retryAfterS: 30 },
    });
    await expect(go(Buffer.alloc(1000, 1))).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('always sends selfDeclaredMadeForKids (the stand-in refuses metadata without it)', async () => {
    const client = s.client('youtube');
    const t = await connect(client);
    const res = await fetch(
      `${s.base('youtube')}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${t.accessToken}`,
          'content-type': 'application/json',
          'x-upload-content-length': '10',
        },
        body: JSON.stringify({ snippet: { title: 'x' }, status: { privacyStatus: 'private' } }),
      },
    );
    expect(res.status).toBe(400);
    const r = await client.publish({
      accessToken: t.accessToken,
      input: { ...input, madeForKids: true },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: hooks().hooks,
    });
    expect(r.platformPostId).toBeTruthy();
  });
});
