import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.ts';

describe('formatPrice', () => {
  it('formats with the currency in the locale’s style', () => {
    expect(formatPrice(49, 'USD', 'en')).toBe('$49.00');
    expect(formatPrice(29.9, 'EUR', 'de')).toBe('29,90 €');
    expect(formatPrice(14.5, 'gbp', 'en')).toBe('£14.50');
    expect(formatPrice(1497, 'USD', 'en')).toBe('$1,497.00');
  });

  it('shows the bare number without a currency and the code beside it when Intl does not know it', () => {
    expect(formatPrice(19.99, null, 'en')).toBe('19.99');
    expect(formatPrice(99, 'XY1', 'en')).toBe('99.00 XY1');
  });
});
