import { describe, expect, it } from 'vitest';
import { currencyChoices } from './currency-choices.ts';

const sold = (currency: string) => ({ currency, sales: 1, refunds: 0, earnings: 10 });

describe('currencyChoices', () => {
  it("offers the period's currencies", () => {
    expect(currencyChoices({ currency: 'EUR', currencies: [sold('EUR'), sold('USD')] })).toEqual([
      'EUR',
      'USD',
    ]);
    expect(currencyChoices({ currency: null, currencies: [] })).toEqual([]);
  });

  it('keeps the shown currency a choice in a period without its sales, so it can be left', () => {
    expect(currencyChoices({ currency: 'USD', currencies: [sold('EUR')] })).toEqual(['USD', 'EUR']);
  });
});
