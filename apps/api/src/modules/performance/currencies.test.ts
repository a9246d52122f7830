import type { MarketplaceTotal } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { knownMarketplaces } from './currencies.ts';

const rows: MarketplaceTotal[] = [
  { marketplace: 'digistore24', currency: 'EUR', sales: 3, refunds: 1, earnings: 60.1 },
  { marketplace: 'clickbank', currency: 'USD', sales: 2, refunds: 0, earnings: 80 },
  { marketplace: 'custom', currency: 'USD', sales: 2, refunds: 0, earnings: 10.2 },
];

describe('knownMarketplaces', () => {
  it('leaves out a stored marketplace no contract names', () => {
    const stored = [...rows, { marketplace: 'jvzoo', currency: 'USD', sales: 1, refunds: 0, earnings: 1 }];
    expect(knownMarketplaces(stored).map((r) => r.marketplace)).toEqual([
      'digistore24',
      'clickbank',
      'custom',
    ]);
  });
});
