import { readdirSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSafeFetcher, extractProduct, extractProductFromUrl, type SafeFetcher } from '@adreel/fetch';
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoOffers } from '../seed/demo-catalog.ts';
import { createDemoKit } from './adapter.ts';
import { offerLandingPage } from './offer-pages.ts';
import { demoLandingUrl, demoProducts, demoProductUrl, formatPrice } from './products.ts';
import { startDemoShop } from './server.ts';

let shop: { origin: string; close(): Promise<void> };
let fetcher: SafeFetcher;

beforeAll(async () => {
  shop = await startDemoShop({ port: 0 });
  fetcher = createSafeFetcher({ allowOrigins: [shop.origin] });
});

afterAll(() => shop.close());

function rawStatus(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${shop.origin}${path}`, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

describe('demo shop product pages', () => {
  it('has five products, at least one priced in EUR', () => {
    expect(demoProducts).toHaveLength(5);
    expect(demoProducts.some((product) => product.currency === 'EUR')).toBe(true);
  });

  it.each(demoProducts.map((product) => [product.slug, product] as const))(
    '%s extracts to the right product through the safe fetcher',
    async (slug, expected) => {
      const response = await fetcher.fetch(demoProductUrl(shop.origin, slug), { kind: 'html' });
      const product = extractProduct(response.body.toString('utf8'), response.url);
      expect(product.name).toBe(expected.name);
      expect(product.price).toBe(expected.price);
      expect(product.currency).toBe(expected.currency);
      expect(product.brand).toBe(expected.brand);
      expect(product.category).toBe(expected.category);
      expect(product.language).toBe('en');
      expect(product.images.length).toBeGreaterThanOrEqual(3);
      expect(product.images[0]).toBe(`${shop.origin}${expected.images[0]?.path}`);
      expect(product.features).toEqual(expected.features.slice(0, 6));
      expect(product.colors).toEqual([expected.colors[0]]);
    },
  );

  it('serves a German product page (lang="de") that extracts as German (issue 25)', async () => {
    const response = await fetcher.fetch(demoProductUrl(shop.origin, 'alignright-haltungskorrektor'), {
      kind: 'html',
    });
    const html = response.body.toString('utf8');
    expect(html).toContain('<html lang="de">');
    const product = extractProduct(html, response.url);
    expect(product).toMatchObject({ name: 'AlignRight Haltungskorrektor', language: 'de', currency: 'EUR' });
    expect(product.features).toContain('Eine Größe für 71 bis 122 cm Brustumfang');
    expect(html).toContain('34,99');
  });

  it('serves images that extraction can sample colours from', async () => {
    const product = await extractProductFromUrl(fetcher, demoProductUrl(shop.origin, 'lunara-sleep-ring'));
    expect(product.colors[0]).toBe('#4c1d95');
    expect(product.colors.length).toBeGreaterThanOrEqual(2);
  });

  it('redirects /go/<slug> to the product page', async () => {
    const response = await fetcher.fetch(`${shop.origin}/go/keto-kitchen-ebook`, { kind: 'html' });
    expect(response.url).toBe(demoProductUrl(shop.origin, 'keto-kitchen-ebook'));
  });

  it('stands in for a network affiliate link (JVZoo-shaped), carrying the sub-id on to the product page', async () => {
    const link = `${shop.origin}/networks/jvzoo/c/4411/keto-kitchen-ebook?tid=AbCdEfGhIjKlMnOpQrStUv`;
    const response = await fetcher.fetch(link, { kind: 'html' });
    expect(response.url).toBe(demoProductUrl(shop.origin, 'keto-kitchen-ebook'));
    expect(await rawStatus('/networks/jvzoo/c/4411/no-such-product')).toBe(404);
    expect(await rawStatus('/networks/keto-kitchen-ebook')).toBe(404);
  });
});

describe('demo shop landing pages', () => {
  it.each(demoProducts.map((product) => [product.slug] as const))(
    '%s links ~30 fetchable sub-resources and checkout buttons',
    async (slug) => {
      const response = await fetcher.fetch(demoLandingUrl(shop.origin, slug), { kind: 'html' });
      const $ = load(response.body.toString('utf8'));
      const resources = new Set<string>();
      $('link[href]').each((_, el) => {
        resources.add($(el).attr('href') ?? '');
      });
      $('script[src]').each((_, el) => {
        resources.add($(el).attr('src') ?? '');
      });
      $('img').each((_, el) => {
        const img = $(el);
        const src = img.attr('src') ?? '';
        if (!src.startsWith('data:')) resources.add(src);
        if (img.attr('data-src')) resources.add(img.attr('data-src') ?? '');
        for (const part of (img.attr('srcset') ?? '').split(',')) {
          const url = part.trim().split(/\s+/)[0];
          if (url) resources.add(url);
        }
      });
      const css = (await fetcher.fetch(`${shop.origin}/css/shop.css`, { kind: 'css' })).body.toString();
      for (const match of css.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)) {
        resources.add(new URL(match[1] ?? '', `${shop.origin}/css/shop.css`).pathname);
      }
      const base = (await fetcher.fetch(`${shop.origin}/css/base.css`, { kind: 'css' })).body.toString();
      for (const match of base.matchAll(/url\(['"]?([^'")]+)['"]?\)/g)) {
        resources.add(new URL(match[1] ?? '', `${shop.origin}/css/base.css`).pathname);
      }
      expect(resources.size).toBeGreaterThanOrEqual(28);
      const kindOf = (path: string) =>
        path.endsWith('.css')
          ? 'css'
          : path.endsWith('.ttf')
            ? 'font'
            : path.endsWith('.js')
              ? 'any'
              : 'image';
      await Promise.all(
        [...resources].map(async (path) => {
          const file = await fetcher.fetch(new URL(path, response.url).href, { kind: kindOf(path) });
          expect(file.body.length).toBeGreaterThan(0);
        }),
      );
      const orderLinks = $('a')
        .toArray()
        .filter((a) => /order now|buy now/i.test($(a).text()))
        .map((a) => $(a).attr('href'));
      expect(orderLinks.length).toBeGreaterThanOrEqual(2);
      expect(new Set(orderLinks)).toEqual(new Set([`/checkout/${slug}`]));
      const checkout = await fetcher.fetch(`${shop.origin}/checkout/${slug}`, { kind: 'html' });
      expect(checkout.body.toString()).toContain('Checkout');
    },
  );

  it('has a stylesheet with an @import, a url() background and an @font-face', async () => {
    const shopCss = (await fetcher.fetch(`${shop.origin}/css/shop.css`, { kind: 'css' })).body.toString();
    expect(shopCss).toMatch(/@import url\(["']base\.css["']\)/);
    expect(shopCss).toMatch(/background: url\(["']\.\.\/images\/shared\/bg-pattern\.jpg["']\)/);
    const baseCss = (await fetcher.fetch(`${shop.origin}/css/base.css`, { kind: 'css' })).body.toString();
    expect(baseCss).toMatch(/@font-face[\s\S]*DejaVuSans\.ttf/);
    const font = await fetcher.fetch(`${shop.origin}/fonts/DejaVuSans.ttf`, { kind: 'font' });
    expect(font.contentType).toBe('font/ttf');
  });
});

describe('demo shop server', () => {
  it('answers 404 for unknown pages, products and files, and never serves outside public/', async () => {
    expect(await rawStatus('/products/no-such-thing')).toBe(404);
    expect(await rawStatus('/nothing-here')).toBe(404);
    expect(await rawStatus('/images/missing.jpg')).toBe(404);
    expect(await rawStatus('/css/..%2f..%2fpackage.json')).toBe(404);
    expect(await rawStatus('/css/..%2f..%2fnode_modules%2ftypescript%2flib%2ftypescript.js')).toBe(404);
    expect(await rawStatus('/%E0%A4%A.css')).toBe(404);
  });

  it('serves the home page listing every product', async () => {
    const home = (await fetcher.fetch(`${shop.origin}/`, { kind: 'html' })).body.toString();
    for (const product of demoProducts) expect(home).toContain(`/products/${product.slug}`);
  });

  it('keeps its committed assets small', () => {
    const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? sizeOf(join(dir, entry.name)) : statSync(join(dir, entry.name)).size),
        0,
      );
    expect(sizeOf(publicDir)).toBeLessThan(3 * 1024 * 1024);
  });
});

describe('demo shop offer landing pages', () => {
  const priced = demoOffers().filter((o) => o.price !== null && o.currency !== null);
  const first = priced.find((o) => o.name === 'Kettlebell Burn Blueprint');
  const second = priced.find((o) => o.price !== first?.price && o.imageUrl !== first?.imageUrl);

  it('serves each catalog offer its own page: name, price, image and an "Order now" button', async () => {
    if (!first || !second) throw new Error('the demo catalog needs two differently priced offers');
    const kit = createDemoKit({ origin: shop.origin });
    for (const [offer, other] of [
      [first, second],
      [second, first],
    ] as const) {
      const url = kit.offerPageUrl(offer);
      expect(url).toBe(`${shop.origin}/offers/${offer.entryId}`);
      const response = await fetcher.fetch(url ?? '', { kind: 'html' });
      const $ = load(response.body.toString('utf8'));
      expect($('h1').text()).toBe(offer.name);
      expect($('[data-price]').text()).toBe(formatPrice(offer.price ?? 0, offer.currency ?? 'USD'));
      expect($('body').text()).not.toContain(other.name);
      expect($('a.button').first().text()).toBe('Order now');
      expect($('img.hero-image').attr('src')).toBe(offer.imageUrl);
      const image = await fetcher.fetch(`${shop.origin}${offer.imageUrl}`, { kind: 'image' });
      expect(image.contentType).toBe('image/jpeg');
      expect(await rawStatus(`/offers/${offer.entryId}/order`)).toBe(200);
    }
  });

  it('escapes every text it renders', () => {
    const page = offerLandingPage({
      entryId: '1',
      name: '<script>alert(1)</script>',
      category: null,
      pitch: '"><img onerror=x>',
      bullets: ['<b>'],
      closing: '&',
      imageUrl: null,
      price: 9,
      currency: 'USD',
    });
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img onerror');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('knows only the bundled catalog', async () => {
    const kit = createDemoKit({ origin: shop.origin });
    expect(kit.offerPageUrl({ entryId: 'no-such-entry', name: 'x' })).toBeNull();
    // Same entry id, different offer (an operator import): not the demo page.
    expect(kit.offerPageUrl({ entryId: first?.entryId ?? '', name: 'Something else' })).toBeNull();
    expect(await rawStatus('/offers/no-such-entry')).toBe(404);
    expect(await rawStatus('/offer-images/..%2f..%2fpackage.json')).toBe(404);
    expect(await rawStatus('/offer-images/missing.jpg')).toBe(404);
  });
});
