import { createClickBankAdapter, createClickBankClient } from '@adreel/clickbank';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createDigistoreAdapter, createDigistoreClient } from '@adreel/digistore';
import { customNetworkAdapter } from '@adreel/networks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfferLinks } from '../src/kernel/offer-links.ts';

// Links are built without any call: both clients point nowhere.
const adapters = {
  digistore24: createDigistoreAdapter({
    client: createDigistoreClient({ baseUrl: 'http://127.0.0.1:9' }),
    developerKey: 'dev',
  }),
  clickbank: createClickBankAdapter({
    client: createClickBankClient({ baseUrl: 'http://127.0.0.1:9' }),
    hopBase: 'https://hop.clickbank.net',
  }),
  custom: customNetworkAdapter,
};
const digistoreOffer = {
  marketplace: 'digistore24',
  entryId: '880001',
  vendorId: null,
  affiliateLink: 'https://www.digistore24.com/redir/880001/AFFILIATE/CAMPAIGNKEY',
};
const clickbankOffer = {
  marketplace: 'clickbank',
  entryId: 'lampco',
  vendorId: 'lampco',
  affiliateLink: 'https://hop.clickbank.net/?affiliate=AFFILIATE&vendor=lampco',
};

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

async function user(email: string) {
  return t.db.user.create({ data: { name: 'U', email, passwordHash: 'x' } });
}

describe('offer links by the offer’s marketplace', () => {
  it('gives each offer the link of its own marketplace, with the user’s id there', async () => {
    const ann = await user('ann@example.com');
    await t.db.marketplaceAccount.createMany({
      data: [
        { userId: ann.id, marketplace: 'digistore24', label: 'Digistore24', affiliateId: 'ann42' },
        { userId: ann.id, marketplace: 'clickbank', label: 'ClickBank', affiliateId: 'annaff' },
      ],
    });
    const links = await createOfferLinks(t.db, adapters).forUser(ann.id);
    expect(links.linkOf(digistoreOffer)).toBe('https://www.digistore24.com/redir/880001/ann42');
    // Never the Digistore24 name in a HopLink, nor the other way round.
    expect(links.linkOf(clickbankOffer)).toBe('https://hop.clickbank.net/?affiliate=annaff&vendor=lampco');
    expect(links.connectedTo('clickbank')).toBe(true);
    expect(links.linkOf({ ...digistoreOffer, marketplace: 'jvzoo' })).toBeNull();
  });

  it('makes no HopLink for a user without a ClickBank account, and names no one in a promolink', async () => {
    const bo = await user('bo@example.com');
    await t.db.marketplaceAccount.create({
      data: {
        userId: bo.id,
        marketplace: 'digistore24',
        label: 'Digistore24',
        affiliateId: null,
        state: 'disconnected',
      },
    });
    const links = await createOfferLinks(t.db, adapters).forUser(bo.id);
    expect(links.connectedTo('digistore24')).toBe(false);
    expect(links.connectedTo('clickbank')).toBe(false);
    expect(links.linkOf(clickbankOffer)).toBeNull();
    expect(links.linkOf(digistoreOffer)).toBe('https://www.digistore24.com/redir/880001');
  });
});
