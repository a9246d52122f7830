import { randomBytes } from 'node:crypto';
import { createClickBankAdapter, createClickBankClient } from '@adreel/clickbank';
import { type ClickBankStandIn, createClickBankStandIn } from '@adreel/clickbank/stand-in';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createSaleRecorder } from '@adreel/sales';
import { parseEncryptionKey, seal } from '@adreel/secret-box';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncClickBankSalesJob } from '../src/jobs/sync-clickbank-sales.ts';
import { ENCRYPTION_KEY, testWorkerEnv } from './render-support.ts';
import { webhookQueueForTest } from './webhook-queue-support.ts';

const queues = webhookQueueForTest();
let t: TestDatabase;
let stand: ClickBankStandIn;
let origin = '';

beforeAll(async () => {
  t = await createTestDatabase();
  stand = createClickBankStandIn({ keySecret: randomBytes(32) });
  origin = await stand.listen(0);
});
afterAll(async () => {
  await stand.close();
  await queues.close();
  await t.drop();
});

/** A user connected to ClickBank as `cb<name>` with this API key (sealed as the API stores it). */
async function userWithClickBank(name: string, apiKey: string) {
  return t.db.user.create({
    data: {
      name,
      email: `cb-${name}@example.com`,
      passwordHash: 'x',
      marketplaceAccounts: {
        create: {
          marketplace: 'clickbank',
          label: 'ClickBank',
          affiliateId: `cb${name}`,
          credentialsEnc: seal(apiKey, parseEncryptionKey(ENCRYPTION_KEY)),
        },
      },
    },
  });
}

const order = (receipt: string, type: 'SALE' | 'RFND', tid: string | null) =>
  stand.state.addOrder({
    receipt,
    transactionType: type,
    transactionTime: new Date(Date.now() - 3_600_000).toISOString(),
    vendor: 'ketomeal',
    affiliate: 'cbann',
    tid,
    productTitle: 'Keto Meal Plan 28',
    accountAmount: 28.2,
    orderAmount: 47,
    currency: 'USD',
    insResult: null,
  });

it('adds the orders the INS missed through the one recorder, counts one it brought once, and skips a broken account', async () => {
  const user = await userWithClickBank('ann', stand.state.apiKeyOf('cbann'));
  await userWithClickBank('bo', 'API-NOTAVALIDKEYATALL0');
  stand.state.account('cbann');
  order('RCPTW001', 'SALE', 'tid1');
  order('RCPTW002', 'SALE', null);
  order('RCPTW002', 'RFND', null);
  // RCPTW001 already came by INS.
  await createSaleRecorder({ db: t.db }).record({
    userId: user.id,
    marketplace: 'clickbank',
    source: 'ins',
    type: 'payment',
    orderId: 'RCPTW001',
    transactionId: 'RCPTW001',
    cid: null,
    campaignKey: null,
    earnings: 28.2,
    currency: 'USD',
    payload: {},
  });
  const hook = await t.db.webhookEndpoint.create({
    data: {
      userId: user.id,
      url: 'https://hooks.example/sales',
      events: ['sale.created', 'sale.reversed'],
      secret: 'x',
    },
  });
  const job = syncClickBankSalesJob(
    {
      db: t.db,
      env: testWorkerEnv(t.url, queues.prefix, '/tmp'),
      producer: queues.producer,
      logger: pino({ level: 'silent' }),
    },
    createClickBankAdapter({ client: createClickBankClient({ baseUrl: origin }), hopBase: `${origin}/hop` }),
  );
  const ctx = { job: {} as never, log: () => undefined };
  expect(await job.handle({}, ctx)).toEqual({ accounts: 2, added: 2, failed: 1 });
  const rows = await t.db.sale.findMany({
    where: { userId: user.id },
    orderBy: [{ orderId: 'asc' }, { event: 'asc' }],
  });
  expect(rows.map((r) => [r.orderId, r.event, r.source, Number(r.earnings)])).toEqual([
    ['RCPTW001', 'sale', 'ins', 28.2],
    ['RCPTW002', 'refund', 'report', -28.2],
    ['RCPTW002', 'sale', 'report', 28.2],
  ]);
  // The report's sales are announced like every other source's (issue 34 item 2); the INS one was not re-announced.
  const announced = await t.db.webhookDelivery.findMany({ where: { endpointId: hook.id } });
  expect(
    announced
      .map((d) => {
        const { sale } = (
          d.payload as { data: { sale: { marketplace: string; orderId: string; earnings: number } } }
        ).data;
        return [d.event, sale.marketplace, sale.orderId, sale.earnings];
      })
      .sort(),
  ).toEqual([
    ['sale.created', 'clickbank', 'RCPTW002', 28.2],
    ['sale.reversed', 'clickbank', 'RCPTW002', -28.2],
  ]);
  // A second run adds nothing.
  expect(await job.handle({ userId: user.id }, ctx)).toEqual({ accounts: 1, added: 0, failed: 0 });
});
