import { randomBytes } from 'node:crypto';
import { type ClickBankStandIn, createClickBankStandIn } from '@adreel/clickbank/stand-in';
import { opensslInsEnvelope } from '@adreel/clickbank/testing';
import {
  clickBankAccountResponseSchema,
  networkConnectionDtoSchema,
  webhookPayloadSchema,
} from '@adreel/contracts';
import { fillNetworkMacros } from '@adreel/networks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';
import { CHROME, ipnSender, sendPostback } from './postback-steps.ts';

// Issue 34 item 2: every way a sale reaches AdReel records through the one recorder (@adreel/sales) and
// is announced the same way: sale.created for a payment, sale.reversed for a refund or chargeback, with
// its marketplace and the source its click came through. The worker's report sync is shown in
// apps/worker/test/sync-digistore-sales.test.ts and sync-clickbank-sales.test.ts. A new receiver adds
// its case under 'sale.created for every source'.

let h: Harness;
let clickBank: ClickBankStandIn;
let clickBankOrigin = '';
beforeAll(async () => {
  clickBank = createClickBankStandIn({ keySecret: randomBytes(32) });
  clickBankOrigin = await clickBank.listen(0);
  h = await createHarness({
    CLICKBANK_API_BASE: clickBankOrigin,
    CLICKBANK_HOP_BASE: `${clickBankOrigin}/hop`,
  });
});
afterAll(async () => {
  await h.close();
  await clickBank.close();
});

/**
 * A user with a webhook for both sale events and a promolink whose click came back with our click id
 * in the marketplace's sub-id parameter (`cid`; ClickBank's and JVZoo's `tid`). `connect` runs first,
 * so the marketplace knows the link's host before the click.
 */
async function sellerWithWebhook<Connected = undefined>(
  options: { targetUrl?: string; param?: string; connect?: (user: SignedInUser) => Promise<Connected> } = {},
) {
  const user = await signUpAndIn(h);
  const hook = await h.t.db.webhookEndpoint.create({
    data: {
      userId: user.userId,
      url: 'https://hooks.example/sales',
      events: ['sale.created', 'sale.reversed'],
      secret: 'whsec_test',
    },
  });
  const connected = (await options.connect?.(user)) as Connected;
  const { code } = await h.app.services.links.links.create(user.userId, {
    kind: 'promolink',
    sourceId: 'offer-sources',
    targetUrl: options.targetUrl ?? 'https://www.digistore24.com/redir/4242/ann/',
  });
  const click = await h.app.inject({ method: 'GET', url: `/go/${code}`, headers: { 'user-agent': CHROME } });
  const cid = new URL(String(click.headers.location)).searchParams.get(options.param ?? 'cid') ?? '';
  await h.app.services.links.clicks.flush();
  return { user, hook, cid, connected };
}

