import { describe, expect, it } from 'vitest';
import { detectCurrency, findPriceInText, normaliseCurrency, parsePrice } from './price.ts';

describe('parsePrice', () => {
  it.each([
    ['1,299.00', 1299],
    ['1.299,00', 1299],
    ['1.299,00 €', 1299],
    ['$49.99', 49.99],
    ['12,50', 12.5],
    ['1299', 1299],
    ['1,299', 1299],
    ['1.234.567,89', 1234567.89],
    ['1 299,00', 1299],
    ['EUR 39', 39],
    ['0', 0],
  ])('%s → %d', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it('passes numbers through and rejects nonsense', () => {
    expect(parsePrice(19.9)).toBe(19.9);
    expect(parsePrice(-1)).toBeNull();
    expect(parsePrice('free')).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe('currencies', () => {
  it.each([
    ['$19', 'USD'],
    ['US$ 19', 'USD'],
    ['19 €', 'EUR'],
    ['£5', 'GBP'],
    ['¥1200', 'JPY'],
    ['₹499', 'INR'],
    ['price in usd', 'USD'],
    ['EUR 10', 'EUR'],
    ['CA$ 25', 'CAD'],
  ])('%s → %s', (text, code) => {
    expect(detectCurrency(text)).toBe(code);
  });

  it('normalises codes and symbols, nothing else', () => {
    expect(normaliseCurrency('eur')).toBe('EUR');
    expect(normaliseCurrency('€')).toBe('EUR');
    expect(normaliseCurrency('dollars?')).toBeNull();
    expect(normaliseCurrency(5)).toBeNull();
  });
});

describe('findPriceInText', () => {
  it('reads symbol-before and symbol-after prices', () => {
    expect(findPriceInText('Jetzt nur 1.299,00 € inkl. MwSt.')).toEqual({ price: 1299, currency: 'EUR' });
    expect(findPriceInText('Only $1,299.00 today')).toEqual({ price: 1299, currency: 'USD' });
    expect(findPriceInText('£24.50 with free delivery')).toEqual({ price: 24.5, currency: 'GBP' });
    expect(findPriceInText('No price here, 3 items')).toBeNull();
  });
});
