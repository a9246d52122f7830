import { describe, expect, it } from 'vitest';
import { parseTransactionList } from './report.ts';

describe('parseTransactionList', () => {
  it('reads Digistore24 transaction rows and skips the ones it cannot store', () => {
    const rows = parseTransactionList({
      transaction_list: [
        {
          id: 'T1',
          transaction_type: 'payment',
          purchase_id: 'ORD1',
          created_at: '2026-11-20 10:11:12',
          product_name: 'Lamp',
          amount: '49.00',
          affiliate_amount: '24,50',
          currency: 'eur',
          campaignkey: 'v_AbCdEfGh12',
          cid: 'c1',
        },
        { id: 'T2', transaction_type: 'refund', purchase_id: 'ORD1', created_at: '2026-11-21T00:00:00Z' },
        {
          id: 'T3',
          transaction_type: 'rebill_cancelled',
          purchase_id: 'ORD2',
          created_at: '2026-11-21 00:00:00',
        },
        { id: '', transaction_type: 'payment', purchase_id: 'ORD3', created_at: '2026-11-21 00:00:00' },
        { id: 'T5', transaction_type: 'payment', purchase_id: 'ORD5', created_at: 'yesterday' },
        'junk',
      ],
    });
    expect(rows).toEqual([
      {
        transactionId: 'T1',
        type: 'payment',
        orderId: 'ORD1',
        at: new Date('2026-11-20T10:11:12Z'),
        productName: 'Lamp',
        amount: 49,
        earnings: 24.5,
        currency: 'EUR',
        campaignKey: 'v_AbCdEfGh12',
        cid: 'c1',
      },
      expect.objectContaining({ transactionId: 'T2', type: 'refund', orderId: 'ORD1', earnings: null }),
    ]);
    expect(parseTransactionList(null)).toEqual([]);
    expect(parseTransactionList({ transaction_list: 'nope' })).toEqual([]);
  });
});
