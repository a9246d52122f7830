import { describe, expect, it } from 'vitest';
import { currencyTotals, shownCurrency } from './currency-totals.ts';
import type { MarketplaceTotal } from './performance.ts';

const rows: MarketplaceTotal[] = [
  { marketplace: 'digistore24', currency: 'EUR', sales: 3, refunds: 1, earnings: 60.1 },
  { marketplace: 'clickbank', currency: 'USD', sales: 2, refunds: 0, earnings: 80 },
  { marketplace: 'custom', currency: 'USD', sales: 2, refunds: 0, earnings: 10.2 },
];

describe('currencyTotals', () => {
  it('keeps each currency apart, most sales first, and never converts', () => {
    expect(currencyTotals(rows, null)).toEqual([
      { currency: 'USD', sales: 4, refunds: 0, earnings: 90.2 },
      { currency: 'EUR', sales: 3, refunds: 1, earnings: 60.1 },
    ]);
  });

  it('counts only the chosen marketplace', () => {
    expect(currencyTotals(rows, 'digistore24')).toEqual([
      { currency: 'EUR', sales: 3, refunds: 1, earnings: 60.1 },
    ]);
    expect(currencyTotals(rows, 'clickbank').map((c) => c.currency)).toEqual(['USD']);
  });
});

describe('shownCurrency', () => {
  it('is the asked one, else the one with most sales, else none', () => {
    const currencies = currencyTotals(rows, null);
    expect(shownCurrency('EUR', currencies)).toBe('EUR');
    expect(shownCurrency(undefined, currencies)).toBe('USD');
    expect(shownCurrency(undefined, [])).toBeNull();
  });
});
