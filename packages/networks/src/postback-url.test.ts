import { describe, expect, it } from 'vitest';
import { fillNetworkMacros, networkPostbackUrl, postedFields } from './postback-url.ts';
import { presetSettings } from './presets.ts';
import { readNetworkPostback } from './read-postback.ts';

describe('networkPostbackUrl', () => {
  it('puts each preset’s URL macros under our query names, as the network writes them', () => {
    expect(networkPostbackUrl('https://app.test/', 'KEY', 'TOK', presetSettings('jvzoo'))).toBe(
      'https://app.test/postback/KEY?token=TOK&cid={tid}&transaction_id={transaction_id}&amount={affiliate_amount}&type={transaction_type}',
    );
    expect(networkPostbackUrl('https://app.test', 'KEY', 'TOK', presetSettings('impact'))).toBe(
      'https://app.test/postback/KEY?token=TOK&cid={SubId1}&transaction_id={ActionId}&amount={Payout}&type={Status}',
    );
  });

  it('fixes the event for networks without a type macro; posted fields stay out of the URL', () => {
    const buygoods = presetSettings('buygoods');
    expect(networkPostbackUrl('https://a.test', 'K', 'T', buygoods, { type: 'refund' })).toBe(
      'https://a.test/postback/K?token=T&cid={SUBID}&transaction_id={ORDERID}&amount={COMMISSION_AMOUNT}&type=refund',
    );
    const wp = presetSettings('warriorplus');
    expect(networkPostbackUrl('https://a.test', 'K', 'T', wp)).toBe('https://a.test/postback/K?token=T');
    expect(postedFields(wp)).toEqual([
      'WP_SID',
      'WP_SALEID',
      'WP_SALE_EARNINGS_AFF',
      'WP_ACTION',
      'WP_SALE_CURRENCY',
    ]);
  });

  it('round-trips: the URL filled as JVZoo would is read back as the sale', () => {
    const jvzoo = presetSettings('jvzoo');
    const url = fillNetworkMacros(networkPostbackUrl('https://a.test', 'K', 'T', jvzoo), {
      '{tid}': 'AbCdEfGhIjKlMnOpQrStUv',
      '{transaction_id}': 'AP 9&1',
      '{affiliate_amount}': '9.99',
      '{transaction_type}': 'SALE',
    });
    const fields = Object.fromEntries(new URL(url).searchParams);
    expect(readNetworkPostback(fields, jvzoo)).toMatchObject({
      ok: false,
      reason: 'The transaction id is not valid.',
    });
    const ok = fillNetworkMacros(networkPostbackUrl('https://a.test', 'K', 'T', jvzoo), {
      '{tid}': 'AbCdEfGhIjKlMnOpQrStUv',
      '{transaction_id}': 'AP-91',
      '{affiliate_amount}': '9.99',
      '{transaction_type}': 'SALE',
    });
    expect(readNetworkPostback(Object.fromEntries(new URL(ok).searchParams), jvzoo)).toMatchObject({
      ok: true,
      sale: { transactionId: 'AP-91', amount: 9.99, clickId: 'AbCdEfGhIjKlMnOpQrStUv' },
    });
  });
});
