import { randomBytes } from 'node:crypto';
import type { OpenedAccount } from '@adreel/marketplace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickBankAdapter } from '../src/adapter.ts';
import { createClickBankClient } from '../src/client.ts';
import sale from '../src/fixtures/ins-v8-sale.json' with { type: 'json' };
import { createClickBankStandIn } from '../src/stand-in/server.ts';
import { clickIdToTid, tidSafeClickIdBytes, tidToClickId } from '../src/tid.ts';
import { opensslInsEnvelope } from './openssl-ins.ts';

const stand = createClickBankStandIn({ keySecret: Buffer.alloc(32, 3) });
let adapter: ReturnType<typeof createClickBankAdapter>;
let origin = '';

beforeAll(async () => {
  origin = await stand.listen(0);
  adapter = createClickBankAdapter({
    client: createClickBankClient({ baseUrl: origin }),
    hopBase: `${origin}/hop`,
  });
});
afterAll(() => stand.close());

function account(over: Partial<OpenedAccount> = {}): OpenedAccount {
  return {
    id: 'a',
    userId: 'u1',
    marketplace: 'clickbank',
    label: 'ClickBank',
    affiliateId: 'affnick',
    credentialsEnc: null,
    credentials: stand.state.apiKeyOf('affnick'),
    settings: {},
    state: 'connected',
    inboundKey: 'k',
    inboundTokenEnc: null,
    inboundToken: 'SECRETKEY1',
    lastReceivedAt: null,
    connectedAt: null,
    ...over,
  };
}

describe('ClickBank adapter', () => {
  it('connects with the nickname and the key ClickBank gives it, and refuses another key or bad input', async () => {
    const key = stand.state.apiKeyOf('affnick');
    await expect(adapter.connect('u1', { nickname: 'AffNick', apiKey: key })).resolves.toEqual({
      kind: 'connected',
      account: { label: 'ClickBank', affiliateId: 'affnick', credentials: key },
    });
    await expect(
      adapter.connect('u1', { nickname: 'affnick', apiKey: stand.state.apiKeyOf('someoneelse') }),
    ).rejects.toThrow(/refused/);
    await expect(adapter.connect('u1', { nickname: 'aff nick', apiKey: key })).rejects.toThrow(
      /letters and digits/,
    );
    await expect(adapter.connect('u1', { nickname: 'affnick', apiKey: 'nope' })).rejects.toThrow(/API-/);
  });

  it('links to a HopLink with our click id as tid, and none without an account or vendor', () => {
    const cid = tidSafeClickIdBytes(randomBytes(16)).toString('base64url');
    const offer = {
      marketplace: 'clickbank' as const,
      entryId: 'ketomeal',
      vendorId: 'ketomeal',
      affiliateLink: null,
    };
    const link = adapter.affiliateLink(offer, { affiliateId: 'affnick', settings: {} }, cid) as string;
    expect(link).toBe(`${origin}/hop/?affiliate=affnick&vendor=ketomeal&tid=${clickIdToTid(cid)}`);
    expect(tidToClickId(new URL(link).searchParams.get('tid') as string)).toBe(cid);
    expect(adapter.affiliateLink(offer, null, cid)).toBeNull();
    expect(
      adapter.affiliateLink({ ...offer, vendorId: null }, { affiliateId: 'a', settings: {} }, cid),
    ).toBeNull();
  });

  it('turns an INS into the recorder’s sale, a test into nothing, and a wrong key into a reason', async () => {
    const body = opensslInsEnvelope(sale, 'SECRETKEY1');
    const outcome = await adapter.parseNotification(account(), {
      method: 'POST',
      query: {},
      body,
      contentType: 'application/json',
    });
    expect(outcome).toMatchObject({
      ok: true,
      sales: [
        {
          userId: 'u1',
          marketplace: 'clickbank',
          source: 'ins',
          type: 'payment',
          orderId: 'CWOGBZLN',
          transactionId: 'CWOGBZLN',
          cid: tidToClickId('0123456789abcdefghijklmn'),
          earnings: 28.42,
          currency: 'USD',
        },
      ],
    });
    const test = opensslInsEnvelope({ ...sale, transactionType: 'TEST' }, 'SECRETKEY1');
    expect(
      await adapter.parseNotification(account(), {
        method: 'POST',
        query: {},
        body: test,
        contentType: null,
      }),
    ).toEqual({
      ok: true,
      sales: [],
    });
    const wrong = await adapter.parseNotification(account({ inboundToken: 'OTHERKEY' }), {
      method: 'POST',
      query: {},
      body,
      contentType: null,
    });
    expect(wrong).toMatchObject({ ok: false });
  });

  it('pulls the orders report as sales and refunds of the same receipt', async () => {
    await fetch(`${origin}/account/affnick`); // the account exists once its page was seen
    const made = stand.state.addOrder({
      receipt: 'RCPT0001',
      transactionType: 'SALE',
      transactionTime: new Date().toISOString(),
      vendor: 'ketomeal',
      affiliate: 'affnick',
      tid: 'abc',
      productTitle: 'Keto',
      accountAmount: 28.2,
      orderAmount: 47,
      currency: 'USD',
      insResult: null,
    });
    stand.state.addOrder({ ...made, transactionType: 'RFND' });
    const sales = await adapter.pullReport(account(), { from: new Date(), to: new Date() });
    expect(sales.map((s) => [s.type, s.orderId, s.source, s.earnings])).toEqual([
      ['payment', 'RCPT0001', 'report', 28.2],
      ['refund', 'RCPT0001', 'report', 28.2],
    ]);
  });
});
