import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EnvelopeServer, type Reply, startEnvelopeServer } from '../../test/envelope-server.ts';
import { sampleOffers } from '../../test/offer-fixtures.ts';
import { createDigistoreClient } from '../client.ts';
import { importOffers } from './import.ts';
import { toOfferContract } from './offer-dto.ts';
import { parseOfferImport } from './parse-import.ts';
import { refreshEntries } from './refresh.ts';

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase('adreel_test_catalog');
});
afterAll(async () => {
  await tdb?.drop();
});

describe('importOffers', () => {
  it('seeds a catalog, then updates by entryId without duplicating', async () => {
    const offers = sampleOffers();
    expect(await importOffers(tdb.db, offers)).toEqual({ created: offers.length, updated: 0 });
    expect(await importOffers(tdb.db, offers)).toEqual({ created: 0, updated: offers.length });
    expect(await tdb.db.offer.count()).toBe(offers.length);
    const first = await tdb.db.offer.findFirstOrThrow({ orderBy: { sortOrder: 'asc' } });
    expect(first.entryId).toBe(offers[0]!.entryId);
    expect(toOfferContract(first)).toMatchObject({
      name: offers[0]!.name,
      description: offers[0]!.descriptionHtml,
      imageUrl: offers[0]!.imageUrl,
      affiliateLink: offers[0]!.affiliateLink,
    });
  });

  it('sanitises descriptions on the way in and keeps sortOrder when a row names none', async () => {
    const rows = parseOfferImport(
      [
        'entryId,name,description,sortOrder',
        'x-1,Evil,"<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)><a href=""javascript:x"">l</a>",7',
      ].join('\n'),
      'csv',
    );
    await importOffers(tdb.db, rows);
    const stored = await tdb.db.offer.findUniqueOrThrow({
      where: { marketplace_entryId: { marketplace: 'digistore24', entryId: 'x-1' } },
    });
    expect(stored.descriptionHtml).toBe('<p>ok</p><a>l</a>');
    expect(stored.sortOrder).toBe(7);
    await importOffers(tdb.db, parseOfferImport('entryId,name\nx-1,Renamed', 'csv'));
    expect(
      await tdb.db.offer.findUniqueOrThrow({
        where: { marketplace_entryId: { marketplace: 'digistore24', entryId: 'x-1' } },
      }),
    ).toMatchObject({
      name: 'Renamed',
      sortOrder: 7,
      descriptionHtml: '',
    });
  });
});

describe('refreshEntries', () => {
  let server: EnvelopeServer;
  afterAll(async () => {
    await server?.close();
  });

  it('upserts fetched entries and collects per-entry failures', async () => {
    const entries: Record<string, Reply> = {
      'r-1': {
        status: 200,
        body: {
          result: 'success',
          data: {
            entry: {
              entry_id: 'r-1',
              headline: 'Fresh Entry',
              description: '<p>New</p><script>x()</script>',
              price: '27.00',
              currency: 'USD',
              affiliate_share: '60',
              main_product_id: '777',
              stats: { affiliate_profit_per_sale: '14.58' },
            },
          },
        },
      },
      'r-bad-link': {
        status: 200,
        body: { result: 'success', data: { entry: { headline: 'Bad', promolink: 'javascript:alert(1)' } } },
      },
      'r-gone': { status: 200, body: { result: 'error', message: 'Entry not found' } },
    };
    server = await startEnvelopeServer(
      (call) => entries[call.form.entry_id ?? ''] ?? { status: 500, body: {} },
    );
    const client = createDigistoreClient({ baseUrl: server.baseUrl, retries: 0 });
    await importOffers(tdb.db, [{ ...sampleOffers()[0]!, entryId: 'r-1', name: 'Old name', sortOrder: 3 }]);

    const result = await refreshEntries(tdb.db, client, 'key', [
      'r-1',
      'r-gone',
      'r-bad-link',
      'r-500',
      'r-1',
    ]);
    expect(result.created).toBe(0);
    expect(result.updated).toBe(1);
    expect(result.failed.map((f) => f.entryId)).toEqual(['r-gone', 'r-bad-link', 'r-500']);
    expect(result.failed[0]!.error).toBe('Entry not found');
    expect(result.failed[1]!.error).toMatch(/http\(s\) URL/);
    expect(server.calls.every((c) => c.headers['x-ds-api-key'] === 'key')).toBe(true);
    expect(
      await tdb.db.offer.findUniqueOrThrow({
        where: { marketplace_entryId: { marketplace: 'digistore24', entryId: 'r-1' } },
      }),
    ).toMatchObject({
      name: 'Fresh Entry',
      descriptionHtml: '<p>New</p>',
      price: 27,
      commission: '60%',
      netEarnings: 14.58,
      affiliateLink: 'https://www.digistore24.com/redir/777/AFFILIATE/CAMPAIGNKEY',
      sortOrder: 3,
    });
    expect(
      await tdb.db.offer.findUnique({
        where: { marketplace_entryId: { marketplace: 'digistore24', entryId: 'r-bad-link' } },
      }),
    ).toBeNull();
  });
});
