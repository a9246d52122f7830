import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import {
  createDigistoreAdapter,
  createDigistoreClient,
  createSandboxLedger,
  createSandboxMarketplace,
  SANDBOX_DEVELOPER_KEY,
} from '@adreel/digistore';
import { createProducer, createRedis, type Producer } from '@adreel/queue';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { syncDigistoreSalesJob } from '../src/jobs/sync-digistore-sales.ts';
import { ENCRYPTION_KEY, testPrefix, testWorkerEnv } from './render-support.ts';

const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let producer: Producer;
let server: Server;
let base = '';

/** The sandbox marketplace over HTTP, speaking Digistore24's envelope, as the API mounts it. */
beforeAll(async () => {
  t = await createTestDatabase();
  producer = createProducer(redis, prefix);
  const sandbox = createSandboxMarketplace({
    db: t.db,
    publicBaseUrl: 'http://127.0.0.1',
    allowedReturnOrigins: [],
  });
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', async () => {
      const fn = /^\/api\/call\/([^/]+)\/format\/json$/.exec(req.url ?? '')?.[1] ?? '';
      const form = Object.fromEntries(new URLSearchParams(body));
      const reply = await sandbox.handleCall(fn, req.headers as Record<string, string>, form);
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.close();
  await producer.close();
  const webhooks = new Queue('webhooks', { connection: redis, prefix });
  await webhooks.obliterate({ force: true }).catch(() => undefined);
  await webhooks.close();
  redis.disconnect();
  await t.drop();
});

/** The job as the worker builds it, its webhook deliveries queued under this run's prefix. */
const syncJob = (client: ReturnType<typeof createDigistoreClient>) =>
  syncDigistoreSalesJob(
    { db: t.db, env: testWorkerEnv(t.url, prefix, '/tmp'), producer, logger: pino({ level: 'silent' }) },
    createDigistoreAdapter({ client, developerKey: SANDBOX_DEVELOPER_KEY }),
  );

