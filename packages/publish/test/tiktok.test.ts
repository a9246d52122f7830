import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPlatformError, PlatformError } from '../src/index.ts';
import { CONTROL_SECRET_HEADER } from '../src/stand-ins/index.ts';
import {
  connect,
  consent,
  fakeMp4,
  hooks,
  publishUntilKilled,
  REDIRECT,
  source,
  standInsForTest,
} from './helpers.ts';

const MB = 1024 * 1024;
let s: Awaited<ReturnType<typeof standInsForTest>>;
beforeAll(async () => {
  s = await standInsForTest({ initsPerMinute: 100 });
});
afterAll(() => s.stop());

const input = { caption: 'Try this #deal', privacy: 'SELF_ONLY', mode: 'direct' as const };

describe('TikTok client against the stand-in', () => {
  it('connects through the consent page (PKCE), reads the account and the creator info', async () => {
    const client = s.client('tiktok');
    const { html, location } = await consent(client, 'allow', 'abc');
    expect(html).toContain('Stand-in for TikTok — nothing is posted for real');
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('abc');
    // TikTok's Login Kit takes the SHA-256 challenge hex-encoded (Google: RFC 7636 base64url).
    const challenge = new URL(client.authorizeUrl({ state: 'x', codeVerifier: 'v'.repeat(43) })).searchParams;
    expect(challenge.get('code_challenge')).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.get('code_challenge_method')).toBe('S256');
    const tokens = await connect(client);
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(tokens.scopes).toContain('video.publish');
    const me = await client.accountInfo(tokens.accessToken);
    expect(me).toEqual({ accountId: 'tt-open-demo-1', name: 'Demo Creator', avatarUrl: null });
    const opts = await client.postOptions(tokens.accessToken);
    expect(opts.privacyLevels).toContain('SELF_ONLY');
    expect(opts.notes.join(' ')).toMatch(/Only me/);
  });

  it('Deny comes back as error=access_denied; a code for another redirect URI or verifier is refused', async () => {
    const client = s.client('tiktok');
    const denied = await consent(client, 'deny');
    expect(denied.location.searchParams.get('error')).toBe('access_denied');
    const { code, verifier } = await consent(client);
    await expect(
      client.exchangeCode({ code: code as string, codeVerifier: 'x'.repeat(43) }),
    ).rejects.toMatchObject({
      kind: 'reconnect_needed',
    });
    // The same code with the right verifier but sent for another redirect URI is refused too.
    const res = await fetch(`${s.base('tiktok')}/v2/oauth/token/`, {
      method: 'POST',
      body: new URLSearchParams({
        client_key: 'adreel-stand-in',
        client_secret: 'stand-in-secret',
        code: code as string,
        grant_type: 'authorization_code',
        redirect_uri: 'http://evil.test/cb',
        code_verifier: verifier as string,
      }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
    // Used once, a code never works again.
    await client.exchangeCode({ code: code as string, codeVerifier: verifier });
    await expect(client.exchangeCode({ code: code as string, codeVerifier: verifier })).rejects.toMatchObject(
      { kind: 'reconnect_needed' },
    );
  });

  it('posts a small file in one piece and reports the post URL; the stand-in records it once', async () => {
    const client = s.client('tiktok');
    const t = await connect(client);
    const before = s.standIns.posts('tiktok').length;
    const h = hooks();
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(fakeMp4(300_000)),
      session: null,
      hooks: h.hooks,
    });
    expect(r.platformUrl).toMatch(/\/tiktok\/@demo_creator\/video\/\d+$/);
    expect(s.standIns.posts('tiktok').length).toBe(before + 1);
    expect(h.saved[0]).toMatchObject({ totalChunks: 1, nextChunk: 0 });
    // The post's page shows in the browser that connected the account only.
    const page = await (await fetch(r.platformUrl as string, { headers: { cookie: t.cookie } })).text();
    expect(page).toContain('Try this #deal');
    const anonymous = await fetch(r.platformUrl as string);
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('Try this #deal');
  });

  it('uploads a big file in 5 MB chunks (the last takes the remainder) and resumes from the chunk index after a crash', async () => {
    const client = s.client('tiktok', 5 * MB);
    const t = await connect(client);
    const bytes = fakeMp4(16 * MB + 123);
    const session = await publishUntilKilled(
      client,
      { accessToken: t.accessToken, input, source: source(bytes) },
      (sess) => sess.nextChunk === 1,
    );
    expect(session).toMatchObject({ chunkSize: 5 * MB, totalChunks: 3, nextChunk: 1 });
    const before = s.standIns.posts('tiktok').length;
    const r = await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes),
      session,
      hooks: hooks().hooks,
    });
    expect(r.platformPostId).toMatch(/^\d+$/);
    const posts = s.standIns.posts('tiktok');
    expect(posts.length).toBe(before + 1);
    expect(posts[0]?.bytes).toBe(bytes.length);
    // Resuming a finished session again (killed after the last chunk) records nothing new.
    await client.publish({
      accessToken: t.accessToken,
      input,
      source: source(bytes),
      session: { ...session, nextChunk: 2 },
      hooks: hooks().hooks,
    });
    expect(s.standIns.posts('tiktok').length).toBe(before + 1);
  });

  it('sends to the inbox with video.upload', async () => {
    const client = s.client('tiktok');
    const t = await connect(client);
    const r = await client.publish({
      accessToken: t.accessToken,
      input: { ...input, mode: 'inbox' },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: hooks().hooks,
    });
    expect(r.inInbox).toBe(true);
  });

  it('an expired token fails as token_expired; refresh rotates the refresh token; the old one is refused', async () => {
    const client = s.client('tiktok');
    const t = await connect(client);
    await s.control('tiktok', { action: 'expire_tokens' });
    const err = await client.postOptions(t.accessToken).catch((e) => e);
    expect(isPlatformError(err, 'token_expired')).toBe(true);
    const fresh = await client.refresh(t);
    expect(fresh.refreshToken).not.toBe(t.refreshToken);
    expect((await client.accountInfo(fresh.accessToken)).accountId).toBe('tt-open-demo-1');
    await expect(client.refresh(t)).rejects.toMatchObject({ kind: 'reconnect_needed' });
  });

  it('rate limit, unaudited privacy and a rejected video each surface as their kind', async () => {
    const client = s.client('tiktok');
    const t = await connect(client);
    await s.control('tiktok', { action: 'fail', op: 'init', kind: 'rate_limit' });
    const limited = await client
      .publish({
        accessToken: t.accessToken,
        input,
        source: source(fakeMp4(1000)),
        session: null,
        hooks: hooks().hooks,
      })
      .catch((e) => e);
    expect(limited).toBeInstanceOf(PlatformError);
    expect(limited).toMatchObject({ kind: 'rate_limited', details: { code: 'rate_limit_exceeded' } });
    const pub = await client
      .publish({
        accessToken: t.accessToken,
        input: { ...input, privacy: 'PUBLIC_TO_EVERYONE' },
        source: source(fakeMp4(1000)),
        session: null,
        hooks: hooks().hooks,
      })
      .catch((e) => e);
    // Refused before video/init (the stand-in's own refusal: tiktok-audit.test.ts).
    expect(pub).toMatchObject({ kind: 'rejected', details: { code: 'unaudited_privacy' } });
    const bad = await client
      .publish({
        accessToken: t.accessToken,
        input,
        source: source(Buffer.alloc(2000, 1)),
        session: null,
        hooks: hooks().hooks,
      })
      .catch((e) => e);
    expect(bad).toMatchObject({ kind: 'rejected' });
    expect(bad.message).toContain('file_format_check_failed');
  });

  it('revoke makes the token useless', async () => {
    const client = s.client('tiktok');
    const t = await connect(client);
    await client.revoke?.(t);
    await expect(client.accountInfo(t.accessToken)).rejects.toMatchObject({ kind: 'token_expired' });
    await expect(client.refresh(t)).rejects.toMatchObject({ kind: 'reconnect_needed' });
  });
});

