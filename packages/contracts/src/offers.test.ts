import { describe, expect, it } from 'vitest';
import { digistoreCallbackQuerySchema, MISSING_STATE_MESSAGE } from './digistore.ts';
import { commissionPercent, offersQuerySchema, offersResponseSchema } from './offers.ts';

describe('offersQuerySchema', () => {
  it.each([
    [{}, { page: 1, itemsPerPage: 30 }],
    [
      { page: '3', itemsPerPage: '20' },
      { page: 3, itemsPerPage: 20 },
    ],
    [
      { page: '', itemsPerPage: ' ' },
      { page: 1, itemsPerPage: 30 },
    ],
    [
      { page: 2, itemsPerPage: 100 },
      { page: 2, itemsPerPage: 100 },
    ],
  ])('%j → %j', (query, expected) => {
    expect(offersQuerySchema.parse(query)).toEqual({
      ...expected,
      sort: 'featured',
      marketplace: 'digistore24',
    });
  });

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: 'abc' }, 'page must be a number'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ itemsPerPage: '101' }, 'itemsPerPage must be at most 100'],
    [{ itemsPerPage: '0' }, 'itemsPerPage must be at least 1'],
  ])('%j is refused with %j', (query, message) => {
    const result = offersQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('offersResponseSchema', () => {
  it('accepts nullable offer fields and rejects a missing pagination', () => {
    const offer = {
      id: 'o1',
      name: 'N',
      description: '<p>x</p>',
      imageUrl: null,
      category: null,
      commission: null,
      netEarnings: null,
      price: null,
      currency: null,
      affiliateLink: null,
    };
    const pagination = { currentPage: 1, itemsPerPage: 30, totalItems: 1, totalPages: 1 };
    expect(
      offersResponseSchema.parse({ success: true, message: 'ok', data: [offer], pagination }).data,
    ).toHaveLength(1);
    expect(offersResponseSchema.safeParse({ success: true, message: 'ok', data: [offer] }).success).toBe(
      false,
    );
  });
});

describe('digistoreCallbackQuerySchema', () => {
  it('reports the spec message for a missing state', () => {
    const result = digistoreCallbackQuerySchema.safeParse({ token: 't' });
    expect(result.error?.issues[0]?.message).toBe(MISSING_STATE_MESSAGE);
    expect(digistoreCallbackQuerySchema.parse({ state: ' s ', token: 't' })).toEqual({
      state: 's',
      token: 't',
    });
  });
});

describe('offersQuerySchema search, filters and sort', () => {
  it('reads blank values as absent and keeps the rest', () => {
    expect(
      offersQuerySchema.parse({
        q: ' sleep ',
        category: '',
        language: 'de',
        minPrice: '10',
        sort: 'commission',
      }),
    ).toEqual({
      page: 1,
      itemsPerPage: 30,
      q: 'sleep',
      language: 'de',
      minPrice: 10,
      sort: 'commission',
      marketplace: 'digistore24',
    });
    expect(offersQuerySchema.parse({ sort: '' }).sort).toBe('featured');
    expect(offersQuerySchema.parse({ marketplace: 'clickbank' }).marketplace).toBe('clickbank');
    expect(offersQuerySchema.safeParse({ marketplace: 'custom' }).success).toBe(false);
  });

  it.each([
    [{ sort: 'price' }, 'sort must be one of featured, commission, earnings, newest'],
    [{ itemsPerPage: '5000' }, 'itemsPerPage must be at most 100'],
    [{ minPrice: '-1' }, 'minPrice must not be negative'],
    [{ maxPrice: 'cheap' }, 'maxPrice must be a number'],
    [{ minPrice: '50', maxPrice: '10' }, 'minPrice must not be above maxPrice'],
    [{ q: 'x'.repeat(101) }, 'q must be at most 100 characters'],
    [{ q: 'a\u0000b' }, 'must not contain control characters'],
  ])('%j is refused with %j', (query, message) => {
    const result = offersQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('commissionPercent', () => {
  it.each([
    ['50%', 50],
    ['up to 75 %', 75],
    ['12,5%', 12.5],
    ['$10 per sale', null],
    [null, null],
  ])('%j → %j', (text, n) => {
    expect(commissionPercent(text)).toBe(n);
  });
});
