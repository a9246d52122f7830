import { detectLanguage, languageCodes, type Product } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { isGsm } from '../../text/gsm.ts';
import { COPY_KINDS, SMS_MAX_CHARS } from '../generator.ts';
import { createOfflineCopyGenerator } from './offline-generator.ts';

const product: Product = {
  url: 'https://shop.test/ring',
  name: 'Lunara Sleep Ring',
  summary: 'A titanium ring that scores your sleep.',
  price: 34.99,
  currency: 'EUR',
  brand: 'Lunara',
  category: 'Wearables',
  features: ['Sleep stages, heart rate and temperature'],
  images: [],
  colors: [],
  language: 'en',
};

const others = languageCodes.filter((c) => c !== 'en');

describe('the offline copy generators in the chosen language (issue 25)', () => {
  const copy = createOfflineCopyGenerator();

  it.each(others)('%s: headlines, description, post and article are written in it', async (language) => {
    for (const kind of ['headline', 'description', 'social-post', 'article'] as const) {
      const text = await copy.generate(kind, 'https://shop.test/ring', { product, language });
      expect(detectLanguage(text).code, `${kind} in ${language}:\n${text}`).toBe(language);
      expect(text).toContain('Lunara Sleep Ring');
    }
  });

  it.each(others)('%s: the SMS fits one GSM segment and the hashtags are hashtags', async (language) => {
    const sms = await copy.generate('sms', 'x', { product, language });
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(isGsm(sms)).toBe(true);
    const tags = await copy.generate('hashtags', 'x', { product, language });
    expect(tags.split(' ').every((t) => /^#[\p{L}\p{N}]+$/u.test(t))).toBe(true);
  });

  it('answers German input in German without being asked', async () => {
    const text = await copy.generate(
      'social-post',
      'Der Lunara Schlafring misst deinen Schlaf und gibt dir jeden Morgen einen Tipp. Nur 34,99 €.',
    );
    expect(detectLanguage(text).code).toBe('de');
  });

  it('still writes every kind in English by default', async () => {
    for (const kind of COPY_KINDS)
      expect((await copy.generate(kind, 'x', { product })).length).toBeGreaterThan(10);
  });
});
