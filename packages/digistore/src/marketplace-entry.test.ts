import { describe, expect, it } from 'vitest';
import { mapMarketplaceEntry } from './marketplace-entry.ts';
import { yesNo } from './yes-no.ts';

describe('mapMarketplaceEntry', () => {
  it('reads a flat entry with alternative field names', () => {
    const e = mapMarketplaceEntry(
      {
        id: 77,
        name: 'Garden Planner',
        description_html: '<ul><li>Plans</li></ul>',
        main_product_price: 19.9,
        currency: 'USD',
        category: 'Hobbies',
        commission: '75%',
        affiliate_profit_per_sale: 14.2,
        product_id: 555,
        promolink: 'https://vendor.example/#aff=AFFILIATE',
      },
      '77',
    );
    expect(e).toMatchObject({
      entryId: '77',
      name: 'Garden Planner',
      descriptionHtml: '<ul><li>Plans</li></ul>',
      price: 19.9,
      category: 'Hobbies',
      commission: '75%',
      netEarnings: 14.2,
      mainProductId: '555',
      affiliateLink: 'https://vendor.example/#aff=AFFILIATE',
    });
  });

  it('falls back to nulls and the requested id when fields are missing', () => {
    expect(mapMarketplaceEntry({}, 'x1')).toMatchObject({
      entryId: 'x1',
      name: 'Marketplace entry x1',
      descriptionHtml: '',
      imageUrl: null,
      category: null,
      commission: null,
      netEarnings: null,
      price: null,
      currency: null,
      affiliateLink: null,
      isActive: null,
    });
  });

  it('parses thousands separators in amounts', () => {
    expect(mapMarketplaceEntry({ price: '1,497.00' }, 'a').price).toBe(1497);
    expect(mapMarketplaceEntry({ price: '€ 37,50' }, 'a').price).toBe(37.5);
  });
});

describe('yesNo', () => {
  it.each([
    ['Y', true],
    ['N', false],
    ['y', true],
    ['n ', false],
    [true, true],
    ['', null],
    ['maybe', null],
    [1, null],
    [undefined, null],
  ])('%j → %j', (v, expected) => {
    expect(yesNo(v)).toBe(expected);
  });
});
