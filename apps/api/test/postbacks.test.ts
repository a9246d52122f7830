import { trackedLinkSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';
import {
  CHROME,
  clickThrough as clickThroughAs,
  postbackPath as postbackPathOf,
  postbackSettings,
  sendPostback as sendPostbackAs,
} from './postback-steps.ts';

let h: Harness;
beforeAll(async () => {
  h = await createListeningHarness();
});
afterAll(async () => {
  await h.close();
});

async function link(
  user: SignedInUser,
  targetUrl = 'https://www.digistore24.com/redir/4242/ann/',
  extra = {},
) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: user.auth,
    payload: { kind: 'promolink', sourceId: '00000000-0000-4000-8000-000000000001', targetUrl, ...extra },
  });
  expect(res.statusCode).toBe(200);
  return trackedLinkSchema.parse(res.json());
}

const clickThrough = (code: string, agent = CHROME, extra: Record<string, string> = {}) =>
  clickThroughAs(h, code, agent, extra);
const settings = (user: SignedInUser) => postbackSettings(h, user);
const postbackPath = (user: SignedInUser, values: Record<string, string>) => postbackPathOf(h, user, values);
const sendPostback = (user: SignedInUser, values: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
  sendPostbackAs(h, user, values, method);

const salesOf = (user: SignedInUser) =>
  h.t.db.sale.findMany({ where: { userId: user.userId }, orderBy: { createdAt: 'asc' } });

describe('click ids on the redirect', () => {
  it('gives each human click on a Digistore24 target its own cid, stored on its Click row; bots get none', async () => {
    const user = await signUpAndIn(h);
    const l = await link(user);
    const a = await clickThrough(l.code);
    const b = await clickThrough(l.code);
    expect(a.location.startsWith(`https://www.digistore24.com/redir/4242/ann/${l.campaignKey}?cid=`)).toBe(
      true,
    );
    expect(a.cid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(b.cid).not.toBe(a.cid);
    const bot = await clickThrough(l.code, 'Googlebot/2.1 (+http://www.google.com/bot.html)');
    const prefetch = await clickThrough(l.code, CHROME, { purpose: 'prefetch' });
    expect(bot.cid).toBeNull();
    expect(prefetch.cid).toBeNull();
    await h.app.services.links.clicks.flush();
    const clicks = await h.t.db.click.findMany({ where: { link: { code: l.code } }, orderBy: { id: 'asc' } });
    expect(clicks.map((c) => [c.cid, c.bot])).toEqual([
      [a.cid, false],
      [b.cid, false],
      [null, true],
      [null, true],
    ]);
  });

  it('sends no cid to other targets unless the link asks for it', async () => {
    const user = await signUpAndIn(h);
    const plain = await link(user, 'https://vendor.example/offer?aff=ann');
    expect((await clickThrough(plain.code)).cid).toBeNull();
    const asked = await link(user, 'https://vendor.example/offer?aff=ann', { appendClickId: true });
    expect(asked.code).toBe(plain.code);
    const { location, cid } = await clickThrough(plain.code);
    expect(cid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(location).toBe(`https://vendor.example/offer?aff=ann&cam=${plain.campaignKey}&cid=${cid}`);
  });
});

describe('S2S postbacks', () => {
  it('shows the URL to paste with Digistore24 placeholders, and the same key each time', async () => {
    const user = await signUpAndIn(h);
    const s = await settings(user);
    expect(s.postbackUrl).toMatch(
      new RegExp(
        `^${h.deps.env.PUBLIC_URL}/digistore/postback/[A-Za-z0-9_-]{32}\\?token=[A-Za-z0-9_-]{24}&cid=\\{cid\\}&campaignkey=\\{campaignkey\\}&amount=\\{amount_affiliate\\}&currency=\\{currency\\}&product_id=\\{product_id\\}&transaction_id=\\{transaction_id\\}&type=\\{transaction_type\\}&country=\\{country\\}&affiliate=\\{affiliate_name\\}$`,
      ),
    );
    expect(s.lastReceivedAt).toBeNull();
    expect((await settings(user)).postbackUrl).toBe(s.postbackUrl);
  });

  it('stores a sale once, on the click that bought, and a refund takes it back', async () => {
    const user = await signUpAndIn(h);
    const l = await link(user);
    const { cid } = await clickThrough(l.code);
    await h.app.services.links.clicks.flush();
    const sale = {
      cid: cid ?? '',
      campaignkey: l.campaignKey,
      amount: '27.50',
      currency: 'EUR',
      transaction_id: 'T100',
      type: 'payment',
      product_id: '4242',
      country: 'DE',
      affiliate: 'ann',
    };
    const first = await sendPostback(user, sale);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('OK');
    expect((await sendPostback(user, sale, 'POST')).statusCode).toBe(200);
    const refund = await sendPostback(user, { ...sale, type: 'refund', amount: '' });
    expect(refund.statusCode).toBe(200);
    const rows = await salesOf(user);
    expect(rows.map((r) => [r.event, r.earnings, r.source, r.transactionType, r.unattributed])).toEqual([
      ['sale', 27.5, 'postback', 'payment', false],
      ['refund', -27.5, 'postback', 'refund', false],
    ]);
    const click = await h.t.db.click.findUniqueOrThrow({ where: { cid: cid ?? '' } });
    expect(rows.every((r) => r.clickId === click.id && r.linkId === click.linkId)).toBe(true);
    expect((await settings(user)).lastReceivedAt).not.toBeNull();
  });

  it('attributes an unknown cid by campaign key, and keeps a sale with neither as unattributed', async () => {
    const user = await signUpAndIn(h);
    const l = await link(user);
    const other = await signUpAndIn(h);
    const othersLink = await link(other);
    const { cid: othersCid } = await clickThrough(othersLink.code);
    await h.app.services.links.clicks.flush();
    await sendPostback(user, {
      cid: 'x'.repeat(22),
      campaignkey: l.campaignKey,
      amount: '10',
      transaction_id: 'K1',
    });
    await sendPostback(user, { cid: othersCid ?? '', amount: '1.234,56', transaction_id: 'K2' });
    const rows = await salesOf(user);
    expect(rows.map((r) => [r.transactionId, r.earnings, r.unattributed, r.clickId])).toEqual([
      ['K1', 10, false, null],
      ['K2', 1234.56, true, null],
    ]);
    expect(rows[0]?.linkId).not.toBeNull();
    expect(rows[1]?.linkId).toBeNull();
    expect(await salesOf(other)).toHaveLength(0);
  });

  it('refuses unknown keys and wrong tokens, and a rotated token replaces the old one', async () => {
    const user = await signUpAndIn(h);
    const { path, query } = await postbackPath(user, { transaction_id: 'R1', amount: '5' });
    expect(
      (await h.app.inject({ method: 'GET', url: `/digistore/postback/${'k'.repeat(32)}?${query}` }))
        .statusCode,
    ).toBe(404);
    const wrong = new URLSearchParams(query);
    wrong.set('token', 'not-the-token');
    expect((await h.app.inject({ method: 'GET', url: `${path}?${wrong}` })).statusCode).toBe(403);
    wrong.delete('token');
    expect((await h.app.inject({ method: 'GET', url: `${path}?${wrong}` })).statusCode).toBe(403);
    const rotated = await h.app.inject({
      method: 'POST',
      url: '/api/digistore/postback/token',
      headers: user.auth,
    });
    expect(rotated.statusCode).toBe(200);
    expect(new URL(rotated.json().postbackUrl).pathname).toBe(path);
    expect((await h.app.inject({ method: 'GET', url: `${path}?${query}` })).statusCode).toBe(403);
    expect((await sendPostback(user, { transaction_id: 'R1', amount: '5' })).statusCode).toBe(200);
    expect(await salesOf(user)).toHaveLength(1);
  });

  it('answers bad input with a 4xx and never stores it; odd amounts are read or refused', async () => {
    const user = await signUpAndIn(h);
    const { path, query } = await postbackPath(user, {});
    const token = query.get('token');
    const send = (q: string) => h.app.inject({ method: 'GET', url: `${path}?token=${token}&${q}` });
    const statuses = await Promise.all(
      [
        '',
        'transaction_id=',
        'transaction_id=A1&amount=NaN',
        'transaction_id=A1&amount=1e309',
        'transaction_id=A1&amount=12abc',
        'transaction_id=A1%00&amount=1',
        'transaction_id=A1&amount=1&country=D%01E',
        'transaction_id=%FF%FE&amount=1',
        `transaction_id=A1&amount=1&affiliate=${'a'.repeat(5000)}`,
        'transaction_id=A1&transaction_id=A2&amount=-5',
        'transaction_id=A3&amount=1&type=payment_missed',
        'transaction_id=A4&amount=3&cid=%FF&campaignkey=%C3%28',
      ].map(async (q) => (await send(q)).statusCode),
    );
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 400, 400, 400, 200, 200, 200]);
    const huge = await h.app.inject({
      method: 'POST',
      url: `${path}?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `transaction_id=B1&amount=1&x=${'y'.repeat(70 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    const json = await h.app.inject({
      method: 'POST',
      url: `${path}?token=${token}`,
      payload: { transaction_id: ['J1'], amount: 2, currency: { x: 1 } },
    });
    expect(json.statusCode).toBe(200);
    const rows = await salesOf(user);
    expect(rows.map((r) => [r.transactionId, r.earnings]).sort()).toEqual([
      ['A1', 5],
      ['A4', 3],
      ['J1', 2],
    ]);
  });

  it('stores 1,000 identical postbacks arriving at once as one sale', async () => {
    const user = await signUpAndIn(h);
    const { path, query } = await postbackPath(user, { transaction_id: 'SAME1', amount: '9.90' });
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 1000 }, () => h.app.inject({ method: 'GET', url: `${path}?${query}` })),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await salesOf(user)).toHaveLength(1);
  });

  it('sends a test postback to the user’s own URL over HTTP: recorded as received, nothing stored', async () => {
    const user = await signUpAndIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/digistore/postback/test',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.status, body.answer]).toEqual([200, 'OK']);
    expect(body.settings.lastReceivedAt).not.toBeNull();
    expect(body.settings.lastWasTest).toBe(true);
    expect(await salesOf(user)).toHaveLength(0);
  });
});
