import { productSchema } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { offerProduct } from './offer-product.ts';

const OFFER = {
  name: 'Keto Kickstart',
  descriptionHtml:
    '<p>Lose weight &amp; keep it off.</p><ul><li>30 recipes</li><li>Shopping lists</li></ul><script>alert(1)</script><p>Start today.</p>',
  imageUrl: '/offer-images/3.jpg',
  category: 'Health',
  price: 47,
  currency: 'usd',
};

describe('offerProduct', () => {
  it('writes the catalog row as a product: text of the description, absolute image, price', () => {
    const { product, missing } = offerProduct(OFFER, {
      url: 'https://www.digistore24.com/redir/1/ann/',
      imageOrigin: 'http://127.0.0.1:4000/',
    });
    expect(productSchema.parse(product)).toEqual({
      url: 'https://www.digistore24.com/redir/1/ann/',
      name: 'Keto Kickstart',
      summary: 'Lose weight & keep it off.',
      price: 47,
      currency: 'USD',
      brand: null,
      category: 'Health',
      features: ['30 recipes', 'Shopping lists', 'Start today.'],
      images: ['http://127.0.0.1:4000/offer-images/3.jpg'],
      colors: [],
      language: null,
    });
    expect(missing).toEqual([]);
  });

  it('keeps no markup or script text and no control characters', () => {
    const { product } = offerProduct(
      { ...OFFER, descriptionHtml: '<p onclick="x()">Hi<style>p{}</style>\u0007 <b>there</b></p>' },
      { url: null, imageOrigin: 'https://a.example' },
    );
    expect(product.summary).toBe('Hi there');
  });

  it('says what the catalog lacks and writes from the name and price alone', () => {
    const { product, missing } = offerProduct(
      { ...OFFER, descriptionHtml: '', imageUrl: null, category: null },
      { url: null, imageOrigin: 'https://a.example' },
    );
    expect(missing).toEqual(['description', 'image']);
    expect(productSchema.parse(product)).toMatchObject({
      name: 'Keto Kickstart',
      summary: '',
      features: [],
      images: [],
      price: 47,
    });
  });

  it('drops a price without a currency and a non-http image', () => {
    const { product } = offerProduct(
      { ...OFFER, currency: null, imageUrl: 'javascript:alert(1)' },
      { url: null, imageOrigin: 'https://a.example' },
    );
    expect(product.price).toBeNull();
    expect(product.images).toEqual([]);
  });
});
