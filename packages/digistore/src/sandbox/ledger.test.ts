import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxLedger, parseReportTime } from './ledger.ts';
import { createSandboxMarketplace } from './marketplace.ts';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase('adreel_test_sandbox_ledger');
});
afterAll(async () => {
  await tdb?.drop();
});

const entry = (over: Partial<Parameters<ReturnType<typeof createSandboxLedger>['record']>[0]>) => ({
  affiliate: 'annaff',
  transactionId: 'T1',
  transactionType: 'payment' as const,
  orderId: 'O1',
  productId: '100001',
  productName: 'Sandbox product',
  campaignKey: 'v_abc',
  cid: 'c'.repeat(22),
  amount: 55,
  earnings: 27.5,
  currency: 'EUR',
  country: 'DE',
  at: new Date('2026-03-02T10:00:00Z'),
  ...over,
});

describe('the sandbox ledger and its report calls', () => {
  it('reads Digistore24 report dates', () => {
    expect(parseReportTime('2026-03-02', false)?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(parseReportTime('2026-03-02', true)?.toISOString()).toBe('2026-03-02T23:59:59.999Z');
    expect(parseReportTime('2026-03-02 12:30:00', true)?.toISOString()).toBe('2026-03-02T12:30:00.000Z');
    expect(parseReportTime('yesterday', false)).toBeNull();
    expect(parseReportTime(undefined, false)).toBeNull();
  });

  it('keeps each transaction once and answers listTransactions and listPurchases for the key’s affiliate', async () => {
    const ledger = createSandboxLedger(tdb.db);
    await ledger.record(entry({}));
    await ledger.record(entry({ earnings: 99 }));
    await ledger.record(
      entry({ transactionType: 'refund', earnings: -27.5, at: new Date('2026-03-03T09:00:00Z') }),
    );
    await ledger.record(entry({ transactionId: 'T2', orderId: 'O2', at: new Date('2026-03-04T09:00:00Z') }));
    await ledger.record(entry({ affiliate: 'someoneelse', transactionId: 'T3', orderId: 'O3' }));
    expect((await ledger.payment('annaff', { campaignKey: 'v_abc' }))?.orderId).toBe('O2');
    expect((await ledger.payment('annaff', { orderId: 'O1' }))?.transactionId).toBe('T1');

    await tdb.db.sandboxApiKeyRequest.create({
      data: {
        token: 'tok-ledger',
        returnUrl: 'http://app.example/',
        status: 'approved',
        apiKey: 'sbx_ledger',
        userName: 'annaff',
      },
    });
    const sandbox = createSandboxMarketplace({
      db: tdb.db,
      publicBaseUrl: 'http://app.example/api/sandbox/digistore',
      allowedReturnOrigins: ['http://app.example'],
    });
    const call = (fn: string, form: Record<string, string>, key = 'sbx_ledger') =>
      sandbox.handleCall(fn, { 'X-DS-API-KEY': key }, form);

    const tx = await call('listTransactions', { from: '2026-03-01', to: '2026-03-03' });
    expect(tx.body).toMatchObject({
      result: 'success',
      data: {
        summary: { count: 2 },
        transaction_list: [
          {
            id: 'T1',
            transaction_type: 'payment',
            purchase_id: 'O1',
            affiliate_amount: '27.50',
            created_at: '2026-03-02 10:00:00',
            campaignkey: 'v_abc',
          },
          { id: 'T1', transaction_type: 'refund', affiliate_amount: '-27.50' },
        ],
      },
    });
    const purchases = await call('listPurchases', { from: '2026-03-01', to: '2026-03-31' });
    expect(purchases.body).toMatchObject({
      result: 'success',
      data: {
        purchase_list: [
          { id: 'O1', transaction_id: 'T1', billing_status: 'refunded' },
          { id: 'O2', transaction_id: 'T2', billing_status: 'paid' },
        ],
      },
    });
    expect(
      (await call('listTransactions', { from: '2026-03-01', to: '2026-03-31' }, 'nope')).body,
    ).toMatchObject({
      result: 'error',
      code: 'invalid_api_key',
    });
    expect((await call('listTransactions', { from: 'march', to: '2026-03-31' })).body).toMatchObject({
      result: 'error',
      code: 'invalid_param',
    });
  });
});
