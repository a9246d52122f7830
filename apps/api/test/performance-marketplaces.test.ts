import {
  type MarketplaceId,
  performanceResponseSchema,
  performanceSalesResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from './fixtures.ts';
import { createHarness, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Issue 34 item 5: Performance per marketplace and per currency; two currencies are never summed.

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A user whose one video link sold in Digistore24 (EUR: two sales, one refunded) and ClickBank (USD: three sales). */
async function sellerOfTwoMarketplaces() {
  const user = await signUpAndIn(h);
  const { code } = await h.app.services.links.links.create(user.userId, {
    kind: 'promolink',
    sourceId: 'offer-two-markets',
    targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
  });
  const link = await h.t.db.trackedLink.findUniqueOrThrow({ where: { code } });
  const sell = (
    marketplace: MarketplaceId,
    id: string,
    earnings: number,
    currency: string,
    type = 'payment' as const,
  ) =>
    h.app.services.kernel.sales.record({
      userId: user.userId,
      marketplace,
      source: marketplace === 'clickbank' ? 'ins' : 'postback',
      type,
      orderId: id,
      transactionId: id,
      cid: null,
      campaignKey: link.campaignKey,
      earnings,
      currency,
      payload: {},
    });
  await sell('digistore24', 'D1', 20, 'EUR');
  await sell('digistore24', 'D2', 10, 'EUR');
  await h.app.services.kernel.sales.record({
    userId: user.userId,
    marketplace: 'digistore24',
    source: 'postback',
    type: 'refund',
    orderId: 'D2',
    transactionId: 'D2',
    cid: null,
    campaignKey: link.campaignKey,
    earnings: null,
    currency: 'EUR',
    payload: {},
  });
  // The same transaction id at ClickBank is another sale.
  await sell('clickbank', 'D1', 30, 'USD');
  await sell('clickbank', 'C2', 30, 'USD');
  await sell('clickbank', 'C3', 15.5, 'USD');
  return user;
}

const report = async (user: SignedInUser, more = '') => {
  const day = utcToday();
  const res = await getAs(h, user, `/api/performance?from=${day}&to=${day}${more}`);
  expect(res.statusCode, res.body).toBe(200);
  return performanceResponseSchema.parse(res.json());
};

describe('Performance across marketplaces', () => {
  it('shows money per marketplace and currency, and every figure in one currency', async () => {
    const user = await sellerOfTwoMarketplaces();
    const all = await report(user);
    expect(all.marketplaces).toEqual([
      { marketplace: 'clickbank', currency: 'USD', sales: 3, refunds: 0, earnings: 75.5 },
      { marketplace: 'digistore24', currency: 'EUR', sales: 1, refunds: 1, earnings: 20 },
    ]);
    expect(all.currencies).toEqual([
      { currency: 'USD', sales: 3, refunds: 0, earnings: 75.5 },
      { currency: 'EUR', sales: 1, refunds: 1, earnings: 20 },
    ]);
    // The main currency (most sales) is shown; EUR is not added to USD anywhere.
    expect(all.currency).toBe('USD');
    expect(all.marketplace).toBeNull();
    expect(all.totals).toMatchObject({ sales: 3, refunds: 0, earnings: 75.5 });
    expect(all.rows.map((r) => [r.sourceId, r.sales, r.earnings])).toEqual([['offer-two-markets', 3, 75.5]]);
    expect(all.days.reduce((sum, d) => sum + d.earnings, 0)).toBe(75.5);

    const euros = await report(user, '&currency=EUR');
    expect(euros.currency).toBe('EUR');
    expect(euros.totals).toMatchObject({ sales: 1, refunds: 1, earnings: 20 });
    expect(euros.rows.map((r) => r.earnings)).toEqual([20]);
  });

  it('narrows the sales to one marketplace, and its recent sales too', async () => {
    const user = await sellerOfTwoMarketplaces();
    const ds = await report(user, '&marketplace=digistore24');
    expect(ds).toMatchObject({ marketplace: 'digistore24', currency: 'EUR' });
    expect(ds.currencies).toEqual([{ currency: 'EUR', sales: 1, refunds: 1, earnings: 20 }]);
    expect(ds.totals).toMatchObject({ sales: 1, refunds: 1, earnings: 20 });
    // Every marketplace stays listed beside the chosen one.
    expect(ds.marketplaces.map((m) => m.marketplace)).toEqual(['clickbank', 'digistore24']);
    const day = utcToday();
    const sales = performanceSalesResponseSchema.parse(
      (await getAs(h, user, `/api/performance/sales?from=${day}&to=${day}&marketplace=clickbank`)).json(),
    ).sales;
    expect(sales.map((s) => [s.marketplace, s.currency]).sort()).toEqual([
      ['clickbank', 'USD'],
      ['clickbank', 'USD'],
      ['clickbank', 'USD'],
    ]);
  });

  it('answers 400 for an unknown marketplace or a currency that is no code', async () => {
    const user = await signUpAndIn(h);
    const day = utcToday();
    for (const more of ['&marketplace=jvzoo', '&currency=eur', '&currency=EU%00R', '&marketplace=']) {
      const res = await getAs(h, user, `/api/performance?from=${day}&to=${day}${more}`);
      expect(res.statusCode, more).toBe(400);
    }
  });
});