describe('TikTok stand-in pages and limits', () => {
  it('lists posts only to the browser whose consent issued their token, and _control only to the secret', async () => {
    const client = s.client('tiktok');
    const mine = await connect(client);
    const caption = `Only me ${Date.now()} #private`;
    await client.publish({
      accessToken: mine.accessToken,
      input: { ...input, caption },
      source: source(fakeMp4(1000)),
      session: null,
      hooks: hooks().hooks,
    });
    const pageAs = async (cookie?: string) =>
      (await fetch(`${s.base('tiktok')}/`, { headers: cookie ? { cookie } : {} })).text();
    const html = await pageAs(mine.cookie);
    expect(html).toContain('Stand-in for TikTok — nothing is posted for real');
    expect(html).toContain('data-account="tt-open-demo-1"');
    expect(html).toContain(caption);
    // Nobody else sees it: no cookie, a forged one, or another browser that allowed the same account.
    const other = await connect(client);
    for (const cookie of [undefined, 'adreel_stand_in=e30.x', other.cookie])
      expect(await pageAs(cookie)).not.toContain(caption);
    expect(await pageAs(other.cookie)).toContain('data-account="tt-open-demo-1"');

    const posts = (secret?: string) =>
      fetch(`${s.base('tiktok')}/_control/posts`, {
        headers: secret ? { [CONTROL_SECRET_HEADER]: secret } : {},
      });
    expect((await posts()).status).toBe(401);
    expect((await posts('x'.repeat(32))).status).toBe(401);
    const planned = await fetch(`${s.base('tiktok')}/_control`, {
      method: 'POST',
      body: JSON.stringify({ action: 'expire_tokens' }),
    });
    expect(planned.status).toBe(401);
    const all = (await (await posts(s.controlSecret)).json()) as { posts: { caption: string }[] };
    expect(all.posts.map((p) => p.caption)).toContain(caption);
  });

  it('answers rate_limit_exceeded past the per-minute video/init limit', async () => {
    const strict = await standInsForTest({ initsPerMinute: 1 });
    try {
      const client = strict.client('tiktok');
      const t = await connect(client);
      const go = () =>
        client.publish({
          accessToken: t.accessToken,
          input,
          source: source(fakeMp4(1000)),
          session: null,
          hooks: hooks().hooks,
        });
      await go();
      await expect(go()).rejects.toMatchObject({
        kind: 'rate_limited',
        details: { code: 'rate_limit_exceeded' },
      });
    } finally {
      await strict.stop();
    }
  });
});

describe('a stand-in restarted over its folder', () => {
  it('finds its tokens, upload sessions and posts again (loaded once at start)', async () => {
    const first = await standInsForTest({ initsPerMinute: 100 });
    const t = await connect(first.client('tiktok'));
    const session = await publishUntilKilled(
      first.client('tiktok'),
      { accessToken: t.accessToken, input, source: source(fakeMp4(1000)) },
      (sess) => sess.phase === 'processing',
    );
    await first.close();
    const again = await standInsForTest({ initsPerMinute: 100, dataDir: first.dataDir });
    try {
      const second = again.client('tiktok');
      expect((await second.accountInfo(t.accessToken)).accountId).toBe('tt-open-demo-1');
      const r = await second.publish({
        accessToken: t.accessToken,
        input,
        source: source(fakeMp4(1000)),
        session,
        hooks: hooks().hooks,
      });
      expect(r.platformPostId).toMatch(/^\d+$/);
      await again.close();
      const third = await standInsForTest({ dataDir: first.dataDir });
      expect(third.standIns.posts('tiktok').map((p) => p.id)).toEqual([r.platformPostId]);
      await third.stop();
    } finally {
      await again.close();
    }
  });
});
