import { describe, expect, it } from 'vitest';
import analytics from './fixtures/analytics-affiliate-tracking-id.json' with { type: 'json' };
import orders from './fixtures/orders2-list.json' with { type: 'json' };
import { parseOrderList, parseTrackingIdAnalytics } from './report.ts';
import { tidToClickId } from './tid.ts';

describe('parseOrderList', () => {
  it('reads the documented orders2/list rows: a sale and its refund on one receipt', () => {
    const rows = parseOrderList(orders);
    expect(rows.map((r) => [r.event, r.receipt, r.earnings, r.currency, r.clickId])).toEqual([
      ['sale', 'CWOGBZLN', 28.42, 'USD', tidToClickId('0123456789abcdefghijklmn')],
      ['refund', 'CWOGBZLN', 28.42, 'USD', tidToClickId('0123456789abcdefghijklmn')],
    ]);
    expect(rows[0]?.at.toISOString()).toBe('2026-11-20T20:47:51.000Z');
    expect(rows[0]?.productName).toBe('Keto Meal Plan');
  });

  it('skips tests, other roles, unknown types and rows missing what a sale needs; a single row is a list of one', () => {
    const base = orders.orderData[0] as Record<string, unknown>;
    expect(parseOrderList({ orderData: { ...base } })).toHaveLength(1);
    for (const row of [
      { ...base, transactionType: 'TEST_SALE' },
      { ...base, transactionType: 'INSF' },
      { ...base, transactionType: 'WHAT' },
      { ...base, role: 'VENDOR' },
      { ...base, receipt: undefined },
      { ...base, receipt: 'bad receipt' },
      { ...base, transactionTime: 'then' },
      { ...base, vendor: 'v\u0000' },
      'not an object',
    ])
      expect(parseOrderList({ orderData: [row] }), JSON.stringify(row).slice(0, 80)).toEqual([]);
    expect(parseOrderList(null)).toEqual([]);
    expect(parseOrderList({ orderData: [{ ...base, lineItemData: [] }] })[0]?.earnings).toBeNull();
  });
});

describe('parseTrackingIdAnalytics', () => {
  it('reads hops and sales per tid from typed values', () => {
    expect(parseTrackingIdAnalytics(analytics)).toEqual([
      { tid: '0123456789abcdefghijklmn', hops: 12, sales: 1 },
      { tid: 'NONE', hops: 3, sales: 0 },
    ]);
    expect(
      parseTrackingIdAnalytics({
        rows: { row: { dimensionValue: 't1', data: { attribute: 'HOP_COUNT', value: 4 } } },
      }),
    ).toEqual([{ tid: 't1', hops: 4, sales: 0 }]);
    expect(parseTrackingIdAnalytics('junk')).toEqual([]);
  });
});
