import { describe, expect, it } from 'vitest';
import { wrapText } from './endcard.ts';
import { displayLink, endCardText, formatPrice, linkInBioCard } from './endcard-text.ts';

const product = {
  url: 'https://shop.test/p',
  name: 'SuperBlend Pro 3000',
  summary: '',
  price: 49.99,
  currency: 'USD',
  brand: null,
  category: null,
  features: [],
  images: [],
  colors: [],
  language: null,
};

describe('end card text', () => {
  it('says "Link in bio" in the video language, keeping name and price but no link (issue 32)', () => {
    const withLink = endCardText(product, 'https://adreel.test/go/abc', 'de');
    expect(linkInBioCard(withLink, 'de')).toEqual({
      title: 'SuperBlend Pro 3000',
      price: withLink.price,
      cta: 'Link in der Bio',
      link: null,
    });
    expect(linkInBioCard(withLink).cta).toBe('Link in bio');
  });
  it('shows name, price badge, CTA and a short link when a link exists', () => {
    expect(endCardText(product, 'https://www.digistore24.com/redir/123/aff/')).toEqual({
      title: 'SuperBlend Pro 3000',
      price: '$49.99',
      cta: 'Scan or tap the link to get yours',
      link: 'www.digistore24.com/redir/123/aff',
    });
  });
  it('drops the price badge when the price is unknown and the QR CTA without a link', () => {
    const t = endCardText({ ...product, price: null }, null);
    expect(t.price).toBeNull();
    expect(t.link).toBeNull();
    expect(t.cta).toBe('Get yours today');
    expect(endCardText(null, null).title).toBe('Check it out');
  });
  it('formats prices per currency', () => {
    expect(formatPrice(19, 'EUR')).toBe('€19');
    expect(formatPrice(5.5, null)).toBe('5.50');
    expect(formatPrice(10, 'XYZ')).toMatch(/10/);
  });
  it('shortens long links and wraps long titles', () => {
    expect(displayLink('https://example.com/a/very/long/path/that/goes/on/and/on', 20)).toHaveLength(20);
    expect(wrapText('An extremely long product name that keeps going and going forever', 18, 2)).toEqual([
      'An extremely long',
      'product name that…',
    ]);
  });
});

describe('end card in the video language (issue 25)', () => {
  it('writes German words and a German price', () => {
    const t = endCardText({ ...product, price: 34.99, currency: 'EUR' }, 'https://adreel.test/go/abc', 'de');
    expect(t.cta).toBe('Code scannen oder Link antippen');
    expect(t.price?.replace(/\u00a0/gu, ' ')).toBe('34,99 €');
    expect(endCardText({ ...product, name: '' }, null, 'de')).toMatchObject({
      title: 'Jetzt entdecken',
      cta: 'Jetzt sichern',
    });
  });

  it('has call-to-action words for every language that fit the card line', () => {
    for (const lang of ['en', 'de', 'es', 'fr', 'it', 'pt', 'nl', 'pl'] as const) {
      const t = endCardText(product, 'https://adreel.test/go/abc', lang);
      expect(t.cta.length).toBeLessThanOrEqual(34);
    }
    expect(endCardText(product, null, 'pl').cta).toBe('Zamów już dziś');
  });
});
