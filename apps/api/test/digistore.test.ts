import { findConnection } from '@adreel/db/marketplace-accounts';
import { demoOffers } from '@adreel/demo-shop/demo-catalog';
import { digistoreAccountKey, importOffers } from '@adreel/digistore';
import { decryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashState } from '../src/modules/digistore/service.ts';
import { createListeningHarness, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
let base: string;
beforeAll(async () => {
  // The real client talks to the sandbox over HTTP on our own origin, exactly as to Digistore24.
  h = await createListeningHarness();
  base = h.deps.env.PUBLIC_URL;
  await importOffers(h.t.db, demoOffers());
});
afterAll(async () => {
  await h.close();
});

const signedIn = () => signUpAndIn(h);

function get(url: string, headers: Record<string, string>) {
  return h.app.inject({ method: 'GET', url, headers });
}

/** auth-url → the state and token the browser would carry back. */
async function startConnect(auth: Record<string, string>) {
  const res = await get('/api/digistore/auth-url', auth);
  expect(res.statusCode).toBe(200);
  const { authUrl, request_url } = res.json();
  expect(authUrl).toBe(request_url);
  expect(authUrl.startsWith(`${base}/api/sandbox/digistore/approve/`)).toBe(true);
  return authUrl as string;
}

/** The user's browser on the sandbox approval page: GET the page, submit the form. */
async function approve(authUrl: string, decision: 'approve' | 'cancel', userName = 'aff_dee42') {
  const page = await fetch(authUrl);
  expect(page.status).toBe(200);
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("style-src 'unsafe-inline'");
  expect(csp).not.toContain('script-src');
  const html = await page.text();
  expect(html).toContain('Digistore24 Sandbox — Connect AdReel?');
  const res = await fetch(authUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision, user_name: userName }).toString(),
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

describe('connecting through the sandbox', () => {
  it('auth-url → approve → callback → connected; the key is stored encrypted', async () => {
    const { auth, userId } = await signedIn();
    expect((await get('/api/digistore/status', auth)).json()).toEqual({
      connected: false,
      digistore_user_name: null,
    });
    const back = await approve(await startConnect(auth), 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${base}/digistore/callback`);
    const state = back.searchParams.get('state') ?? '';
    const token = back.searchParams.get('token') ?? '';
    expect(state).not.toBe('');
    // Only the state's hash is stored.
    expect(await h.t.db.digistoreConnectState.count({ where: { stateHash: state } })).toBe(0);
    expect(await h.t.db.digistoreConnectState.count({ where: { stateHash: hashState(state) } })).toBe(1);

    const cb = await get(
      `/api/digistore/callback?state=${encodeURIComponent(state)}&token=${encodeURIComponent(token)}`,
      auth,
    );
    expect(cb.statusCode).toBe(200);
    expect(cb.json()).toEqual({ success: true, digistore_user_name: 'aff_dee42' });
    expect((await get('/api/digistore/status', auth)).json()).toEqual({
      connected: true,
      digistore_user_name: 'aff_dee42',
    });

    const account = await findConnection(h.t.db, digistoreAccountKey(userId));
    const sandboxRow = await h.t.db.sandboxApiKeyRequest.findUniqueOrThrow({ where: { token } });
    const apiKey = sandboxRow.apiKey ?? '';
    expect(apiKey).toMatch(/^sbx_/);
    expect(account).toMatchObject({
      marketplace: 'digistore24',
      state: 'connected',
      affiliateId: 'aff_dee42',
    });
    expect(account?.credentialsEnc).toBeTruthy();
    expect(account?.credentialsEnc).not.toContain(apiKey);
    expect(account?.credentialsEnc).not.toContain(apiKey.slice(4, 20));
    expect(decryptSecret(account?.credentialsEnc ?? '', parseEncryptionKey(h.deps.env.ENCRYPTION_KEY))).toBe(
      apiKey,
    );
    expect(account?.connectedAt).toBeInstanceOf(Date);

    // Reusing the same state connects nothing more.
    const again = await get(
      `/api/digistore/callback?state=${encodeURIComponent(state)}&token=${encodeURIComponent(token)}`,
      auth,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/already used/);
  });

  it('refuses a forged state, another user’s state, an expired state and a wrong token', async () => {
    const { auth, userId } = await signedIn();
    const forged = await get('/api/digistore/callback?state=made-up-state&token=tok', auth);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/not valid/);

    // Another user's state is as good as forged.
    const other = await signedIn();
    const back = await approve(await startConnect(other.auth), 'approve', 'someoneelse');
    const state = back.searchParams.get('state') ?? '';
    const token = back.searchParams.get('token') ?? '';
    const stolen = await get(
      `/api/digistore/callback?state=${encodeURIComponent(state)}&token=${encodeURIComponent(token)}`,
      auth,
    );
    expect(stolen.statusCode).toBe(400);

    // Expired: approved in time on the marketplace, but the link is older than 15 minutes.
    const back2 = await approve(await startConnect(auth), 'approve');
    const state2 = back2.searchParams.get('state') ?? '';
    await h.t.db.digistoreConnectState.update({
      where: { stateHash: hashState(state2) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await get(
      `/api/digistore/callback?state=${encodeURIComponent(state2)}&token=${encodeURIComponent(back2.searchParams.get('token') ?? '')}`,
      auth,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);

    // A token that is not the one issued for this state.
    const back3 = await approve(await startConnect(auth), 'approve');
    const wrong = await get(
      `/api/digistore/callback?state=${encodeURIComponent(back3.searchParams.get('state') ?? '')}&token=${encodeURIComponent(token)}`,
      auth,
    );
    expect(wrong.statusCode).toBe(400);

    const missing = await get('/api/digistore/callback?token=abc', auth);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Missing state parameter. Please try again.');

    expect(await findConnection(h.t.db, digistoreAccountKey(userId))).toBeNull();
    expect((await get('/api/digistore/status', auth)).json().connected).toBe(false);
  });

  it('a cancelled request returns to the callback with error=cancelled and connects nothing', async () => {
    const { auth } = await signedIn();
    const back = await approve(await startConnect(auth), 'cancel');
    expect(back.pathname).toBe('/digistore/callback');
    expect(back.searchParams.get('error')).toBe('cancelled');
    expect(back.searchParams.get('state')).toBeTruthy();
    expect((await get('/api/digistore/status', auth)).json().connected).toBe(false);
  });

  it('answers a refused decision with the approval page again, under its own policy and status', async () => {
    const { auth } = await signedIn();
    const authUrl = await startConnect(auth);
    const decide = (body: Record<string, string>, url = authUrl) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(body).toString(),
        redirect: 'manual',
      });
    const bad = await decide({ decision: 'approve', user_name: '<script>' });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('text/html');
    expect(bad.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect(await bad.text()).toContain('The affiliate ID may use letters');
    expect((await decide({ decision: 'approve', user_name: 'aff_dee42' })).status).toBe(302);
    const again = await decide({ decision: 'approve', user_name: 'aff_dee42' });
    expect(again.status).toBe(409);
    expect(again.headers.get('cache-control')).toBe('no-store');
    const unknown = await decide(
      { decision: 'approve' },
      authUrl.replace(/approve\/[^/?]+/, 'approve/no-such-token'),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/digistore/status', '/api/digistore/auth-url', '/api/digistore/offers']) {
      expect((await get(url, {})).statusCode).toBe(401);
    }
    expect((await h.app.inject({ method: 'POST', url: '/api/digistore/disconnect' })).statusCode).toBe(401);
  });
});

describe('offers and disconnect', () => {
  async function connected() {
    const session = await signedIn();
    const back = await approve(await startConnect(session.auth), 'approve', 'offeruser');
    const cb = await get(
      `/api/digistore/callback?state=${encodeURIComponent(back.searchParams.get('state') ?? '')}&token=${encodeURIComponent(back.searchParams.get('token') ?? '')}`,
      session.auth,
    );
    expect(cb.json().success).toBe(true);
    return { ...session, token: back.searchParams.get('token') ?? '' };
  }

  it('pages the catalog and keeps placeholders in the links', async () => {
    const { auth } = await connected();
    const total = demoOffers().length;
    const first = (await get('/api/digistore/offers?page=1&itemsPerPage=30', auth)).json();
    expect(first.success).toBe(true);
    expect(first.data).toHaveLength(30);
    expect(first.pagination).toEqual({
      currentPage: 1,
      itemsPerPage: 30,
      totalItems: total,
      totalPages: Math.ceil(total / 30),
    });
    const last = (
      await get(`/api/digistore/offers?page=${first.pagination.totalPages}&itemsPerPage=30`, auth)
    ).json();
    expect(last.data).toHaveLength(total - 30 * (first.pagination.totalPages - 1));
    const ids = new Set([...first.data, ...last.data].map((o: { id: string }) => o.id));
    expect(ids.size).toBe(first.data.length + last.data.length);
    expect(
      first.data.some((o: { affiliateLink: string | null }) => o.affiliateLink?.includes('AFFILIATE')),
    ).toBe(true);
    expect(first.data[0].imageUrl).toMatch(/^\/offer-images\/\d+\.jpg$/);
  });

  it('searches, filters and sorts the whole catalog before paging, and lists the filters’ choices', async () => {
    const { auth } = await connected();
    const catalog = demoOffers();
    const read = async (query: string) => {
      const res = await get(`/api/digistore/offers?${query}`, auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        data: {
          name: string;
          commission: string | null;
          netEarnings: number | null;
          price: number | null;
          category: string;
          language: string | null;
        }[];
        pagination: { totalItems: number };
        facets: { categories: string[]; languages: string[] };
      };
    };
    // Page 1 by commission holds the catalog's best commission (not just page 1's best).
    const best = Math.max(...catalog.map((o) => Number.parseFloat(o.commission ?? '0')));
    const byCommission = await read('sort=commission&itemsPerPage=5');
    expect(byCommission.data.map((o) => Number.parseFloat(o.commission ?? '0'))).toEqual(Array(5).fill(best));
    const lastPage = await read('sort=commission&itemsPerPage=10&page=9');
    expect(lastPage.data.at(-1)?.commission).toBeNull();
    const byEarnings = await read('sort=earnings&itemsPerPage=3');
    const topEarnings = catalog
      .map((o) => o.netEarnings ?? -1)
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect(byEarnings.data.map((o) => o.netEarnings)).toEqual(topEarnings);

    // Search reads the name and the description's text, not its markup.
    const sleep = await read('q=sleep');
    expect(sleep.data.map((o) => o.name)).toContain('Sleep Deep Method');
    expect(sleep.pagination.totalItems).toBeLessThan(catalog.length);
    expect((await read('q=%3Cli%3E')).pagination.totalItems).toBe(0);

    const health = await read('category=health%20%26%20fitness&minPrice=20&maxPrice=100&language=en');
    expect(health.data.length).toBeGreaterThan(0);
    for (const o of health.data) {
      expect(o).toMatchObject({ category: 'Health & Fitness', language: 'en' });
      expect(o.price).toBeGreaterThanOrEqual(20);
      expect(o.price).toBeLessThanOrEqual(100);
    }
    expect(health.facets.categories).toHaveLength(new Set(catalog.map((o) => o.category)).size);
    expect(health.facets.languages).toContain('en');
    expect((await read('q=no-such-offer-anywhere')).data).toEqual([]);
  });

  it.each([
    ['page=0', /page/],
    ['page=-1', /page/],
    ['page=abc', /page/],
    ['page=1.5', /page/],
    ['itemsPerPage=0', /itemsPerPage/],
    ['itemsPerPage=101', /itemsPerPage/],
    ['itemsPerPage=100000', /itemsPerPage/],
    ['sort=price', /sort must be one of/],
    ['language=xx', /language must be one of/],
    ['minPrice=50&maxPrice=10', /minPrice must not be above maxPrice/],
  ])('refuses %s with 400', async (query, reason) => {
    const { auth } = await signedIn();
    const res = await get(`/api/digistore/offers?${query}`, auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(reason);
  });

  it('answers success false with a message while not connected', async () => {
    const { auth } = await signedIn();
    const res = await get('/api/digistore/offers?page=1&itemsPerPage=30', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Connect your marketplace account to see offers.',
      data: [],
    });
  });

  it('disconnect unregisters the key and forgets it', async () => {
    const { auth, userId, token } = await connected();
    const res = await h.app.inject({ method: 'POST', url: '/api/digistore/disconnect', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get('/api/digistore/status', auth)).json()).toEqual({
      connected: false,
      digistore_user_name: null,
    });
    expect(await findConnection(h.t.db, digistoreAccountKey(userId))).toMatchObject({
      state: 'disconnected',
      credentialsEnc: null,
      affiliateId: null,
    });
    // The sandbox was told: the key is revoked there too.
    expect((await h.t.db.sandboxApiKeyRequest.findUniqueOrThrow({ where: { token } })).status).toBe(
      'revoked',
    );
    expect((await get('/api/digistore/offers', auth)).json().success).toBe(false);
  });
});

describe('money routes need the account itself', () => {
  it('refuse a personal API key with 403 on the postback, IPN and connection routes; a session may', async () => {
    const session = await signedIn();
    const made = await h.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: session.auth,
      payload: { name: 'Zapier' },
    });
    expect(made.statusCode).toBe(201);
    const key = { authorization: `Bearer ${made.json().secret}` };
    const before = (await get('/api/digistore/postback', session.auth)).json();
    // A real approval, so the key's callback is refused for being a key, not for a bad state.
    const back = await approve(await startConnect(session.auth), 'approve', 'keyholder');
    const callback = `/api/digistore/callback?state=${encodeURIComponent(back.searchParams.get('state') ?? '')}&token=${encodeURIComponent(back.searchParams.get('token') ?? '')}`;
    const calls = [
      { method: 'GET' as const, url: '/api/digistore/postback' },
      { method: 'POST' as const, url: '/api/digistore/postback/token' },
      { method: 'POST' as const, url: '/api/digistore/postback/test' },
      { method: 'GET' as const, url: '/api/digistore/ipn' },
      { method: 'PUT' as const, url: '/api/digistore/ipn', payload: { passphrase: 'correct horse battery' } },
      { method: 'GET' as const, url: callback },
      { method: 'GET' as const, url: '/api/digistore/auth-url' },
      { method: 'POST' as const, url: '/api/digistore/disconnect' },
    ];
    for (const call of calls) {
      const res = await h.app.inject({ ...call, headers: key });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message).toBe('API keys cannot do this: sign in to AdReel and do it from Settings.');
    }
    const simulated = await h.app.inject({
      method: 'POST',
      url: '/api/sandbox/digistore/simulate-sale',
      headers: key,
      payload: { link: 'v_AbCdEfGh12' },
    });
    expect(simulated.statusCode).toBe(403);
    // Nothing changed: same token, no passphrase, not connected, no test postback received.
    expect((await get('/api/digistore/postback', session.auth)).json()).toEqual(before);
    expect((await get('/api/digistore/ipn', session.auth)).json().hasPassphrase).toBe(false);
    expect((await get('/api/digistore/status', key)).json()).toEqual({
      connected: false,
      digistore_user_name: null,
    });

    // The signed-in session does each of them.
    const answers = [];
    for (const call of calls) {
      const res = await h.app.inject({ ...call, headers: session.auth });
      answers.push([`${call.method} ${call.url.split('?')[0]}`, res.statusCode]);
    }
    expect(answers).toEqual(calls.map((c) => [`${c.method} ${c.url.split('?')[0]}`, 200]));
    const after = (await get('/api/digistore/postback', session.auth)).json();
    expect(after.postbackUrl).not.toBe(before.postbackUrl);
    expect((await get('/api/digistore/ipn', session.auth)).json().hasPassphrase).toBe(true);
  });
});

describe('public files', () => {
  it('serves the demo catalog images at /offer-images/', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/offer-images/1.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
