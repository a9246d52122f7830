import {
  performanceResponseSchema,
  performanceSalesResponseSchema,
  trackedLinkSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPHONE_AGENT, utcToday } from './fixtures.ts';
import { createHarness, getAs, type Harness, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('a sale joined to the click that bought', () => {
  it('gives time to sale, device and referrer per source, and each sale shows its click', async () => {
    const user = await signUpAndIn(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/links',
      headers: user.auth,
      payload: {
        kind: 'traffic',
        sourceId: 'tiktok',
        targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
      },
    });
    const link = trackedLinkSchema.parse(res.json());
    const go = await h.app.inject({
      method: 'GET',
      url: `/go/${link.code}`,
      headers: { 'user-agent': IPHONE_AGENT, referer: 'https://www.tiktok.com/@lamps/video/1' },
      remoteAddress: '198.51.100.61',
    });
    expect(go.statusCode).toBe(302);
    await h.app.services.links.clicks.flush();
    const click = await h.t.db.click.findFirstOrThrow({ where: { link: { code: link.code } } });
    expect(click.cid).toBeTruthy();

    const sale = (n: number, cid: string | null, earnings: number) =>
      h.app.services.kernel.sales.record({
        userId: user.userId,
        marketplace: 'digistore24',
        source: 'postback',
        type: 'payment',
        orderId: `ORD-${n}`,
        transactionId: `TX-${n}`,
        cid,
        campaignKey: link.campaignKey,
        earnings,
        currency: 'EUR',
        payload: {},
        at: new Date(click.at.getTime() + 90_000),
      });
    expect((await sale(1, click.cid, 20)).outcome).toBe('stored');
    // Same campaign key, no click id: counted for the link, without buyer facts.
    expect((await sale(2, null, 10)).outcome).toBe('stored');

    const report = performanceResponseSchema.parse(
      (await getAs(h, user, `/api/performance?from=${utcToday()}&to=${utcToday()}`)).json(),
    );
    const buyers = {
      medianSecondsToSale: 90,
      buyerDevices: [{ name: 'mobile', sales: 1 }],
      buyerReferrers: [{ name: click.referrerDomain ?? 'direct', sales: 1 }],
    };
    expect(report.rows).toEqual([
      expect.objectContaining({ kind: 'traffic', clicks: 1, sales: 2, earnings: 30, epc: 30, ...buyers }),
    ]);
    expect(report.totals).toMatchObject({ sales: 2, conversionRate: 2, ...buyers });

    const listed = async () =>
      performanceSalesResponseSchema.parse(
        (await getAs(h, user, `/api/performance/sales?from=${utcToday()}&to=${utcToday()}`)).json(),
      ).sales;
    const [first, second] = await listed();
    expect(first?.click ?? second?.click).toMatchObject({
      device: 'mobile',
      referrerDomain: click.referrerDomain,
      secondsToSale: 90,
      at: click.at.toISOString(),
    });
    expect([first, second].filter((s) => s?.click === null)).toHaveLength(1);
    expect(first?.label).toMatch(/Traffic/);

    // The click pruned after the retention: the sale still says who bought.
    await h.t.db.click.delete({ where: { id: click.id } });
    const after = await listed();
    expect(after.find((s) => s.click)?.click).toMatchObject({ device: 'mobile', secondsToSale: 90 });
  });

  it('answers 400 for a bad period and 401 without a session', async () => {
    const user = await signUpAndIn(h);
    expect((await getAs(h, user, '/api/performance/sales?from=2026-02-30&to=2026-03-01')).statusCode).toBe(
      400,
    );
    expect(
      (
        await h.app.inject({
          method: 'GET',
          url: `/api/performance/sales?from=${utcToday()}&to=${utcToday()}`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
