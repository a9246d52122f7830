import { trackedLinkSchema } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipnSignature } from '../src/modules/digistore/ipn-signature.ts';
import { createListeningHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PASSPHRASE = 'correct horse battery';

let h: Harness;
beforeAll(async () => {
  h = await createListeningHarness();
});
afterAll(async () => {
  await h.close();
});

async function promolink(user: SignedInUser) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: user.auth,
    payload: {
      kind: 'promolink',
      sourceId: 'offer-1',
      targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
    },
  });
  return trackedLinkSchema.parse(res.json());
}

async function clickId(code: string) {
  const res = await h.app.inject({ method: 'GET', url: `/go/${code}`, headers: { 'user-agent': CHROME } });
  return new URL(String(res.headers.location)).searchParams.get('cid');
}

async function ipnPath(user: SignedInUser) {
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/digistore/ipn',
    headers: user.auth,
    payload: { passphrase: PASSPHRASE },
  });
  return new URL(res.json().ipnUrl).pathname;
}

const postIpn = (path: string, form: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

const simulate = (user: SignedInUser, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/sandbox/digistore/simulate-sale', headers: user.auth, payload });

describe('the sandbox sells as Digistore24 does', () => {
  it('calls the postback URL with the latest click id (no passphrase needed), keeps a ledger, and refunds', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user);
    await clickId(link.code);
    const cid = await clickId(link.code);
    const sold = await simulate(user, { link: link.url, earnings: 30 });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 200, answer: 'OK', cid, ipn: null });
    const click = await h.t.db.click.findUniqueOrThrow({ where: { cid: cid ?? '' } });
    const refunded = await simulate(user, { link: link.campaignKey, event: 'on_refund' });
    expect(refunded.json()).toMatchObject({ status: 200, orderId: sold.json().orderId, cid });
    const sales = await h.t.db.sale.findMany({
      where: { userId: user.userId },
      orderBy: { createdAt: 'asc' },
    });
    expect(sales.map((s) => [s.event, s.earnings, s.source, s.clickId, s.linkId])).toEqual([
      ['sale', 30, 'postback', click.id, click.linkId],
      ['refund', -30, 'postback', click.id, click.linkId],
    ]);
    const ledger = await h.t.db.sandboxSale.findMany({ where: { cid: cid ?? '' }, orderBy: { at: 'asc' } });
    expect(ledger.map((l) => [l.transactionType, l.earnings, l.orderId])).toEqual([
      ['payment', 30, sold.json().orderId],
      ['refund', -30, sold.json().orderId],
    ]);
    expect(
      (await h.app.inject({ method: 'GET', url: '/api/digistore/postback', headers: user.auth })).json(),
    ).toMatchObject({ lastWasTest: false });
  });

  it('takes the link as its bare code too, and says what to paste for an unknown one (issue 33)', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user);
    const sold = await simulate(user, { link: link.code, earnings: 9 });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 200, answer: 'OK' });
    const sales = await h.t.db.sale.findMany({ where: { userId: user.userId } });
    expect(sales.map((s) => [s.earnings, s.linkId])).toEqual([[9, expect.any(String)]]);
    const unknown = await simulate(user, { link: 'Zz9Zz9Zz9Z' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/its code or its campaign key/);
    // Another user's code is not theirs to sell through.
    const other = await signUpAndIn(h);
    expect((await simulate(other, { link: link.code })).statusCode).toBe(404);
  });

  it('with an IPN passphrase also posts the signed IPN: one transaction, stored once', async () => {
    const user = await signUpAndIn(h);
    const link = await promolink(user);
    await ipnPath(user);
    const sold = await simulate(user, { link: link.url, earnings: 12 });
    expect(sold.json()).toMatchObject({ answer: 'OK', cid: null, ipn: { status: 200, answer: 'OK' } });
    const sales = await h.t.db.sale.findMany({ where: { userId: user.userId } });
    expect(sales.map((s) => [s.earnings, s.source, s.unattributed])).toEqual([[12, 'postback', false]]);
    expect((await simulate(user, { link: link.url, event: 'on_refund', orderId: 'NOPE1' })).statusCode).toBe(
      400,
    );
  });
});

describe('the vendor IPN', () => {
  it('answers GET and connection_test with OK, and 404 for an unknown key', async () => {
    const user = await signUpAndIn(h);
    const path = await ipnPath(user);
    const get = await h.app.inject({ method: 'GET', url: path });
    expect([get.statusCode, get.body]).toEqual([200, 'OK']);
    expect((await postIpn(path, { event: 'connection_test' })).body).toBe('OK');
    expect(
      (await h.app.inject({ method: 'GET', url: '/digistore/ipn/unknownkeyunknownkey' })).statusCode,
    ).toBe(404);
  });

  it('accepts the upper-cased-keys signature, refuses tampering, and attributes by click_id', async () => {
    const user = await signUpAndIn(h);
    const path = await ipnPath(user);
    const link = await promolink(user);
    const cid = await clickId(link.code);
    await h.app.services.links.clicks.flush();
    const form = {
      event: 'on_payment',
      order_id: 'UPPER1',
      click_id: cid ?? '',
      trackingkey: 'tk_1',
      amount_affiliate: '21.00',
      currency: 'EUR',
    };
    const upper = { ...form, SHASIGN: ipnSignature(PASSPHRASE, form, true) };
    expect((await postIpn(path, { ...upper, amount_affiliate: '99.00' })).statusCode).toBe(403);
    expect((await postIpn(path, form)).statusCode).toBe(403);
    const ok = await postIpn(path, upper);
    expect([ok.statusCode, ok.body]).toEqual([200, 'OK']);
    const sale = await h.t.db.sale.findFirstOrThrow({ where: { userId: user.userId } });
    const click = await h.t.db.click.findUniqueOrThrow({ where: { cid: cid ?? '' } });
    expect([sale.source, sale.clickId, sale.linkId, sale.trackingKey, sale.earnings]).toEqual([
      'ipn',
      click.id,
      click.linkId,
      'tk_1',
      21,
    ]);
  });
});
