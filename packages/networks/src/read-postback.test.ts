import { describe, expect, it } from 'vitest';
import { presetSettings } from './presets.ts';
import { parseNetworkAmount, readNetworkPostback } from './read-postback.ts';

const jvzoo = presetSettings('jvzoo');
const CID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('readNetworkPostback', () => {
  it('reads a JVZoo postback through its macro map, in JVZoo’s currency', () => {
    const r = readNetworkPostback(
      { token: 'x', cid: CID, transaction_id: 'AP-123', amount: '13.50', type: 'SALE' },
      jvzoo,
    );
    expect(r).toEqual({
      ok: true,
      kind: 'sale',
      sale: {
        transactionId: 'AP-123',
        type: 'payment',
        clickId: CID,
        amount: 13.5,
        currency: 'USD',
        raw: { cid: CID, transaction_id: 'AP-123', amount: '13.50', type: 'SALE' },
      },
    });
  });

  it('reads WarriorPlus’s own posted fields by their names', () => {
    const r = readNetworkPostback(
      {
        WP_SID: CID,
        WP_SALEID: 'sale_9x',
        WP_SALE_EARNINGS_AFF: '1,234.5',
        WP_ACTION: 'refund',
        WP_SALE_CURRENCY: 'usd',
      },
      presetSettings('warriorplus'),
    );
    expect(r.ok && r.kind === 'sale' && r.sale).toMatchObject({
      transactionId: 'sale_9x',
      type: 'refund',
      amount: 1234.5,
      currency: 'USD',
    });
  });

  it('maps each network’s types; a network without a type macro defaults to a sale, or takes ours', () => {
    const type = (t: string) => {
      const r = readNetworkPostback({ cid: CID, transaction_id: 'T', amount: '1', type: t }, jvzoo);
      return r.ok ? (r.kind === 'sale' ? r.sale.type : r.kind) : r.reason;
    };
    expect(['SALE', 'BILL', 'RFND', 'CGBK', 'INSF', 'test'].map(type)).toEqual([
      'payment',
      'payment',
      'refund',
      'chargeback',
      'ignored',
      'test',
    ]);
    expect(type('constructor')).toBe('Unknown transaction type "constructor".');
    const buygoods = presetSettings('buygoods');
    const bg = (extra: Record<string, string>) =>
      readNetworkPostback({ cid: CID, transaction_id: 'O1', amount: '5', ...extra }, buygoods);
    expect(bg({})).toMatchObject({ ok: true, sale: { type: 'payment' } });
    expect(bg({ type: 'refund' })).toMatchObject({ ok: true, sale: { type: 'refund' } });
  });

  it('refuses unfilled macros, naming them; Impact’s are case-sensitive', () => {
    const impact = presetSettings('impact');
    const r = readNetworkPostback(
      { cid: '{subid1}', transaction_id: '77', amount: '2.00', type: 'APPROVED' },
      impact,
    );
    expect(r).toEqual({
      ok: false,
      reason:
        "The network left {subid1} unfilled in cid: check the macro's spelling and case in the postback URL.",
    });
    expect(readNetworkPostback({ cid: CID, transaction_id: '{transaction_id}', amount: '1' }, jvzoo).ok).toBe(
      false,
    );
  });

  it('refuses a sale without click id, transaction id or amount; a refund may omit click id and amount', () => {
    const reason = (fields: Record<string, unknown>) => {
      const r = readNetworkPostback(fields, jvzoo);
      return r.ok ? null : r.reason;
    };
    expect(reason({ transaction_id: 'T', amount: '1' })).toBe(
      'The postback has no click id ({tid} came back empty).',
    );
    expect(reason({ cid: CID, amount: '1' })).toBe(
      'The postback has no transaction id ({transaction_id} came back empty).',
    );
    expect(reason({ cid: CID, transaction_id: 'T' })).toBe(
      'The postback has no amount ({affiliate_amount} came back empty).',
    );
    expect(readNetworkPostback({ transaction_id: 'T', type: 'RFND' }, jvzoo)).toMatchObject({
      ok: true,
      sale: { type: 'refund', clickId: null, amount: null },
    });
  });

  it('refuses bad amounts, control characters, huge fields and odd ids; ignores objects', () => {
    for (const fields of [
      { cid: CID, transaction_id: 'T', amount: 'NaN' },
      { cid: CID, transaction_id: 'T', amount: '1e3' },
      { cid: CID, transaction_id: 'T', amount: '27,50' },
      { cid: CID, transaction_id: 'T', amount: '2000000' },
      { cid: CID, transaction_id: 'T', amount: '-5' },
      { cid: 'A\u0000B', transaction_id: 'T', amount: '1' },
      { cid: 'a'.repeat(3000), transaction_id: 'T', amount: '1' },
      { cid: 'a'.repeat(65), transaction_id: 'T', amount: '1' },
      { cid: CID, transaction_id: 'has space', amount: '1' },
      { cid: CID, transaction_id: 'T', amount: '1', currency: 'dollars' },
    ])
      expect(
        readNetworkPostback(fields, { ...jvzoo, macros: { ...jvzoo.macros, currency: '{currency}' } }).ok,
        JSON.stringify(fields).slice(0, 60),
      ).toBe(false);
    const r = readNetworkPostback({ cid: [CID, 'x'], transaction_id: 'T', amount: 3, type: { a: 1 } }, jvzoo);
    expect(r).toMatchObject({ ok: true, sale: { clickId: CID, amount: 3, type: 'payment' } });
  });
});

describe('parseNetworkAmount', () => {
  it('reads US-style amounts only', () => {
    expect(['27.50', '1,234.56', '-5', '+3.1', '0'].map(parseNetworkAmount)).toEqual([
      27.5, 1234.56, -5, 3.1, 0,
    ]);
    expect(['', '1.2.3', '12,34', '1,2345', '$5', ' 5'].map(parseNetworkAmount)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
