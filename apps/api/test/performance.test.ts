import { createServer } from 'node:net';
import { performanceResponseSchema, trackedLinkSchema } from '@adreel/contracts';
import { createRedis } from '@adreel/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipnSignature } from '../src/modules/digistore/ipn-signature.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

/** A port nobody listens on, so PUBLIC_URL can name the address the app is about to listen on. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const today = () => new Date().toISOString().slice(0, 10);
const PASSPHRASE = 'correct horse battery';

let h: Harness;
beforeAll(async () => {
  const port = await freePort();
  // The sandbox posts its IPNs over HTTP to PUBLIC_URL, exactly as Digistore24 would.
  h = await createHarness({ PUBLIC_URL: `http://127.0.0.1:${port}` });
  await h.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await h.close();
});

async function promolink(user: SignedInUser, targetUrl = 'https://www.digistore24.com/redir/4242/ann/') {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: user.auth,
    payload: { kind: 'promolink', sourceId: '00000000-0000-4000-8000-000000000001', targetUrl },
  });
  expect(res.statusCode).toBe(200);
  return trackedLinkSchema.parse(res.json());
}

function click(code: string, headers: Record<string, string>, remoteAddress = '203.0.113.9') {
  return h.app.inject({ method: 'GET', url: `/go/${code}`, headers, remoteAddress });
}

async function report(user: SignedInUser, query = `from=${today()}&to=${today()}`) {
  await h.app.services.links.clicks.flush();
  const res = await h.app.inject({ method: 'GET', url: `/api/performance?${query}`, headers: user.auth });
  expect(res.statusCode).toBe(200);
  return performanceResponseSchema.parse(res.json());
}

async function withPassphrase(user: SignedInUser) {
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/digistore/ipn',
    headers: user.auth,
    payload: { passphrase: PASSPHRASE },
  });
  expect(res.statusCode).toBe(200);
  const { ipnUrl } = res.json() as { ipnUrl: string };
  return new URL(ipnUrl).pathname;
}

function postIpn(path: string, form: Record<string, string>) {
  return h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

const signed = (form: Record<string, string>, passphrase = PASSPHRASE) => ({
  ...form,
  sha_sign: ipnSignature(passphrase, form),
});

describe('tracked links', () => {
  it('gives the same short link for the same place and target, and redirects with the campaign key', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user);
    expect(link.url).toBe(`${h.deps.env.PUBLIC_URL}/go/${link.code}`);
    expect(link.code).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(link.campaignKey).toBe(`p_${link.code}`);
    expect((await promolink(user)).code).toBe(link.code);

    const res = await click(link.code, { 'user-agent': CHROME });
    expect(res.statusCode).toBe(302);
    // A human click on a Digistore24 promolink carries its click id for the S2S postback.
    expect(res.headers.location).toMatch(
      new RegExp(
        `^https://www\\.digistore24\\.com/redir/4242/ann/${link.campaignKey}\\?cid=[A-Za-z0-9_-]{22}$`,
      ),
    );
    expect(res.headers['cache-control']).toBe('no-store');
    // A bodiless redirect carries no page policy, but never leaks the visitor's page to the vendor.
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('answers 404 for unknown codes and 400 for bad link requests', async () => {
    const user = await signUpAndIn(h);
    expect((await click('Zz9Zz9Zz9Z', { 'user-agent': CHROME })).statusCode).toBe(404);
    expect((await click('bad*code', { 'user-agent': CHROME })).statusCode).toBe(404);
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: user.auth,
      payload: { kind: 'promolink', sourceId: 'x', targetUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/valid URL/);
    const anonymous = await h.app.inject({
      method: 'POST',
      url: '/api/links',
      payload: { kind: 'promolink', sourceId: 'x', targetUrl: 'https://a.test/' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('click counting', () => {
  it('counts people once per day, flags bots and prefetches without counting them, stores no address', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user, 'https://vendor.test/offer#aff=ann');
    await click(
      link.code,
      { 'user-agent': CHROME, referer: 'https://www.facebook.com/post/1' },
      '198.51.100.7',
    );
    await click(link.code, { 'user-agent': CHROME }, '198.51.100.7');
    await click(link.code, { 'user-agent': IPHONE }, '198.51.100.8');
    await click(link.code, { 'user-agent': 'facebookexternalhit/1.1' }, '198.51.100.9');
    await click(link.code, { 'user-agent': 'curl/8.4.0' });
    await click(link.code, { 'user-agent': CHROME, 'sec-purpose': 'prefetch' }, '198.51.100.10');

    const r = await report(user);
    expect(r.totals).toMatchObject({ clicks: 3, uniqueClicks: 2, botClicks: 3 });
    expect(r.rows).toEqual([
      expect.objectContaining({ kind: 'promolink', clicks: 3, uniqueClicks: 2, sales: 0, earnings: 0 }),
    ]);
    expect(r.days).toEqual([{ day: today(), clicks: 3, uniqueClicks: 2, sales: 0, earnings: 0 }]);

    const rows = await h.t.db.click.findMany({
      where: { link: { code: link.code } },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((c) => c.bot)).toEqual([false, false, false, true, true, true]);
    expect(rows.map((c) => c.device).slice(0, 3)).toEqual(['desktop', 'desktop', 'mobile']);
    expect(rows[0]?.referrerDomain).toBe('facebook.com');
    expect(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? String(v) : v))).not.toContain(
      '198.51.100',
    );
    expect(await h.t.db.clickSalt.count()).toBe(1);
  });

  it('keeps counting clicks with Redis gone: the redirect answers and the click reaches Postgres', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user, 'https://vendor.test/no-redis');
    // A second app over the same database whose Redis is unreachable.
    const deadRedis = createRedis('redis://127.0.0.1:1');
    deadRedis.on('error', () => undefined);
    const { buildApp } = await import('../src/app.ts');
    const { createDeps } = await import('../src/deps.ts');
    const app = await buildApp(
      createDeps(h.deps.env, { db: h.t.db, redis: deadRedis, producer: h.producer }),
    );
    try {
      const res = await app.inject({
        method: 'GET',
        url: `/go/${link.code}`,
        headers: { 'user-agent': CHROME },
      });
      expect(res.statusCode).toBe(302);
      await app.services.links.clicks.flush();
    } finally {
      await app.close();
      deadRedis.disconnect();
    }
    expect(
      await h.t.db.click.count({
        where: { linkId: (await h.t.db.trackedLink.findUniqueOrThrow({ where: { code: link.code } })).id },
      }),
    ).toBe(1);
  });
});

describe('Digistore24 IPN', () => {
  it('shows the IPN address and refuses unsigned, wrongly signed and unknown posts', async () => {
    const user = await signUpAndIn(h);
    const settings = await h.app.inject({ method: 'GET', url: '/api/digistore/ipn', headers: user.auth });
    expect(settings.json()).toMatchObject({ hasPassphrase: false });
    expect(settings.json().ipnUrl).toMatch(
      new RegExp(`^${h.deps.env.PUBLIC_URL}/digistore/ipn/[A-Za-z0-9_-]{24}$`),
    );
    const short = await h.app.inject({
      method: 'PUT',
      url: '/api/digistore/ipn',
      headers: user.auth,
      payload: { passphrase: 'short' },
    });
    expect(short.statusCode).toBe(400);

    const path = await withPassphrase(user);
    const row = await h.t.db.ipnSetting.findUniqueOrThrow({ where: { userId: user.userId } });
    expect(row.passphraseEnc).not.toContain(PASSPHRASE);

    const form = { event: 'on_payment', order_id: 'ORD1', amount_affiliate: '10.00', currency: 'EUR' };
    expect((await postIpn(path, form)).statusCode).toBe(403);
    expect((await postIpn(path, signed(form, 'another passphrase'))).statusCode).toBe(403);
    expect((await postIpn(path, { ...signed(form), amount_affiliate: '1000.00' })).statusCode).toBe(403);
    expect((await postIpn('/digistore/ipn/unknownkeyunknownkey', signed(form))).statusCode).toBe(404);
    expect(await h.t.db.sale.count({ where: { userId: user.userId } })).toBe(0);

    const test = await postIpn(path, signed({ event: 'connection_test' }));
    expect(test.statusCode).toBe(200);
    expect(test.body).toBe('OK');
  });

  it('stores a signed sale once, attributes it by campaign key, and a refund takes the earnings back', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user, 'https://www.digistore24.com/redir/777/bob/');
    await click(link.code, { 'user-agent': CHROME }, '192.0.2.1');
    await click(link.code, { 'user-agent': CHROME }, '192.0.2.2');
    const path = await withPassphrase(user);
    const sale = signed({
      event: 'on_payment',
      order_id: 'ORD42',
      campaignkey: link.campaignKey,
      amount_affiliate: '25.50',
      amount_brutto: '59.00',
      currency: 'EUR',
      product_name: 'Lamp',
    });
    for (let i = 0; i < 3; i += 1) {
      const res = await postIpn(path, sale);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('OK');
    }
    let r = await report(user);
    expect(r.currency).toBe('EUR');
    expect(r.totals).toMatchObject({
      clicks: 2,
      uniqueClicks: 2,
      sales: 1,
      earnings: 25.5,
      conversionRate: 0.5,
      epc: 12.75,
    });
    expect(r.rows[0]).toMatchObject({ kind: 'promolink', sales: 1, earnings: 25.5 });

    const refund = signed({
      event: 'on_refund',
      order_id: 'ORD42',
      amount_affiliate: '25.50',
      currency: 'EUR',
    });
    expect((await postIpn(path, refund)).body).toBe('OK');
    expect((await postIpn(path, refund)).body).toBe('OK');
    r = await report(user);
    expect(r.totals).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });
    expect(r.rows[0]).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });
    const rows = await h.t.db.sale.findMany({
      where: { userId: user.userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(rows.map((s) => [s.event, s.earnings, s.linkId !== null])).toEqual([
      ['sale', 25.5, true],
      ['refund', -25.5, true],
    ]);
  });

  it('answers 400, not 500, for an IPN without a usable order id or with control characters', async () => {
    const user = await signUpAndIn(h);
    const path = await withPassphrase(user);
    expect((await postIpn(path, signed({ event: 'on_payment', order_id: '' }))).statusCode).toBe(400);
    expect((await postIpn(path, signed({ event: 'on_payment', order_id: 'A\u0000' }))).statusCode).toBe(400);
  });
});

describe('the sandbox marketplace end to end', () => {
  it('clicks on a video link, a signed sale and a refund from the sandbox, seen on Performance per video', async () => {
    const user = await signUpAndIn(h);
    const other = await signUpAndIn(h);
    const video = await h.t.db.video.create({
      data: {
        userId: user.userId,
        status: 'completed',
        content: {},
        product: {
          name: 'Night Lamp',
          url: null,
          summary: '',
          price: null,
          currency: null,
          brand: null,
          category: null,
          features: [],
          images: [],
          colors: [],
        },
      },
    });
    const link = await h.app.services.links.links.linkFor(user.userId, {
      kind: 'video',
      sourceId: video.id,
      targetUrl: 'https://www.digistore24.com/redir/555/ann',
    });
    expect(link.campaignKey).toBe(`v_${link.code}`);
    const go = await click(link.code, { 'user-agent': IPHONE }, '192.0.2.50');
    const cid = new URL(String(go.headers.location)).searchParams.get('cid');
    expect(go.headers.location).toBe(
      `https://www.digistore24.com/redir/555/ann/${link.campaignKey}?cid=${cid}`,
    );

    const simulate = (who: SignedInUser, payload: Record<string, unknown>) =>
      h.app.inject({
        method: 'POST',
        url: '/api/sandbox/digistore/simulate-sale',
        headers: who.auth,
        payload,
      });

    // The sale goes to the postback URL (with the click's cid) and, with a passphrase, to the IPN too:
    // one transaction, stored once.
    await withPassphrase(user);
    await withPassphrase(other);
    // Someone else's campaign key is not theirs to sell on.
    expect((await simulate(other, { link: link.url })).statusCode).toBe(404);

    const sold = await simulate(user, { link: link.url, earnings: 40 });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ answer: 'OK', status: 200, cid, ipn: { status: 200, answer: 'OK' } });
    await simulate(user, { link: link.campaignKey, earnings: 10 });

    let r = await report(user, `from=${today()}&to=${today()}&videoId=${video.id}`);
    expect(r.rows).toEqual([
      expect.objectContaining({
        kind: 'video',
        sourceId: video.id,
        label: 'Night Lamp',
        clicks: 1,
        sales: 2,
        earnings: 50,
      }),
    ]);

    const refunded = await simulate(user, {
      link: link.campaignKey,
      event: 'on_refund',
      orderId: sold.json().orderId,
      earnings: 40,
    });
    expect(refunded.json()).toMatchObject({ answer: 'OK' });
    r = await report(user, `from=${today()}&to=${today()}&videoId=${video.id}`);
    expect(r.totals).toMatchObject({ clicks: 1, sales: 1, refunds: 1, earnings: 10, epc: 10 });

    // The other account sees none of it, and cannot ask for this video.
    expect((await report(other)).rows).toEqual([]);
    const foreign = await h.app.inject({
      method: 'GET',
      url: `/api/performance?from=${today()}&to=${today()}&videoId=${video.id}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('refuses a reversed or malformed period', async () => {
    const user = await signUpAndIn(h);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/performance?from=2026-02-01&to=2026-01-01',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/start must not be after the end/);
  });
});
