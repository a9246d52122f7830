import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { OFFER_IMAGES_DIR, offerSeedSchema, sanitizeDescriptionHtml } from '@adreel/digistore';
import { describe, expect, it } from 'vitest';
import { demoOffers } from '../seed/demo-catalog.ts';

const offers = demoOffers();

describe('demoOffers', () => {
  it('is a deterministic catalog of at least 78 valid, unique offers', () => {
    expect(offers.length).toBeGreaterThanOrEqual(78);
    expect(demoOffers()).toEqual(offers);
    expect(new Set(offers.map((o) => o.entryId)).size).toBe(offers.length);
    expect(new Set(offers.map((o) => o.name)).size).toBe(offers.length);
    for (const o of offers) expect(offerSeedSchema.parse(o)).toEqual(o);
  });

  it('spans many categories and mixes link styles and missing values', () => {
    expect(new Set(offers.map((o) => o.category)).size).toBeGreaterThanOrEqual(10);
    const redir = offers.filter((o) => o.affiliateLink?.includes('/redir/'));
    const hash = offers.filter((o) => o.affiliateLink?.includes('#aff=AFFILIATE'));
    expect(redir.length).toBeGreaterThan(hash.length);
    expect(hash.length).toBeGreaterThanOrEqual(5);
    expect(offers.filter((o) => o.affiliateLink === null).length).toBeGreaterThanOrEqual(2);
    expect(offers.some((o) => o.commission === null)).toBe(true);
    expect(offers.some((o) => o.netEarnings === null)).toBe(true);
    expect(offers.some((o) => o.price === null && o.currency === null)).toBe(true);
    expect(new Set(offers.map((o) => o.currency))).toEqual(new Set(['USD', 'EUR', null]));
  });

  it('has descriptions that survive sanitising unchanged, some with lists', () => {
    for (const o of offers) expect(sanitizeDescriptionHtml(o.descriptionHtml)).toBe(o.descriptionHtml);
    expect(offers.filter((o) => o.descriptionHtml.includes('<ul><li>')).length).toBeGreaterThan(20);
  });

  it('points every image at a relative path whose file exists', () => {
    for (const o of offers) {
      expect(o.imageUrl).toMatch(/^\/offer-images\/\d+\.jpg$/);
      const file = join(OFFER_IMAGES_DIR, String(o.imageUrl).slice('/offer-images/'.length));
      expect(existsSync(file)).toBe(true);
    }
  });
});
