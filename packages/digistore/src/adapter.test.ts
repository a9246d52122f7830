import type { OpenedAccount } from '@adreel/marketplace';
import { describe, expect, it } from 'vitest';
import { createDigistoreAdapter } from './adapter.ts';
import { createDigistoreClient } from './client.ts';

// Links and postbacks need no call: the client points nowhere.
const adapter = createDigistoreAdapter({
  client: createDigistoreClient({ baseUrl: 'http://127.0.0.1:9' }),
  developerKey: 'dev',
});
const offer = {
  marketplace: 'digistore24' as const,
  entryId: '880001',
  vendorId: null,
  affiliateLink: 'https://www.digistore24.com/redir/880001/AFFILIATE/CAMPAIGNKEY',
};
const account: OpenedAccount = {
  id: 'a',
  userId: 'u1',
  marketplace: 'digistore24',
  label: 'Digistore24',
  affiliateId: 'ann42',
  credentialsEnc: null,
  credentials: null,
  settings: {},
  state: 'connected',
  inboundKey: null,
  inboundTokenEnc: null,
  inboundToken: null,
  lastReceivedAt: null,
  connectedAt: null,
};

describe('Digistore24 behind the marketplace port', () => {
  it('builds the promolink with the user name, and our click id as cid when given', () => {
    expect(adapter.affiliateLink(offer, account, null)).toBe(
      'https://www.digistore24.com/redir/880001/ann42',
    );
    expect(adapter.affiliateLink(offer, account, 'Ck1')).toBe(
      'https://www.digistore24.com/redir/880001/ann42?cid=Ck1',
    );
    // Not connected: no placeholder ever reaches a browser.
    expect(adapter.affiliateLink(offer, null, null)).toBe('https://www.digistore24.com/redir/880001');
    expect(adapter.affiliateLink({ ...offer, affiliateLink: null }, account, 'Ck1')).toBeNull();
  });

  it('turns an S2S postback into one sale, a test into none, and refuses what it cannot read', async () => {
    const query = { transaction_id: 'T-1', type: 'payment', amount: '12.50', currency: 'eur', cid: 'Ck1' };
    const sale = await adapter.parseNotification(account, {
      method: 'GET',
      query,
      body: null,
      contentType: null,
    });
    expect(sale).toMatchObject({
      ok: true,
      sales: [
        {
          userId: 'u1',
          marketplace: 'digistore24',
          source: 'postback',
          type: 'payment',
          orderId: 'T-1',
          transactionId: 'T-1',
          cid: 'Ck1',
          earnings: 12.5,
          currency: 'EUR',
        },
      ],
    });
    const test = { method: 'POST' as const, query: {}, body: { test: '1' }, contentType: 'application/json' };
    expect(await adapter.parseNotification(account, test)).toEqual({ ok: true, sales: [] });
    const bad = { method: 'GET' as const, query: { transaction_id: 'T 1' }, body: null, contentType: null };
    expect(await adapter.parseNotification(account, bad)).toEqual({
      ok: false,
      reason: 'The postback has no valid transaction_id.',
    });
  });

  it('pulls no report without a key', async () => {
    expect(await adapter.pullReport(account, { from: new Date(0), to: new Date(0) })).toEqual([]);
  });
});
