import { join } from 'node:path';
import { channelListResponseSchema, connectChannelResponseSchema } from '@adreel/contracts';
import { oauthRedirectUris } from '@adreel/publish';
import { startStandIns } from '@adreel/publish/stand-ins';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  createListeningHarness,
  freePort,
  getAs,
  type Harness,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

// Settings → Channels in demo mode: the TikTok, YouTube and Instagram stand-ins run beside the API
// (their own server, as scripts/serve-stand-ins.ts runs them) and the API connects to them through
// the real OAuth clients, over HTTP.
let h: Harness;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let ann: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  const port = await freePort();
  h = await createListeningHarness({ STAND_INS_PORT: String(port) });
  stand = await startStandIns({
    port,
    dataDir: join(h.dataDir, 'stand-ins'),
    redirectUris: Object.values(oauthRedirectUris(h.deps.env)),
  });
  ann = await signUpAndIn(h);
  bob = await signUpAndIn(h);
});
afterAll(async () => {
  await stand.close();
  await h.close();
});

async function startConnect(user: SignedInUser, platform: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: `/api/channels/${platform}/connect`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  const { authorizeUrl } = connectChannelResponseSchema.parse(res.json());
  const cookie = String(res.headers['set-cookie']).split(';')[0] as string;
  return {
    authorizeUrl: new URL(authorizeUrl),
    cookie,
    state: new URL(authorizeUrl).searchParams.get('state') as string,
  };
}

/** The stand-in's consent page, as the browser would submit it; returns where it sends the browser. */
async function allow(authorizeUrl: URL, decision = 'allow', redirectOverride?: string) {
  const page = await (await fetch(authorizeUrl)).text();
  expect(page).toMatch(/Stand-in for (TikTok|YouTube|Instagram) — nothing is posted for real/);
  const action = (/action="([^"]+)"/.exec(page)?.[1] ?? '').replace(/&amp;/g, '&');
  const form = new URLSearchParams({ decision });
  for (const m of page.matchAll(/<input type="(?:hidden|radio)" name="([^"]+)" value="([^"]*)"/g))
    if (!form.has(m[1] as string)) form.set(m[1] as string, (m[2] as string).replace(/&amp;/g, '&'));
  if (redirectOverride) form.set('redirect_uri', redirectOverride);
  const res = await fetch(action, { method: 'POST', body: form, redirect: 'manual' });
  return new URL(res.headers.get('location') as string);
}

async function callback(platform: string, query: URLSearchParams, cookie?: string) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/channels/oauth/${platform}/callback?${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(303);
  return new URL(res.headers.location as string);
}

async function list(user: SignedInUser) {
  const res = await getAs(h, user, '/api/channels');
  expect(res.statusCode).toBe(200);
  return channelListResponseSchema.parse(res.json());
}