/** What the user's webhook was handed, oldest first: [event, marketplace, order, status, earnings, source kind]. */
async function announced(hookId: string) {
  const rows = await h.t.db.webhookDelivery.findMany({
    where: { endpointId: hookId },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((r) => {
    const { sale } = webhookPayloadSchema.parse(r.payload).data as {
      sale: {
        marketplace: string;
        orderId: string;
        status: string;
        earnings: number;
        source: { kind: string } | null;
      };
    };
    return [r.event, sale.marketplace, sale.orderId, sale.status, sale.earnings, sale.source?.kind ?? null];
  });
}

async function saleRows(user: SignedInUser) {
  const rows = await h.t.db.sale.findMany({ where: { userId: user.userId }, orderBy: { createdAt: 'asc' } });
  return rows.map((r) => [r.marketplace, r.source, r.orderId, r.event, r.clickId !== null]);
}

describe('sale.created for every source', () => {
  it('a Digistore24 vendor IPN', async () => {
    const s = await sellerWithWebhook();
    const ipn = await ipnSender(h, s.user);
    const paid = {
      event: 'on_payment',
      order_id: 'IPN1',
      amount_affiliate: '12.50',
      currency: 'EUR',
      click_id: s.cid,
    };
    expect((await ipn(paid)).body).toBe('OK');
    // A repeat is stored and announced once.
    expect((await ipn(paid)).body).toBe('OK');
    expect((await ipn({ ...paid, event: 'on_refund', amount_affiliate: '-12.50' })).body).toBe('OK');
    expect(await saleRows(s.user)).toEqual([
      ['digistore24', 'ipn', 'IPN1', 'sale', true],
      ['digistore24', 'ipn', 'IPN1', 'refund', true],
    ]);
    expect(await announced(s.hook.id)).toEqual([
      ['sale.created', 'digistore24', 'IPN1', 'sale', 12.5, 'promolink'],
      ['sale.reversed', 'digistore24', 'IPN1', 'refund', -12.5, 'promolink'],
    ]);
  });

  it('a Digistore24 S2S postback', async () => {
    const s = await sellerWithWebhook();
    const paid = { cid: s.cid, transaction_id: 'PB1', type: 'payment', amount: '20.00', currency: 'EUR' };
    expect((await sendPostback(h, s.user, paid)).statusCode).toBe(200);
    expect((await sendPostback(h, s.user, paid)).statusCode).toBe(200);
    expect((await sendPostback(h, s.user, { ...paid, type: 'chargeback', amount: '' })).statusCode).toBe(200);
    expect(await saleRows(s.user)).toEqual([
      ['digistore24', 'postback', 'PB1', 'sale', true],
      ['digistore24', 'postback', 'PB1', 'chargeback', true],
    ]);
    expect(await announced(s.hook.id)).toEqual([
      ['sale.created', 'digistore24', 'PB1', 'sale', 20, 'promolink'],
      ['sale.reversed', 'digistore24', 'PB1', 'chargeback', -20, 'promolink'],
    ]);
  });

  it('an IPN and a postback of one Digistore24 sale count and announce it once', async () => {
    const s = await sellerWithWebhook();
    const ipn = await ipnSender(h, s.user);
    const form = {
      event: 'on_payment',
      order_id: 'BOTH1',
      transaction_id: 'TXB1',
      amount_affiliate: '9',
      currency: 'EUR',
    };
    expect((await ipn(form)).body).toBe('OK');
    const values = { cid: s.cid, transaction_id: 'TXB1', type: 'payment', amount: '9', currency: 'EUR' };
    expect((await sendPostback(h, s.user, values)).statusCode).toBe(200);
    expect(await saleRows(s.user)).toEqual([['digistore24', 'ipn', 'BOTH1', 'sale', false]]);
    expect((await announced(s.hook.id)).map((a) => a[0])).toEqual(['sale.created']);
  });

  it('a ClickBank Instant Notification (INS), encrypted by openssl', async () => {
    const {
      user,
      hook,
      cid: tid,
      connected: account,
    } = await sellerWithWebhook({
      targetUrl: `${clickBankOrigin}/hop/?affiliate=cbsources&vendor=ketomeal`,
      param: 'tid',
      connect: async (seller) => {
        await fetch(`${clickBankOrigin}/account/cbsources`); // the stand-in knows an account once its page was opened
        const connected = await h.app.inject({
          method: 'POST',
          url: '/api/clickbank/connect',
          headers: seller.auth,
          payload: { nickname: 'cbsources', apiKey: clickBank.state.apiKeyOf('cbsources') },
        });
        expect(connected.statusCode, connected.body).toBe(200);
        return clickBankAccountResponseSchema.parse(connected.json());
      },
    });
    const ins = (transactionType: string, totalAccountAmount: number) =>
      h.app.inject({
        method: 'POST',
        url: new URL(account.insUrl as string).pathname,
        headers: { 'content-type': 'application/json' },
        payload: opensslInsEnvelope(
          {
            transactionTime: new Date().toISOString(),
            receipt: 'CBSRC001',
            transactionType,
            vendor: 'ketomeal',
            affiliate: 'cbsources',
            role: 'AFFILIATE',
            totalAccountAmount,
            totalOrderAmount: 47,
            currency: 'USD',
            trackingCodes: [tid.toUpperCase()],
            lineItems: [{ itemNo: '1', productTitle: 'Keto Meal Plan 28' }],
            version: 8.0,
            attemptCount: 1,
          },
          account.insSecretKey as string,
        ),
      });
    expect((await ins('SALE', 28.2)).statusCode).toBe(200);
    expect((await ins('SALE', 28.2)).statusCode).toBe(200);
    expect((await ins('RFND', -28.2)).statusCode).toBe(200);
    expect(await saleRows(user)).toEqual([
      ['clickbank', 'ins', 'CBSRC001', 'sale', true],
      ['clickbank', 'ins', 'CBSRC001', 'refund', true],
    ]);
    expect(await announced(hook.id)).toEqual([
      ['sale.created', 'clickbank', 'CBSRC001', 'sale', 28.2, 'promolink'],
      ['sale.reversed', 'clickbank', 'CBSRC001', 'refund', -28.2, 'promolink'],
    ]);
  });

  it('a custom network’s postback (JVZoo preset)', async () => {
    const {
      user,
      hook,
      cid: tid,
      connected: { postbackUrl },
    } = await sellerWithWebhook({
      targetUrl: 'https://www.jvzoo.com/c/4411/389211',
      param: 'tid',
      connect: async (seller) => {
        const connected = await h.app.inject({
          method: 'POST',
          url: '/api/networks',
          headers: seller.auth,
          payload: { preset: 'jvzoo', name: 'JVZoo' },
        });
        return networkConnectionDtoSchema.parse(connected.json());
      },
    });
    const send = (txn: string, amount: string, type: string) => {
      const url = new URL(
        fillNetworkMacros(postbackUrl, {
          '{tid}': tid,
          '{transaction_id}': txn,
          '{affiliate_amount}': amount,
          '{transaction_type}': type,
        }),
      );
      return h.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    };
    expect((await send('JV1', '15.00', 'SALE')).statusCode).toBe(200);
    expect((await send('JV1', '15.00', 'SALE')).statusCode).toBe(409);
    expect((await send('JV1', '', 'RFND')).statusCode).toBe(200);
    expect(await saleRows(user)).toEqual([
      ['custom', 'custom-postback', 'jvzoo:JV1', 'sale', true],
      ['custom', 'custom-postback', 'jvzoo:JV1', 'refund', true],
    ]);
    expect(await announced(hook.id)).toEqual([
      ['sale.created', 'custom', 'jvzoo:JV1', 'sale', 15, 'promolink'],
      ['sale.reversed', 'custom', 'jvzoo:JV1', 'refund', -15, 'promolink'],
    ]);
  });
});
