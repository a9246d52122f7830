import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerFieldsOf } from './catalog.ts';
import { parseMarketplaceFeed } from './feed.ts';

const feed = readFileSync(new URL('./fixtures/marketplace-feed.xml', import.meta.url), 'utf8');

describe('parseMarketplaceFeed', () => {
  it('reads each Site with its nearest category, decoding entities and CDATA, and counts what it skips', () => {
    const { products, skipped } = parseMarketplaceFeed(feed);
    expect(skipped).toBe(2);
    expect(products).toEqual([
      {
        vendorId: 'ketomeal',
        name: 'Keto Meal Plan 28',
        description: 'A 28-day keto plan with recipes.',
        price: null,
        currency: 'USD',
        commissionPercent: 60,
        earningsPerSale: 28.2,
        category: 'Diets & Weight Loss',
      },
      {
        vendorId: 'pupcoach',
        name: 'Pup Coach "21 days"',
        description: 'Daily lessons for puppies.',
        price: null,
        currency: 'USD',
        commissionPercent: 75,
        earningsPerSale: 27.75,
        category: 'Home & Garden',
      },
    ]);
  });

  it('reads nothing from junk, and drops control characters', () => {
    expect(parseMarketplaceFeed('not xml')).toEqual({ products: [], skipped: 0 });
    const nul = parseMarketplaceFeed('<Site><Id>abc</Id><Title>a\u0000b</Title></Site>');
    expect(nul.products).toEqual([]);
  });
});

describe('offerFieldsOf', () => {
  it('stores a HopLink template with the affiliate placeholder, and escapes the description', () => {
    const fields = offerFieldsOf(
      {
        vendorId: 'KetoMeal',
        name: 'Keto',
        description: '<script>x</script>',
        price: 47,
        currency: 'USD',
        commissionPercent: 60,
        category: null,
      },
      'https://hop.clickbank.net/',
    );
    expect(fields).toMatchObject({
      marketplace: 'clickbank',
      entryId: 'ketomeal',
      vendorId: 'ketomeal',
      affiliateLink: 'https://hop.clickbank.net/?affiliate=AFFILIATE&vendor=ketomeal',
      descriptionHtml: '<p>&lt;script&gt;x&lt;/script&gt;</p>',
      commission: '60%',
      netEarnings: 28.2,
    });
  });
});
