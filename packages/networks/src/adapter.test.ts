import { describe, expect, it } from 'vitest';
import { customNetworkAdapter, networkNotificationOutcome, networkSlug } from './adapter.ts';
import { presetSettings } from './presets.ts';

const account = { id: 'acc-1', userId: 'user-1', label: 'JVZoo', settings: presetSettings('jvzoo') };
const CID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('custom network adapter', () => {
  it('turns a JVZoo postback into one NewSale for the recorder, ids scoped by the network', () => {
    const out = networkNotificationOutcome(account, {
      query: { token: 'secret', cid: CID, transaction_id: 'AP-1', amount: '20.00', type: 'SALE' },
      body: null,
    });
    expect(out).toEqual({
      ok: true,
      sales: [
        {
          userId: 'user-1',
          marketplace: 'custom',
          source: 'custom-postback',
          type: 'payment',
          orderId: 'jvzoo:AP-1',
          transactionId: 'jvzoo:AP-1',
          cid: CID,
          campaignKey: null,
          earnings: 20,
          currency: 'USD',
          payload: {
            cid: CID,
            transaction_id: 'AP-1',
            amount: '20.00',
            type: 'SALE',
            network: 'JVZoo',
            connectionId: 'acc-1',
          },
        },
      ],
    });
  });

  it('reads posted fields (WarriorPlus), answers tests with no sale, refuses broken settings', () => {
    const wp = { ...account, label: 'Warrior Plus!', settings: presetSettings('warriorplus') };
    const posted = networkNotificationOutcome(wp, {
      query: { token: 't' },
      body: { WP_SID: CID, WP_SALEID: 's1', WP_SALE_EARNINGS_AFF: '7', WP_ACTION: 'sale' },
    });
    expect(posted.ok && posted.sales[0]?.orderId).toBe('warrior-plus:s1');
    expect(networkNotificationOutcome(account, { query: { test: '1' }, body: null })).toEqual({
      ok: true,
      sales: [],
    });
    expect(
      networkNotificationOutcome({ ...account, settings: { preset: 'nope' } }, { query: {}, body: null }),
    ).toEqual({
      ok: false,
      reason: 'This network connection has no valid settings: reconnect it.',
    });
  });

  it('puts the click id in the connection’s sub-id parameter', () => {
    const offer = {
      marketplace: 'custom' as const,
      entryId: '1',
      vendorId: null,
      affiliateLink: 'https://www.jvzoo.com/c/11/22?tid=old#x',
    };
    expect(
      customNetworkAdapter.affiliateLink(offer, { affiliateId: null, settings: account.settings }, CID),
    ).toBe(`https://www.jvzoo.com/c/11/22?tid=${CID}#x`);
    expect(networkSlug('  ')).toBe('network');
  });
});
