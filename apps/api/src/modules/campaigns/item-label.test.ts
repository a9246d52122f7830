import { describe, expect, it } from 'vitest';
import { itemLabel } from './item-label.ts';

const url = 'https://www.shop.example/p/posture-pro?aff=me&cam=x';
const base = { offerName: null, product: null, productUrl: url, position: 2 };

describe('itemLabel', () => {
  it("prefers the offer's name, then the product the script was written from", () => {
    expect(itemLabel({ ...base, offerName: 'Keto Kit', product: { name: 'Other' } })).toBe('Keto Kit');
    expect(itemLabel({ ...base, product: { name: '  Posture Pro  ', price: 34 } })).toBe('Posture Pro');
  });

  it('falls back to the host name, never the raw URL, and to the position without one', () => {
    expect(itemLabel(base)).toBe('shop.example');
    expect(itemLabel({ ...base, product: { name: '' } })).toBe('shop.example');
    expect(itemLabel({ ...base, productUrl: 'not a url' })).toBe('Item 3');
    expect(itemLabel({ ...base, productUrl: null })).toBe('Item 3');
  });
});
