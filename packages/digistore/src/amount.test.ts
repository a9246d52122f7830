import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';

describe('parseAmount', () => {
  it('reads the ways amounts are written', () => {
    expect(parseAmount('47.00')).toBe(47);
    expect(parseAmount('47,5')).toBe(47.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1,234.56')).toBe(1234.56);
    expect(parseAmount('1.234.567')).toBeNull();
    expect(parseAmount('12.345.678,9')).toBeNull();
    expect(parseAmount('2.500.000')).toBeNull();
    expect(parseAmount('1.000.000')).toBe(1_000_000);
    expect(parseAmount(' -5 ')).toBe(-5);
    expect(parseAmount('+12.999')).toBe(13);
    expect(parseAmount('0')).toBe(0);
  });

  it('refuses what is no amount', () => {
    for (const bad of [
      '',
      'NaN',
      '1e309',
      'Infinity',
      '-',
      '.',
      '1.2.3,4,5',
      '12abc',
      '1,2,3',
      '0x10',
      ',5',
      '5.',
    ])
      expect(parseAmount(bad), bad).toBeNull();
  });
});
