import { offersQuerySchema } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { likePattern, offerFacets, type RankableOffer, rankOffers } from './offer-query.ts';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));
const row = (id: string, over: Partial<RankableOffer>): RankableOffer => ({
  id,
  category: 'Health',
  commission: null,
  netEarnings: null,
  price: null,
  sortOrder: 0,
  createdAt: day(1),
  language: 'en',
  ...over,
});

const catalog = [
  row('a', { commission: '50%', netEarnings: 20, price: 47, sortOrder: 0, createdAt: day(1) }),
  row('b', {
    commission: '75%',
    netEarnings: 9,
    price: 17,
    sortOrder: 1,
    createdAt: day(3),
    category: 'Money',
  }),
  row('c', { commission: null, netEarnings: 60, price: 97, sortOrder: 2, createdAt: day(2), language: 'de' }),
  row('d', { commission: 'up to 75 %', netEarnings: 12, price: null, sortOrder: 3, createdAt: day(3) }),
];
const ids = (rows: RankableOffer[]) => rows.map((r) => r.id);
const filters = (query: Record<string, string>) => {
  const { page: _p, itemsPerPage: _i, ...rest } = offersQuerySchema.parse(query);
  return rest;
};

describe('rankOffers', () => {
  it('sorts by commission, then earnings; offers without a commission come last', () => {
    expect(ids(rankOffers(catalog, filters({ sort: 'commission' }), null))).toEqual(['d', 'b', 'a', 'c']);
  });

  it('sorts by earnings per sale and by newest (ties: later in the catalog first), featured by the catalog order', () => {
    expect(ids(rankOffers(catalog, filters({ sort: 'earnings' }), null))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(rankOffers(catalog, filters({ sort: 'newest' }), null))).toEqual(['d', 'b', 'c', 'a']);
    expect(ids(rankOffers(catalog, filters({}), null))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by category (any case), language, price range and search hits together', () => {
    expect(ids(rankOffers(catalog, filters({ category: 'money' }), null))).toEqual(['b']);
    expect(ids(rankOffers(catalog, filters({ language: 'de' }), null))).toEqual(['c']);
    // An offer without a price is not "in range".
    expect(ids(rankOffers(catalog, filters({ minPrice: '20', maxPrice: '100' }), null))).toEqual(['a', 'c']);
    expect(ids(rankOffers(catalog, filters({ sort: 'commission' }), new Set(['a', 'c', 'x'])))).toEqual([
      'a',
      'c',
    ]);
    expect(rankOffers(catalog, filters({ category: 'Health', language: 'pl' }), null)).toEqual([]);
  });
});

describe('offerFacets', () => {
  it('lists each category once, sorted, and the languages found', () => {
    expect(offerFacets([...catalog, row('e', { category: 'health ', language: null })])).toEqual({
      categories: ['Health', 'Money'],
      languages: ['de', 'en'],
    });
  });
});

describe('likePattern', () => {
  it('matches the term literally', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
