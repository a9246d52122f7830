import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractionError } from './errors.ts';
import { extractProduct } from './extract-product.ts';

function fixture(name: string): string {
  return readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url), 'utf8');
}

function failure(run: () => unknown): ExtractionError {
  try {
    run();
  } catch (error) {
    if (error instanceof ExtractionError) return error;
    throw error;
  }
  throw new Error('expected an ExtractionError');
}

describe('extractProduct', () => {
  it('reads a JSON-LD Product inside @graph with an offers array and a formatted price', () => {
    const product = extractProduct(fixture('json-ld-only.html'), 'https://trailforge.example/p/summit-45');
    expect(product).toMatchObject({
      url: 'https://trailforge.example/p/summit-45',
      name: 'Summit Pro 45L Hiking Backpack',
      summary: 'A lightweight 45-litre pack with a ventilated back panel.',
      price: 1299,
      currency: 'USD',
      brand: 'Trailforge',
      category: 'Outdoor > Backpacks',
      language: 'en',
    });
    expect(product.images).toEqual([
      'https://trailforge.example/img/backpack-front.jpg',
      'https://cdn.trailforge.example/img/backpack-side.jpg',
    ]);
  });

  it('reads OpenGraph and product meta tags when there is no JSON-LD', () => {
    const product = extractProduct(fixture('opengraph-only.html'), 'https://lumo.example/lampe');
    expect(product).toMatchObject({
      name: 'Lampe de bureau Lumo',
      summary: 'Une lampe LED sans fil, trois températures de couleur.',
      price: 59.9,
      currency: 'EUR',
      brand: 'Lumo Maison',
      language: 'fr',
      colors: ['#ff6600'],
    });
    expect(product.images).toEqual([
      'https://cdn.lumo.example/lampe-1.jpg',
      'https://cdn.lumo.example/lampe-2.jpg',
    ]);
    expect(product.features).toEqual(['Batterie 12 heures', 'Recharge USB-C', 'Bras orientable']);
  });

  it('falls back to the page itself when there is no metadata', () => {
    const product = extractProduct(
      fixture('no-metadata.html'),
      'https://cedargrove.example/candles/forest-rain',
    );
    expect(product.name).toBe('Forest Rain Soy Candle');
    expect(product.price).toBe(24.5);
    expect(product.currency).toBe('USD');
    expect(product.summary).toMatch(/^Hand-poured in small batches/);
    expect(product.summary).toContain('reusable amber glass jar');
    expect(product.summary).not.toContain('tracking');
    expect(product.features).toEqual([
      '100% natural soy wax',
      'Cotton wick, no lead',
      '45-hour burn time',
      'Reusable amber jar',
    ]);
    // Biggest declared image first, its srcset's largest candidate; no logo, icon or pixel.
    expect(product.images).toEqual([
      'https://cedargrove.example/img/candle-1200.jpg',
      'https://cedargrove.example/img/candle-small.jpg',
    ]);
    expect(product.language).toBeNull();
    expect(product.brand).toBeNull();
  });

  it('reads a German page with a European price format', () => {
    const product = extractProduct(fixture('german.html'), 'https://kaffeewelt.example/barista');
    expect(product).toMatchObject({
      name: 'Kaffeevollautomat Barista Deluxe',
      price: 1299,
      currency: 'EUR',
      language: 'de',
      summary: 'Frisch gemahlener Kaffee auf Knopfdruck: der Barista Deluxe mit Milchschaumdüse.',
      images: ['https://kaffeewelt.example/bilder/barista-deluxe.jpg'],
    });
    expect(product.features).toHaveLength(3);
  });

  it.each([
    ['<span class="price">£39.99</span>', 39.99, 'GBP'],
    ['<span class="price">¥4,800</span>', 4800, 'JPY'],
    ['<span class="price">₹1,499</span>', 1499, 'INR'],
    ['<span class="price">USD 19.00</span>', 19, 'USD'],
    ['<span class="price">24,90 EUR</span>', 24.9, 'EUR'],
    ['<div>Price: <b>$5</b></div>', 5, 'USD'],
  ])('detects the currency of %s', (priceHtml, price, currency) => {
    const html = `<html><body><main><h1>Thing</h1>${priceHtml}</main></body></html>`;
    expect(extractProduct(html, 'https://shop.example/thing')).toMatchObject({ price, currency });
  });

  it('picks the right images quickly from a page with 200 images', () => {
    const thumbs = Array.from(
      { length: 196 },
      (_, i) => `<img src="/thumbs/t${i}.jpg" width="${120 + (i % 50)}" height="120">`,
    ).join('\n');
    const html = `<html><body><main><h1>Gallery lamp</h1>
      <img src="/sprites/sprite-${1}.png"><img src="/track/pixel.gif" width="1" height="1">
      ${thumbs}
      <img data-src="/hero/lamp-large.jpg" src="data:image/gif;base64,R0lGOD" width="1600" height="1200">
      <img src="/hero/lamp-second.jpg" width="1200" height="1200">
    </main></body></html>`;
    const product = extractProduct(html, 'https://shop.example/lamp');
    expect(product.images).toHaveLength(12);
    expect(product.images.slice(0, 2)).toEqual([
      'https://shop.example/hero/lamp-large.jpg',
      'https://shop.example/hero/lamp-second.jpg',
    ]);
    expect(product.images.some((url) => /sprite|pixel/.test(url))).toBe(false);
    expect(new Set(product.images).size).toBe(12);
  });

  it('refuses non-HTML, empty pages and pages without a name with clear messages', () => {
    const notHtml = failure(() => extractProduct('{"id": 1, "name": "json"}', 'https://api.example/x'));
    expect(notHtml.code).toBe('NOT_HTML');
    expect(notHtml.message).toMatch(/does not point to a web page/);
    expect(failure(() => extractProduct('  \n ', 'https://shop.example/')).code).toBe('EMPTY_PAGE');
    const nameless = failure(() =>
      extractProduct('<html><body><div><p>no title here</p></div></body></html>', 'https://shop.example/'),
    );
    expect(nameless.code).toBe('NO_NAME');
    expect(nameless.message).toMatch(/product name/);
  });

  it('keeps at most six short features and skips navigation lists', () => {
    const items = Array.from({ length: 10 }, (_, i) => `<li>Feature number ${i + 1}</li>`).join('');
    const html = `<html><body><main><h1>Widget</h1>
      <ul><li><a href="/a">Home</a></li><li><a href="/b">Shop</a></li></ul>
      <ul>${items}<li>${'x'.repeat(200)}</li></ul></main></body></html>`;
    const product = extractProduct(html, 'https://shop.example/widget');
    expect(product.features).toEqual([
      'Feature number 1',
      'Feature number 2',
      'Feature number 3',
      'Feature number 4',
      'Feature number 5',
      'Feature number 6',
    ]);
  });
});
