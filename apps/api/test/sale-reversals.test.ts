import { performanceResponseSchema, performanceSalesResponseSchema } from '@adreel/contracts';
import { createSaleRecorder, type RecordedSale } from '@adreel/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';
import { ipnSender } from './postback-steps.ts';

// Issue 31 item 5: a sale's refunds and chargebacks never take back more than the sale, whichever
// writer brings them and in whatever order they arrive.
const PASSPHRASE = 'correct horse battery';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const today = () => new Date().toISOString().slice(0, 10);

/** A promolink made through the links service (this file is about what happens after the click). */
async function promolink(user: SignedInUser) {
  const { code } = await h.app.services.links.links.create(user.userId, {
    kind: 'promolink',
    sourceId: 'offer-1',
    targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
  });
  return h.t.db.trackedLink.findUniqueOrThrow({ where: { code } });
}

/** A signed-in user with a link; `ipn(form)` and `postback(values)` post as Digistore24 would. */
async function seller() {
  const user = await signUpAndIn(h);
  const link = await promolink(user);
  const ipn = await ipnSender(h, user, PASSPHRASE);
  const postbackUrl = new URL(
    (await h.app.inject({ method: 'GET', url: '/api/digistore/postback', headers: user.auth })).json()
      .postbackUrl,
  );
  const postback = (values: Record<string, string>) => {
    const query = new URLSearchParams({
      token: postbackUrl.searchParams.get('token') ?? '',
      campaignkey: link.campaignKey,
      currency: 'EUR',
      ...values,
    });
    return h.app.inject({ method: 'GET', url: `${postbackUrl.pathname}?${query}` });
  };
  const rows = () =>
    h.t.db.sale.findMany({ where: { userId: user.userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
  const totals = async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/performance?from=${today()}&to=${today()}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    return performanceResponseSchema.parse(res.json()).totals;
  };
  const rolled = async () => {
    const day = await h.t.db.linkDay.findFirst({ where: { userId: user.userId } });
    return day && { sales: day.sales, refunds: day.refunds, earnings: day.earnings };
  };
  return { user, link, ipn, postback, rows, totals, rolled };
}

describe('refunds and chargebacks', () => {
  it('a 20.00 sale, its refund and its chargeback lower earnings by 20 once, whichever writer', async () => {
    const s = await seller();
    const order = { order_id: 'ORD20', campaignkey: s.link.campaignKey, currency: 'EUR' };
    expect((await s.ipn({ ...order, event: 'on_payment', amount_affiliate: '20.00' })).body).toBe('OK');
    expect((await s.ipn({ ...order, event: 'on_refund', amount_affiliate: '20.00' })).body).toBe('OK');
    expect((await s.ipn({ ...order, event: 'on_chargeback', amount_affiliate: '20.00' })).body).toBe('OK');
    // The affiliate's postback for the same chargeback is the same event again.
    const again = await s.postback({ transaction_id: 'ORD20', type: 'chargeback', amount: '20.00' });
    expect(again.statusCode).toBe(200);
    expect((await s.rows()).map((r) => [r.event, r.earnings, r.state])).toEqual([
      ['sale', 20, 'counted'],
      ['refund', -20, 'counted'],
      ['chargeback', 0, 'further'],
    ]);
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });
    expect(await s.rolled()).toEqual({ sales: 0, refunds: 1, earnings: 0 });
  });

  it('a refund of 5,000 against a 1.00 sale takes back 1.00', async () => {
    const s = await seller();
    expect((await s.postback({ transaction_id: 'T1', type: 'payment', amount: '1.00' })).statusCode).toBe(
      200,
    );
    expect((await s.postback({ transaction_id: 'T1', type: 'refund', amount: '5000' })).statusCode).toBe(200);
    expect((await s.rows()).map((r) => [r.event, r.earnings, r.claimed])).toEqual([
      ['sale', 1, null],
      ['refund', -1, 5000],
    ]);
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });
  });

  it('a partial refund takes what it says; a chargeback after it takes only the rest', async () => {
    const s = await seller();
    const order = { order_id: 'PART1', campaignkey: s.link.campaignKey, currency: 'EUR' };
    await s.ipn({ ...order, event: 'on_payment', amount_affiliate: '30.00' });
    await s.ipn({ ...order, event: 'on_refund', amount_affiliate: '-12.50' });
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 1, earnings: 17.5 });
    await s.ipn({ ...order, event: 'on_chargeback', amount_affiliate: '30.00' });
    expect((await s.rows()).map((r) => r.earnings)).toEqual([30, -12.5, -17.5]);
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 1, earnings: 0 });
    expect(await s.rolled()).toEqual({ sales: 0, refunds: 1, earnings: 0 });
  });

  it('a refund before its sale waits, counted nowhere, and is settled when the sale arrives', async () => {
    const s = await seller();
    expect((await s.postback({ transaction_id: 'EARLY1', type: 'refund', amount: '10' })).statusCode).toBe(
      200,
    );
    expect((await s.rows()).map((r) => [r.event, r.earnings, r.state, r.claimed])).toEqual([
      ['refund', 0, 'pending', 10],
    ]);
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 0, earnings: 0 });
    const listed = await h.app.inject({
      method: 'GET',
      url: `/api/performance/sales?from=${today()}&to=${today()}`,
      headers: s.user.auth,
    });
    expect(performanceSalesResponseSchema.parse(listed.json()).sales).toEqual([]);
    // A repeat of the waiting refund is still one.
    await s.postback({ transaction_id: 'EARLY1', type: 'refund', amount: '10' });
    expect(await h.t.db.sale.count({ where: { userId: s.user.userId } })).toBe(1);

    await s.postback({ transaction_id: 'EARLY1', type: 'payment', amount: '30' });
    expect((await s.rows()).map((r) => [r.event, r.earnings, r.state, r.linkId])).toEqual([
      ['refund', -10, 'counted', s.link.id],
      ['sale', 30, 'counted', s.link.id],
    ]);
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 1, earnings: 20 });
    expect(await s.rolled()).toEqual({ sales: 0, refunds: 1, earnings: 20 });
  });

  it('a payment and a refund of one transaction arriving at the same moment are both stored and net out', async () => {
    const s = await seller();
    const orders = Array.from({ length: 8 }, (_, i) => `SAME${i}`);
    const answers = await Promise.all(
      orders.flatMap((id, i) => [
        s.postback({ transaction_id: id, type: 'payment', amount: '25.00' }),
        // Half of them refund in part.
        s.postback({ transaction_id: id, type: 'refund', amount: i % 2 ? '5.00' : '' }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await s.rows();
    expect(rows).toHaveLength(16);
    expect(rows.filter((r) => r.state !== 'counted')).toEqual([]);
    for (const [i, id] of orders.entries()) {
      const net = rows.filter((r) => r.orderId === id).reduce((sum, r) => sum + r.earnings, 0);
      expect(net, id).toBe(i % 2 ? 20 : 0);
    }
    expect(await s.totals()).toMatchObject({ sales: 0, refunds: 8, earnings: 80 });
    expect(await s.rolled()).toEqual({ sales: 0, refunds: 8, earnings: 80 });
  });

  it('refuses a reversal with a bad amount with a 4xx and stores nothing', async () => {
    const s = await seller();
    await s.postback({ transaction_id: 'BAD1', type: 'payment', amount: '9.00' });
    const bad = await s.postback({ transaction_id: 'BAD1', type: 'refund', amount: 'lots' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const unsigned = await h.app.inject({
      method: 'POST',
      url: new URL(
        (await h.app.inject({ method: 'GET', url: '/api/digistore/ipn', headers: s.user.auth })).json()
          .ipnUrl,
      ).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        event: 'on_refund',
        order_id: 'BAD1',
        amount_affiliate: '9',
      }).toString(),
    });
    expect(unsigned.statusCode).toBe(403);
    expect((await s.rows()).map((r) => r.event)).toEqual(['sale']);
  });
});

describe('sale.created', () => {
  it('announces each event when it starts to count, with what it took, and never a reversal that took nothing', async () => {
    const { userId } = await signUpAndIn(h);
    const heard: RecordedSale[] = [];
    const recorder = createSaleRecorder({
      db: h.t.db,
      onRecorded: (sale) => {
        heard.push(sale);
      },
    });
    const event = async (type: 'payment' | 'refund' | 'chargeback', earnings: number | null) =>
      (
        await recorder.record({
          userId,
          marketplace: 'digistore24',
          source: 'postback',
          type,
          orderId: 'ANN1',
          transactionId: 'ANN1',
          cid: null,
          campaignKey: null,
          earnings,
          currency: 'EUR',
          payload: {},
        })
      ).outcome;
    expect(await event('refund', 50)).toBe('pending-reversal');
    expect(heard).toEqual([]);
    expect(await event('payment', 12)).toBe('stored');
    expect(heard.map((s) => [s.status, s.earnings])).toEqual([
      ['sale', 12],
      ['refund', -12],
    ]);
    expect(await event('chargeback', 12)).toBe('stored');
    expect(await event('payment', 12)).toBe('duplicate');
    expect(heard).toHaveLength(2);
  });
});
