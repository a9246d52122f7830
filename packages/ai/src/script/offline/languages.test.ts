import {
  detectLanguage,
  languageCodes,
  type Product,
  scenesLanguageProblem,
  scriptLanguageProblem,
} from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { scriptFromProduct } from './from-product.ts';
import { scriptFromText } from './from-text.ts';

const product: Product = {
  url: 'https://shop.test/ring',
  name: 'Lunara Sleep Ring',
  summary:
    'Lunara is a lightweight titanium ring that measures heart rate, temperature and movement at night.',
  price: 34.99,
  currency: 'EUR',
  brand: 'Lunara',
  category: 'Wearables',
  features: ['Sleep stages, heart rate and temperature', '7-day battery, charges in 80 minutes'],
  images: [],
  colors: [],
  language: 'en',
};

const spoken = (s: ReturnType<typeof scriptFromProduct>) => s.reelScript.scenes.map((x) => x.audio.voiceover);

describe('the offline writer in every supported language (issue 25)', () => {
  it.each(languageCodes)('%s: one language throughout, that one, with its price format', (language) => {
    const script = scriptFromProduct(product, language);
    const lines = spoken(script);
    expect(scenesLanguageProblem(script.reelScript.scenes, language)).toBeNull();
    // Every line not marked as the page's own words is in the chosen language.
    const own = script.reelScript.scenes.filter((s) => !s.untranslated).map((s) => s.audio.voiceover);
    expect(detectLanguage(own.join(' ')).code).toBe(language);
    const hooks = (script.hooks ?? []).map((h) => h.audio.voiceover);
    expect(hooks).toHaveLength(3);
    expect(detectLanguage(hooks.join(' ')).code).toBe(language);
    expect(lines.join(' ')).toContain('Lunara Sleep Ring');
    const price = language === 'en' ? '€34.99' : language === 'nl' ? '€ 34,99' : '34,99 €';
    expect(lines.join(' ').replace(/\u00a0/gu, ' ')).toContain(price);
  });

  it("keeps an English page's features in a German script, marked as not translated (issue 33)", () => {
    const page: Product = {
      ...product,
      features: [
        'Breathable mesh straps keep you cool all day',
        'Gently pulls your shoulders back when you slouch',
        'Sit upright without thinking about it',
      ],
    };
    const de = scriptFromProduct(page, 'de');
    const marked = de.reelScript.scenes.filter((s) => s.untranslated);
    expect(marked.map((s) => s.audio.voiceover).join(' ')).toContain('Breathable mesh straps');
    for (const s of marked) expect(s.untranslated).toBe('en');
    for (const s of de.reelScript.scenes.filter((x) => !x.untranslated))
      expect(detectLanguage(s.audio.voiceover).code, s.audio.voiceover).not.toBe('en');
    // Hook and call to action are German; the hashtags hold no English page word.
    expect(de.reelScript.scenes[0]?.untranslated).toBeUndefined();
    expect(de.reelScript.scenes.at(-1)?.untranslated).toBeUndefined();
    const tags = de.commentary.split('\n\n').at(-1) ?? '';
    expect(tags).not.toMatch(/#(Sit|Gently|Pulls|Breathable|Mesh|Straps)\b/);
    expect(tags).toContain('#JetztKaufen');
    // An English script of the same page marks nothing.
    expect(scriptFromProduct(page, 'en').reelScript.scenes.some((s) => s.untranslated)).toBe(false);
  });

  it('keeps the page language when none is chosen, and follows a German page', () => {
    const german = scriptFromProduct({ ...product, language: 'de', features: ['Schlafphasen und Puls'] });
    expect(detectLanguage(spoken(german).join(' ')).code).toBe('de');
    expect(spoken(german).join(' ')).toContain('Schlafphasen und Puls');
  });

  it('writes text-to-video scripts in the chosen language without reading the other language aloud', () => {
    const script = scriptFromText(
      'Der Lunara Schlafring misst deinen Schlaf. Er ist leicht und bequem. Jetzt für 34,99 €.',
      'fr',
    );
    const lines = spoken(script);
    expect(scriptLanguageProblem(lines, 'fr')).toBeNull();
    expect(lines.join(' ')).not.toMatch(/misst deinen Schlaf/);
    expect(lines.join(' ').replace(/\u00a0/gu, ' ')).toContain('34,99 €');
  });
});
