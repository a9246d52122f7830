import { describe, expect, it } from 'vitest';
import { OfferImportError, parseOfferImport } from './parse-import.ts';

function importError(fn: () => unknown): OfferImportError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(OfferImportError);
    return err as OfferImportError;
  }
  throw new Error('expected an OfferImportError');
}

describe('parseOfferImport (CSV)', () => {
  it('reads quoted fields, header aliases and blank cells', () => {
    const csv = [
      'entry_id,Name,Description,image_url,category,commission,net_earnings,price,currency,affiliate_link',
      '101,"Keto Kitchen, Vol. 2","<p>Say ""hi""</p>\n<ul><li>one</li></ul>",/offer-images/3.jpg,Cooking,50%,12.5,$27,usd,https://www.digistore24.com/redir/1/AFFILIATE/CAMPAIGNKEY',
      '102,Plain,,,,,,,,',
    ].join('\n');
    expect(parseOfferImport(csv, 'csv')).toEqual([
      {
        entryId: '101',
        name: 'Keto Kitchen, Vol. 2',
        descriptionHtml: '<p>Say "hi"</p>\n<ul><li>one</li></ul>',
        imageUrl: '/offer-images/3.jpg',
        category: 'Cooking',
        commission: '50%',
        netEarnings: 12.5,
        price: 27,
        currency: 'USD',
        affiliateLink: 'https://www.digistore24.com/redir/1/AFFILIATE/CAMPAIGNKEY',
        sortOrder: undefined,
      },
      {
        entryId: '102',
        name: 'Plain',
        descriptionHtml: '',
        imageUrl: null,
        category: null,
        commission: null,
        netEarnings: null,
        price: null,
        currency: null,
        affiliateLink: null,
        sortOrder: undefined,
      },
    ]);
  });

  it('reports every bad row with its line and field', () => {
    const csv = [
      'entryId,name,price,currency,affiliateLink',
      '1,Good,10,USD,https://vendor.example/#aff=AFFILIATE',
      '2,,abc,US,javascript:alert(1)',
      '1,Again,5,EUR,',
    ].join('\n');
    const err = importError(() => parseOfferImport(csv, 'csv'));
    expect(err.issues).toEqual([
      { row: 3, field: 'name', message: 'name is required' },
      { row: 3, field: 'price', message: 'price must be a number' },
      { row: 3, field: 'currency', message: 'currency must be a 3-letter code such as USD' },
      { row: 3, field: 'affiliateLink', message: 'must be an http(s) URL' },
      { row: 4, field: 'entryId', message: 'duplicates line 2' },
    ]);
    expect(err.message).toContain('line 3 price: price must be a number');
  });

  it('reports malformed CSV and empty files', () => {
    expect(
      importError(() => parseOfferImport('entryId,name\n1,"unclosed', 'csv')).issues[0]?.message,
    ).toMatch(/quote/i);
    expect(importError(() => parseOfferImport('entryId,name\n', 'csv')).issues[0]?.message).toBe(
      'the file holds no offers',
    );
  });
});

describe('parseOfferImport (JSON)', () => {
  it('accepts an array or { offers }, numbers for ids and amounts', () => {
    const rows = parseOfferImport(
      JSON.stringify({
        offers: [{ entryId: 7, name: 'Seven', price: 9.5, netEarnings: null, sortOrder: 3 }],
      }),
      'json',
    );
    expect(rows[0]).toMatchObject({
      entryId: '7',
      name: 'Seven',
      price: 9.5,
      netEarnings: null,
      sortOrder: 3,
    });
    expect(parseOfferImport('[{"entryId":"a","name":"A"}]', 'json')).toHaveLength(1);
  });

  it('reports item numbers and refuses non-arrays', () => {
    const err = importError(() =>
      parseOfferImport('[{"entryId":"a","name":"A"},{"entryId":"b","imageUrl":"data:x"}]', 'json'),
    );
    expect(err.issues.map((i) => [i.row, i.field])).toEqual([
      [2, 'name'],
      [2, 'imageUrl'],
    ]);
    expect(importError(() => parseOfferImport('{"x":1}', 'json')).issues[0]?.message).toMatch(
      /expected an array/,
    );
    expect(importError(() => parseOfferImport('{', 'json')).issues[0]?.message).toMatch(/not valid JSON/);
  });
});
