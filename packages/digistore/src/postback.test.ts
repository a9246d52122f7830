import { describe, expect, it } from 'vitest';
import { postbackToken, readPostback } from './postback.ts';

const read = (fields: Record<string, unknown>) => readPostback(fields);

describe('readPostback', () => {
  it('reads our names and Digistore24’s, first of repeated values, unfilled placeholders as empty', () => {
    const r = read({
      transaction_id: ['T1', 'T2'],
      amount_affiliate: '1.234,56',
      transaction_type: 'REFUND',
      currency: 'eur',
      cid: '{cid}',
      campaignkey: 'v_abc',
      affiliate_name: 'ann',
      country: 'de',
      product_id: 4242,
    });
    expect(r).toEqual({
      ok: true,
      postback: {
        test: false,
        transactionId: 'T1',
        transactionType: 'refund',
        cid: null,
        campaignKey: 'v_abc',
        amount: 1234.56,
        currency: 'EUR',
        productId: '4242',
        country: 'DE',
        affiliate: 'ann',
        raw: {
          transaction_id: 'T1',
          amount_affiliate: '1.234,56',
          transaction_type: 'REFUND',
          currency: 'eur',
          campaignkey: 'v_abc',
          affiliate_name: 'ann',
          country: 'de',
          product_id: '4242',
        },
      },
    });
  });

  it('counts payments, refunds and chargebacks; other types are read but not counted', () => {
    const type = (t: string) =>
      (read({ transaction_id: 'T', type: t }) as { postback: { transactionType: unknown } }).postback
        .transactionType;
    expect([
      type('payment'),
      type('rebill'),
      type('on_chargeback'),
      type('payment_missed'),
      type('constructor'),
    ]).toEqual(['payment', 'payment', 'chargeback', null, null]);
    expect(
      (read({ transaction_id: 'T' }) as { postback: { transactionType: unknown } }).postback.transactionType,
    ).toBe('payment');
  });

  it('refuses what cannot be stored: no transaction id, bad amounts, control characters, huge fields', () => {
    for (const fields of [
      {},
      { transaction_id: 'has space' },
      { transaction_id: 'T', amount: 'NaN' },
      { transaction_id: 'T', amount: '1e309' },
      { transaction_id: 'T', country: 'D\u0001E' },
      { transaction_id: 'T', affiliate: 'a'.repeat(3000) },
    ])
      expect(read(fields).ok, JSON.stringify(fields).slice(0, 60)).toBe(false);
    expect(read({ test: '1' }).ok).toBe(true);
    const dsTest = read({ type: 'TEST' });
    expect(dsTest.ok && [dsTest.postback.test, dsTest.postback.transactionType]).toEqual([true, null]);
  });

  it('keeps the token out of what is read, and ignores objects where text is expected', () => {
    expect(postbackToken({ token: ['a', 'b'] })).toBe('a');
    expect(postbackToken({ token: { x: 1 } })).toBe('');
    const r = read({ transaction_id: 'T', token: 'secret', currency: { x: 1 } });
    expect(r.ok && r.postback.raw).toEqual({ transaction_id: 'T' });
  });
});