it('adds the report sales postbacks missed, through the real client, and never counts one twice', async () => {
  const apiKey = `sbx_${randomBytes(8).toString('hex')}`;
  await t.db.sandboxApiKeyRequest.create({
    data: { token: 'tok', returnUrl: 'http://127.0.0.1/x', status: 'approved', apiKey, userName: 'ann' },
  });
  const user = await t.db.user.create({
    data: {
      name: 'Ann',
      email: 'ann@example.com',
      passwordHash: 'x',
      marketplaceAccounts: {
        create: {
          marketplace: 'digistore24',
          label: 'Digistore24',
          affiliateId: 'ann',
          credentialsEnc: encryptSecret(apiKey, parseEncryptionKey(ENCRYPTION_KEY)),
        },
      },
    },
  });
  const link = await t.db.trackedLink.create({
    data: {
      code: 'AbCdEfGh12',
      userId: user.id,
      targetUrl: 'https://www.digistore24.com/redir/1/ann/',
      sourceKind: 'video',
      sourceId: randomBytes(4).toString('hex'),
      campaignKey: 'v_AbCdEfGh12',
    },
  });
  const at = new Date(Date.now() - 3_600_000);
  const click = await t.db.click.create({
    data: {
      linkId: link.id,
      at,
      day: new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`),
      device: 'mobile',
      visitorHash: 'v',
      cid: 'cidOne',
    },
  });
  const ledger = createSandboxLedger(t.db);
  const entry = (
    transactionId: string,
    type: 'payment' | 'refund' | 'chargeback',
    orderId: string,
    more: object = {},
  ) =>
    ledger.record({
      affiliate: 'ann',
      transactionId,
      transactionType: type,
      orderId,
      productId: '1',
      productName: 'Lamp',
      campaignKey: null,
      cid: null,
      amount: 49,
      earnings: type === 'payment' ? 24.5 : -24.5,
      currency: 'EUR',
      country: 'DE',
      at,
      ...more,
    });
  await entry('T1', 'payment', 'O1', { cid: 'cidOne', campaignKey: link.campaignKey });
  await entry('T2', 'payment', 'O2', { campaignKey: link.campaignKey });
  await entry('T3', 'refund', 'O2', { campaignKey: link.campaignKey });
  await entry('T4', 'payment', 'O4');
  // A chargeback after O2's refund is the same reversal: it takes nothing more.
  await entry('T5', 'chargeback', 'O2', { campaignKey: link.campaignKey, at: new Date(at.getTime() + 1000) });
  // O7's refund is listed before its payment: it waits, then the payment settles it.
  await entry('T6', 'refund', 'O7', {
    campaignKey: link.campaignKey,
    earnings: -10,
    at: new Date(at.getTime() - 1000),
  });
  await entry('T7', 'payment', 'O7', { campaignKey: link.campaignKey });
  // T1 already came by postback.
  await t.db.sale.create({
    data: {
      userId: user.id,
      orderId: 'O1',
      event: 'sale',
      source: 'postback',
      transactionId: 'T1',
      transactionType: 'payment',
      linkId: link.id,
      clickId: click.id,
      amount: 49,
      earnings: 24.5,
      currency: 'EUR',
      at,
      payload: {},
    },
  });

  const hook = await t.db.webhookEndpoint.create({
    data: {
      userId: user.id,
      url: 'https://hooks.example/sales',
      events: ['sale.created', 'sale.reversed'],
      secret: 'x',
    },
  });
  const job = syncJob(createDigistoreClient({ baseUrl: base }));
  const ctx = { job: {} as never, log: () => undefined };
  expect(await job.handle({ userId: user.id }, ctx)).toEqual({ accounts: 1, added: 6, failed: 0 });
  expect(await job.handle({}, ctx)).toEqual({ accounts: 1, added: 0, failed: 0 });

  const sales = await t.db.sale.findMany({ where: { userId: user.id }, orderBy: { transactionId: 'asc' } });
  expect(sales.map((s) => [s.transactionId, s.source, s.event, s.earnings, s.linkId, s.state])).toEqual([
    ['T1', 'postback', 'sale', 24.5, link.id, 'counted'],
    ['T2', 'report', 'sale', 24.5, link.id, 'counted'],
    ['T3', 'report', 'refund', -24.5, link.id, 'counted'],
    ['T4', 'report', 'sale', 24.5, null, 'counted'],
    ['T5', 'report', 'chargeback', 0, link.id, 'further'],
    ['T6', 'report', 'refund', -10, link.id, 'counted'],
    ['T7', 'report', 'sale', 24.5, link.id, 'counted'],
  ]);
  expect(sales.find((s) => s.transactionId === 'T4')?.unattributed).toBe(true);
  // The link's rollup holds each once: T1 + T2 − T3 (T5 adds nothing) + T7 − T6.
  const [rolled] = await t.db.linkDay.findMany({ where: { linkId: link.id } });
  expect(rolled).toMatchObject({ sales: 1, refunds: 2, earnings: 39 });
  // Announced like every other source's (issue 34): each report event that started to count, once;
  // T6's refund only when T7 settled it, T5's chargeback (nothing taken) never.
  const deliveries = await t.db.webhookDelivery.findMany({ where: { endpointId: hook.id } });
  const announced = deliveries.map((d) => {
    const sale = (d.payload as { data: { sale: { orderId: string; status: string; earnings: number } } }).data
      .sale;
    return [d.event, sale.orderId, sale.status, sale.earnings];
  });
  expect(announced.sort()).toEqual(
    [
      ['sale.created', 'O2', 'sale', 24.5],
      ['sale.reversed', 'O2', 'refund', -24.5],
      ['sale.created', 'O4', 'sale', 24.5],
      ['sale.created', 'O7', 'sale', 24.5],
      ['sale.reversed', 'O7', 'refund', -10],
    ].sort(),
  );
  expect(await t.db.digistoreSync.findUnique({ where: { userId: user.id } })).toMatchObject({
    lastAdded: 0,
    lastError: null,
  });
});

it('keeps the error of a run whose key Digistore24 refuses', async () => {
  const user = await t.db.user.create({
    data: {
      name: 'Bo',
      email: 'bo@example.com',
      passwordHash: 'x',
      marketplaceAccounts: {
        create: {
          marketplace: 'digistore24',
          label: 'Digistore24',
          credentialsEnc: encryptSecret('revoked-key', parseEncryptionKey(ENCRYPTION_KEY)),
        },
      },
    },
  });
  const job = syncJob(createDigistoreClient({ baseUrl: base }));
  const result = await job.handle({ userId: user.id }, { job: {} as never, log: () => undefined });
  expect(result).toMatchObject({ accounts: 1, added: 0, failed: 1 });
  expect((await t.db.digistoreSync.findUniqueOrThrow({ where: { userId: user.id } })).lastError).toMatch(
    /Invalid API key/,
  );
});
