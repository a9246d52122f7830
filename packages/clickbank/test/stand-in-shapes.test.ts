import { afterAll, beforeAll, expect, it } from 'vitest';
import analytics from '../src/fixtures/analytics-affiliate-tracking-id.json' with { type: 'json' };
import insSample from '../src/fixtures/ins-v8-sale.json' with { type: 'json' };
import ordersSample from '../src/fixtures/orders2-list.json' with { type: 'json' };
import { notificationOf } from '../src/stand-in/ins-sender.ts';
import { createClickBankStandIn } from '../src/stand-in/server.ts';

// The stand-in's other tests read it through our own client, so the two could drift from ClickBank
// together. Here its raw output is held against ClickBank's documented samples (fixtures/README.md):
// every field it writes must be one the sample has, with the sample's JSON type.

/** Each field path of a JSON value (`a.b[].c`) with the JSON types seen there. */
function fieldTypes(value: unknown, path = '', out = new Map<string, Set<string>>()) {
  const add = (type: string) => out.set(path, (out.get(path) ?? new Set()).add(type));
  if (Array.isArray(value)) {
    add('array');
    for (const item of value) fieldTypes(item, `${path}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    add('object');
    for (const [k, v] of Object.entries(value)) fieldTypes(v, path ? `${path}.${k}` : k, out);
  } else {
    add(value === null ? 'null' : typeof value);
  }
  return out;
}

/** The stand-in's fields the documented sample lacks, or has with another type (null fits any field). */
function undocumented(output: unknown, sample: unknown): string[] {
  const documented = fieldTypes(sample);
  const wrong: string[] = [];
  for (const [path, types] of fieldTypes(output)) {
    for (const type of types) {
      if (type !== 'null' && !documented.get(path)?.has(type)) wrong.push(`${path}: ${type}`);
    }
  }
  return wrong;
}

const order = {
  receipt: 'RCPTSHAPE1',
  transactionType: 'SALE' as const,
  transactionTime: '2026-11-20T20:47:51.000Z',
  vendor: 'ketomeal',
  affiliate: 'affnick',
  tid: 'abc123',
  productTitle: 'Keto Meal Plan 28',
  accountAmount: 28.2,
  orderAmount: 47,
  currency: 'USD',
  insResult: null,
};

const stand = createClickBankStandIn({ keySecret: Buffer.alloc(32, 3) });
let origin = '';
beforeAll(async () => {
  origin = await stand.listen(0);
  stand.state.account('affnick');
  stand.state.addOrder(order);
  stand.state.addOrder({ ...order, transactionType: 'RFND', tid: null });
  stand.state.hop('affnick', 'ABC123');
});
afterAll(() => stand.close());

const rest = async (path: string) => {
  const res = await fetch(`${origin}/rest/1.3/${path}`, {
    headers: { Authorization: stand.state.apiKeyOf('affnick'), Accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as unknown;
};

it('writes INS notifications with the fields and types of the documented version 8.0 sample', () => {
  expect(undocumented(notificationOf(order), insSample)).toEqual([]);
  expect(undocumented(notificationOf({ ...order, transactionType: 'RFND' }), insSample)).toEqual([]);
});

it('answers orders2/list in the documented orderData shape', async () => {
  const body = await rest('orders2/list?startDate=2026-11-20&endDate=2026-11-20&role=AFFILIATE');
  expect((body as { orderData: unknown[] }).orderData).toHaveLength(2);
  expect(undocumented(body, ordersSample)).toEqual([]);
});

it('answers analytics/affiliate/tracking_id in the documented rows shape', async () => {
  const body = await rest(
    'analytics/affiliate/tracking_id?account=affnick&startDate=2026-11-20&endDate=2026-11-20&select=HOP_COUNT&select=SALE_COUNT',
  );
  expect(undocumented(body, analytics)).toEqual([]);
});
