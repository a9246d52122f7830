import { randomBytes } from 'node:crypto';
import { encryptSecret } from '@adreel/secret-box';
import { describe, expect, it } from 'vitest';
import { type MarketplaceAccountRow, openAccount } from './open-account.ts';

const key = randomBytes(32);
const row: MarketplaceAccountRow = {
  id: 'a1',
  userId: 'u1',
  marketplace: 'clickbank',
  label: 'ClickBank',
  affiliateId: 'annaff',
  credentialsEnc: encryptSecret('API-KEY', key),
  settings: {},
  state: 'connected',
  inboundKey: 'k',
  inboundTokenEnc: encryptSecret('INSSECRET', key),
  lastReceivedAt: null,
  connectedAt: null,
};

describe('openAccount', () => {
  it('opens both sealed secrets for the adapter', () => {
    expect(openAccount(row, key)).toMatchObject({ credentials: 'API-KEY', inboundToken: 'INSSECRET' });
    expect(openAccount({ ...row, credentialsEnc: null, inboundTokenEnc: null }, key)).toMatchObject({
      credentials: null,
      inboundToken: null,
    });
  });

  it('knows only marketplaces of this build, and refuses a wrong key', () => {
    expect(openAccount({ ...row, marketplace: 'jvzoo' }, key)).toBeNull();
    expect(() => openAccount(row, randomBytes(32))).toThrow(/wrong key or tampered/);
  });
});
