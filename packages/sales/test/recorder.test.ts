import { randomBytes } from 'node:crypto';
import type { WebhookEvent } from '@adreel/contracts';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSaleRecorder, type NewSale } from '../src/index.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

/** A user with one link and one human click on it (its cid is what comes back with a sale). */
async function userWithClick() {
  const user = await t.db.user.create({
    data: { name: 'Ann', email: `${randomBytes(6).toString('hex')}@example.com`, passwordHash: 'x' },
  });
  const code = randomBytes(5).toString('hex');
  const link = await t.db.trackedLink.create({
    data: {
      code,
      userId: user.id,
      targetUrl: 'https://hop.clickbank.net/?affiliate=ann&vendor=lamp',
      sourceKind: 'video',
      sourceId: 'v1',
      campaignKey: `v_${code}`,
    },
  });
  const at = new Date();
  const cid = randomBytes(16).toString('base64url').slice(0, 22);
  await t.db.click.create({
    data: {
      linkId: link.id,
      at,
      day: new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`),
      device: 'mobile',
      visitorHash: 'v',
      cid,
    },
  });
  return { user, link, cid };
}

function recorder() {
  const sent: [string, WebhookEvent, Record<string, unknown>][] = [];
  const r = createSaleRecorder({
    db: t.db,
    webhooks: { emit: async (userId, event, data) => sent.push([userId, event, data]) },
  });
  return { r, sent };
}

const sale = (userId: string, more: Partial<NewSale>): NewSale => ({
  userId,
  marketplace: 'clickbank',
  source: 'ins',
  type: 'payment',
  orderId: 'R1',
  transactionId: 'R1',
  cid: null,
  campaignKey: null,
  earnings: 30,
  currency: 'USD',
  payload: {},
  ...more,
});

it('is idempotent per marketplace: one transaction id in two marketplaces is two sales, a repeat is none', async () => {
  const { user, link, cid } = await userWithClick();
  const { r, sent } = recorder();
  expect((await r.record(sale(user.id, { cid }))).outcome).toBe('stored');
  expect((await r.record(sale(user.id, { cid }))).outcome).toBe('duplicate');
  const other = await r.record(
    sale(user.id, { marketplace: 'digistore24', source: 'postback', currency: 'EUR' }),
  );
  expect(other.outcome).toBe('stored');
  const rows = await t.db.sale.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } });
  expect(rows.map((s) => [s.marketplace, s.linkId, s.currency])).toEqual([
    ['clickbank', link.id, 'USD'],
    ['digistore24', null, 'EUR'],
  ]);
  expect(sent.map(([, event, data]) => [event, (data.sale as { marketplace: string }).marketplace])).toEqual([
    ['sale.created', 'clickbank'],
    ['sale.created', 'digistore24'],
  ]);
  // The money rollup keeps each marketplace and currency apart.
  const money = await t.db.linkDaySale.findMany({ where: { linkId: link.id } });
  expect(money.map((m) => [m.marketplace, m.currency, m.sales, m.earnings])).toEqual([
    ['clickbank', 'USD', 1, 30],
  ]);
});

it('a refund before its sale waits, is settled by its own marketplace only, and is announced as sale.reversed', async () => {
  const { user, link, cid } = await userWithClick();
  const { r, sent } = recorder();
  const early = await r.record(
    sale(user.id, { orderId: 'R2', transactionId: 'R2-RF', type: 'refund', earnings: 10 }),
  );
  expect(early).toMatchObject({ outcome: 'pending-reversal', saleId: expect.any(String) });
  // The same order id at another marketplace is another sale: it does not settle the refund.
  await r.record(
    sale(user.id, { orderId: 'R2', transactionId: 'R2', marketplace: 'custom', source: 'custom-postback' }),
  );
  expect(sent.map(([, event]) => event)).toEqual(['sale.created']);
  const paid = await r.record(sale(user.id, { orderId: 'R2', transactionId: 'R2', cid }));
  expect(paid.outcome).toBe('stored');
  expect(
    sent.slice(1).map(([, event, data]) => [event, (data.sale as { earnings: number }).earnings]),
  ).toEqual([
    ['sale.created', 30],
    ['sale.reversed', -10],
  ]);
  const settled = await t.db.sale.findUniqueOrThrow({ where: { id: early.saleId ?? '' } });
  expect([settled.state, settled.earnings, settled.linkId]).toEqual(['counted', -10, link.id]);
  const [money] = await t.db.linkDaySale.findMany({ where: { linkId: link.id } });
  expect(money).toMatchObject({
    marketplace: 'clickbank',
    currency: 'USD',
    sales: 0,
    refunds: 1,
    earnings: 20,
  });
});

it('joins only the owner’s click: someone else’s click id leaves the sale unattributed', async () => {
  const a = await userWithClick();
  const b = await userWithClick();
  const { r } = recorder();
  const { saleId } = await r.record(sale(b.user.id, { orderId: 'R3', transactionId: 'R3', cid: a.cid }));
  const row = await t.db.sale.findUniqueOrThrow({ where: { id: saleId ?? '' } });
  expect([row.clickId, row.linkId, row.unattributed]).toEqual([null, null, true]);
});

it('writes the clicks still held in memory first, so a sale right after its click finds it', async () => {
  const { user, link } = await userWithClick();
  const cid = randomBytes(16).toString('base64url').slice(0, 22);
  // The redirect's batch holding this click is written only when the recorder asks for it.
  let flushed = 0;
  const r = createSaleRecorder({
    db: t.db,
    beforeRecord: async () => {
      flushed += 1;
      const at = new Date();
      await t.db.click.create({
        data: {
          linkId: link.id,
          at,
          day: new Date(at.toISOString().slice(0, 10)),
          device: 'mobile',
          visitorHash: 'w',
          cid,
        },
      });
    },
  });
  await r.record(sale(user.id, { orderId: 'R9', transactionId: 'R9', cid }));
  const stored = await t.db.sale.findFirstOrThrow({ where: { userId: user.id, orderId: 'R9' } });
  expect([stored.linkId, flushed]).toEqual([link.id, 1]);
});
