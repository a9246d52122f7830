import { describe, expect, it } from 'vitest';
import {
  describeFilters,
  filtersFromParams,
  isFiltered,
  NO_FILTERS,
  offersQueryOf,
  paramsFromFilters,
} from './offer-filters.ts';

describe('offer filters in the address', () => {
  it('reads what is set and falls back for the rest; an unknown sort is the default', () => {
    expect(
      filtersFromParams(new URLSearchParams('q=+sleep+&category=Health&sort=commission&page=2')),
    ).toEqual({
      ...NO_FILTERS,
      q: 'sleep',
      category: 'Health',
      sort: 'commission',
    });
    expect(filtersFromParams(new URLSearchParams('sort=price')).sort).toBe('featured');
  });

  it('writes only what is set, so reload keeps it and a plain page stays plain', () => {
    const state = { ...NO_FILTERS, q: 'keto', language: 'de', maxPrice: '50', sort: 'earnings' as const };
    const params = paramsFromFilters(state, 3);
    expect(params.toString()).toBe('q=keto&language=de&maxPrice=50&sort=earnings&page=3');
    expect(filtersFromParams(params)).toEqual(state);
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
    expect(offersQueryOf({ ...NO_FILTERS, category: 'Money' })).toEqual({ category: 'Money' });
  });

  it('keeps the ClickBank catalog in the address, and Digistore24 as the plain default', () => {
    const state = { ...NO_FILTERS, marketplace: 'clickbank' as const, q: 'keto' };
    expect(paramsFromFilters(state).toString()).toBe('q=keto&marketplace=clickbank');
    expect(filtersFromParams(paramsFromFilters(state))).toEqual(state);
    expect(filtersFromParams(new URLSearchParams('marketplace=custom')).marketplace).toBe('digistore24');
    expect(offersQueryOf(state)).toEqual({ q: 'keto', marketplace: 'clickbank' });
    expect(isFiltered({ ...NO_FILTERS, marketplace: 'clickbank' })).toBe(false);
  });

  it('says which filters narrow the list, in words', () => {
    expect(isFiltered({ ...NO_FILTERS, sort: 'commission' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, minPrice: '5' })).toBe(true);
    expect(
      describeFilters({
        ...NO_FILTERS,
        q: 'yoga',
        category: 'Health',
        language: 'es',
        minPrice: '10',
        maxPrice: '40',
      }),
    ).toBe('“yoga” in Health in Spanish priced 10–40');
    expect(describeFilters({ ...NO_FILTERS, maxPrice: '20' })).toBe('priced up to 20');
  });
});