describe('channels', () => {
  it('offers the three platforms as stand-ins in demo mode, with their notes', async () => {
    const { platforms, channels } = await list(ann);
    expect(channels).toEqual([]);
    expect(platforms.map((p) => [p.platform, p.available, p.standIn])).toEqual([
      ['tiktok', true, true],
      ['youtube', true, true],
      ['instagram', true, true],
    ]);
    expect(platforms[0]?.notes.join(' ')).toMatch(/private accounts, visible only to you \(Only me\)/);
    expect(platforms[2]?.notes.join(' ')).toMatch(/public HTTPS/);
  });

  it('connects TikTok, YouTube and Instagram; tokens are sealed at rest; reconnecting updates the same row', async () => {
    for (const platform of ['tiktok', 'youtube', 'instagram']) {
      const { authorizeUrl, cookie } = await startConnect(ann, platform);
      const back = await allow(authorizeUrl);
      expect(back.pathname).toBe(`/api/channels/oauth/${platform}/callback`);
      const settings = await callback(platform, back.searchParams, cookie);
      expect(settings.pathname).toBe('/settings');
      expect(Object.fromEntries(settings.searchParams)).toEqual({ channel: 'connected', platform });
    }
    const { channels } = await list(ann);
    expect(channels.map((c) => [c.platform, c.accountName, c.status])).toEqual([
      ['instagram', 'demo.reels', 'connected'],
      ['tiktok', 'Demo Creator', 'connected'],
      ['youtube', 'Demo Channel', 'connected'],
    ]);
    const row = await h.t.db.channel.findFirstOrThrow({ where: { userId: ann.userId, platform: 'tiktok' } });
    expect(row.accessTokenEnc).not.toMatch(/^act\./);
    const again = await startConnect(ann, 'tiktok');
    await callback('tiktok', (await allow(again.authorizeUrl)).searchParams, again.cookie);
    expect((await list(ann)).channels.filter((c) => c.platform === 'tiktok')).toHaveLength(1);
    expect((await list(bob)).channels).toEqual([]);
  });

  it('refuses a missing, reused, expired, foreign or denied callback with a reason, storing nothing', async () => {
    const reason = (u: URL) => [u.searchParams.get('channel'), u.searchParams.get('reason')];
    expect(reason(await callback('tiktok', new URLSearchParams()))).toEqual(['error', 'missing']);
    expect(reason(await callback('tiktok', new URLSearchParams({ code: 'x', state: 'nope' })))).toEqual([
      'error',
      'unknown_state',
    ]);

    const denied = await startConnect(bob, 'youtube');
    const deniedBack = await allow(denied.authorizeUrl, 'deny');
    expect(reason(await callback('youtube', deniedBack.searchParams, denied.cookie))).toEqual([
      'error',
      'denied',
    ]);

    // Someone else's state: Ann's sign-in completed in Bob's browser (Bob's cookie) is refused.
    const annFlow = await startConnect(ann, 'youtube');
    const bobFlow = await startConnect(bob, 'youtube');
    const annBack = await allow(annFlow.authorizeUrl);
    expect(reason(await callback('youtube', annBack.searchParams, bobFlow.cookie))).toEqual([
      'error',
      'other_session',
    ]);
    expect(reason(await callback('youtube', annBack.searchParams))).toEqual(['error', 'other_session']);

    // Used once, a state never works again.
    const once = await startConnect(bob, 'tiktok');
    const onceBack = await allow(once.authorizeUrl);
    expect(reason(await callback('tiktok', onceBack.searchParams, once.cookie))).toEqual(['connected', null]);
    expect(reason(await callback('tiktok', onceBack.searchParams, once.cookie))).toEqual([
      'error',
      'unknown_state',
    ]);

    const late = await startConnect(bob, 'instagram');
    const lateBack = await allow(late.authorizeUrl);
    await h.t.db.oAuthState.updateMany({
      where: { userId: bob.userId, platform: 'instagram' },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(reason(await callback('instagram', lateBack.searchParams, late.cookie))).toEqual([
      'error',
      'expired',
    ]);

    // A code issued for another (registered) redirect URI is refused by the platform at the exchange.
    const other = await startConnect(bob, 'instagram');
    const youtubeCallback = `${h.deps.env.PUBLIC_URL}/api/channels/oauth/youtube/callback`;
    const otherBack = await allow(other.authorizeUrl, 'allow', youtubeCallback);
    const q = new URLSearchParams({ code: otherBack.searchParams.get('code') as string, state: other.state });
    expect(reason(await callback('instagram', q, other.cookie))).toEqual(['error', 'refused']);

    // A state started for TikTok cannot finish a YouTube connection.
    const cross = await startConnect(bob, 'tiktok');
    const crossBack = await allow(cross.authorizeUrl);
    expect(
      reason(
        await callback(
          'youtube',
          crossBack.searchParams,
          cross.cookie.replace('adreel_oauth_tiktok', 'adreel_oauth_youtube'),
        ),
      ),
    ).toEqual(['error', 'wrong_platform']);

    expect((await list(bob)).channels.map((c) => c.platform)).toEqual(['tiktok']);
  });

  it('the stand-in sends a consent only to our own callbacks, exactly as registered', async () => {
    const { authorizeUrl } = await startConnect(bob, 'tiktok');
    expect(authorizeUrl.origin).toBe(stand.origin);
    const callback = authorizeUrl.searchParams.get('redirect_uri') as string;
    for (const uri of [
      'https://evil.test/cb',
      `${h.deps.env.PUBLIC_URL}/api/channels/oauth/../../../dev/mailbox`,
      `${h.deps.env.PUBLIC_URL}/api/channels/oauth/%2e%2e/%2e%2e/%2e%2e/dev/mailbox`,
      `${h.deps.env.PUBLIC_URL}/api/channels/oauth\\..\\..\\..\\dev\\mailbox`,
      `${callback}?next=/dev/mailbox`,
    ]) {
      authorizeUrl.searchParams.set('redirect_uri', uri);
      const res = await fetch(authorizeUrl);
      expect(res.status, uri).toBe(400);
      expect(await res.text()).toContain('not registered');
      // Nor does a consent form posted straight back with that address redirect anywhere.
      const form = new URLSearchParams({ decision: 'allow', redirect_uri: uri, state: 's' });
      const posted = await fetch(`${stand.base('tiktok')}/_consent`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(posted.status, uri).toBe(400);
      expect(posted.headers.get('location')).toBeNull();
    }
  });

  it('a refused refresh marks the channel reconnect_needed and says why', async () => {
    const row = await h.t.db.channel.findFirstOrThrow({ where: { userId: ann.userId, platform: 'youtube' } });
    const { channelTokens } = h.app.services.channels;
    const { accessToken } = await channelTokens.accessToken(row.id);
    // Revoking at the stand-in (as the user would on Google's side) kills the refresh token too.
    await fetch(`${stand.base('youtube')}/revoke`, {
      method: 'POST',
      body: new URLSearchParams({ token: accessToken }),
    });
    await expect(channelTokens.accessToken(row.id, { force: true })).rejects.toMatchObject({
      kind: 'reconnect_needed',
    });
    const yt = (await list(ann)).channels.find((c) => c.id === row.id);
    expect(yt?.status).toBe('reconnect_needed');
    expect(yt?.lastError).toMatch(/refused/);
    const options = await getAs(h, ann, `/api/channels/${row.id}/post-options`);
    expect(options.statusCode).toBe(409);
  });

  it('a Google project in Testing: the sign-in ends 7 days after consent, and past its end the channel needs reconnecting', async () => {
    const { authorizeUrl, cookie } = await startConnect(bob, 'youtube');
    await callback('youtube', (await allow(authorizeUrl)).searchParams, cookie);
    const yt = (await list(bob)).channels.find((c) => c.platform === 'youtube');
    const ends = new Date(yt?.signInEndsAt ?? 0).getTime();
    expect(ends - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(ends - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(yt?.status).toBe('connected');
    // Past the end (no refresh has failed yet): shown as reconnect-needed, with Google's rule.
    await h.t.db.channel.update({
      where: { id: yt?.id },
      data: { refreshExpiresAt: new Date(Date.now() - 1000) },
    });
    const ended = (await list(bob)).channels.find((c) => c.id === yt?.id);
    expect(ended?.status).toBe('reconnect_needed');
    expect(ended?.lastError).toMatch(/while the Google project is in Testing, sign-ins last 7 days/);
    // Read, not written: the row stays as it was, so reconnecting is all it takes.
    const row = await h.t.db.channel.findFirstOrThrow({ where: { id: yt?.id } });
    expect(row.status).toBe('connected');
  });

  it('reads TikTok post options and disconnects with a revoke (Instagram has none)', async () => {
    const { channels } = await list(ann);
    const tiktok = channels.find((c) => c.platform === 'tiktok');
    const insta = channels.find((c) => c.platform === 'instagram');
    const options = await getAs(h, ann, `/api/channels/${tiktok?.id}/post-options`);
    expect(options.json()).toMatchObject({
      privacyLevels: expect.arrayContaining(['SELF_ONLY']),
      maxDurationS: 600,
    });
    expect(
      (await h.app.inject({ method: 'DELETE', url: `/api/channels/${tiktok?.id}`, headers: bob.auth }))
        .statusCode,
    ).toBe(404);
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/channels/${tiktok?.id}`,
      headers: ann.auth,
    });
    expect(del.json()).toEqual({ disconnected: true, revoked: true });
    const delInsta = await h.app.inject({
      method: 'DELETE',
      url: `/api/channels/${insta?.id}`,
      headers: ann.auth,
    });
    expect(delInsta.json()).toEqual({ disconnected: true, revoked: false });
    expect((await list(ann)).channels.map((c) => c.platform)).toEqual(['youtube']);
  });

  it('with demo mode off and no platform app configured, nothing is offered and no stand-in is served', async () => {
    const off = await createHarness({ DEMO_MODE: '0' });
    try {
      const user = await signUpAndIn(off);
      const res = await getAs(off, user, '/api/channels');
      expect(channelListResponseSchema.parse(res.json()).platforms.every((p) => !p.available)).toBe(true);
      expect(
        (await off.app.inject({ method: 'POST', url: '/api/channels/tiktok/connect', headers: user.auth }))
          .statusCode,
      ).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/stand-ins/tiktok/' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
