import { detectLanguage, type LanguageCode, type Product, scriptLanguageProblem } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { scriptFromProduct } from '../offline/from-product.ts';
import { scriptFromText } from '../offline/from-text.ts';
import { PHRASES } from '../offline/phrases.ts';
import { BENEFIT_FRAMES } from './frames.ts';
import { translateScriptOffline } from './offline-translate.ts';
import { checkTranslationReply } from './openai-translate.ts';

const LAMP: Product = {
  url: 'https://shop.test/lampe',
  name: 'Lumo Schreibtischlampe',
  summary: 'Die Lampe für lange Abende am Schreibtisch.',
  price: 34.99,
  currency: 'EUR',
  brand: 'Lumo',
  category: 'Wohnen',
  features: [
    'Warmes Licht, das die Augen schont und nicht blendet',
    'Der Akku hält zwölf Stunden und lädt über USB-C',
    'Die Helligkeit ist stufenlos mit einem Fingertipp dimmbar',
  ],
  images: ['https://shop.test/a.jpg', 'https://shop.test/b.jpg'],
  colors: ['#223344'],
  language: 'de',
};

const voiceovers = (c: { reelScript: { scenes: { audio: { voiceover: string } }[] } }) =>
  c.reelScript.scenes.map((s) => s.audio.voiceover);

describe('translateScriptOffline', () => {
  const original = scriptFromProduct(LAMP, 'de');

  it('keeps every scene, picture, camera move and the music, so the render reuses the visuals', () => {
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    expect(es.reelScript.scenes).toHaveLength(original.reelScript.scenes.length);
    expect(es.reelScript.scenes.map((s) => s.visual)).toEqual(
      original.reelScript.scenes.map((s) => s.visual),
    );
    expect(es.reelScript.scenes.map((s) => s.audio.musicMood)).toEqual(
      original.reelScript.scenes.map((s) => s.audio.musicMood),
    );
    expect(es.musicSuggestion).toBe(original.musicSuggestion);
    expect(es.hooks?.map((h) => h.visual)).toEqual(original.hooks?.map((h) => h.visual));
  });

  it('writes hook, price and call to action from the target bank, with the facts kept', () => {
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    const lines = voiceovers(es);
    const name = 'Lumo Schreibtischlampe';
    expect(PHRASES.es.hooks.map((h) => h(name))).toContain(lines[0]);
    expect(lines).toContain(PHRASES.es.offer('34,99 €'));
    expect(lines.at(-1)).toBe(PHRASES.es.cta(name));
    // The German price form is gone; the benefits are the page's own words behind a Spanish lead-in.
    expect(lines).not.toContain(PHRASES.de.offer('34,99 €'));
    const framed = lines.filter((l) => BENEFIT_FRAMES.es.some((f) => l.startsWith(f)));
    expect(framed.length).toBeGreaterThan(0);
    expect(framed[0]).toContain(LAMP.features[0]!.split(',')[0]!);
    expect(es.commentary).toContain('34,99 €');
    expect(es.commentary.startsWith(PHRASES.es.commentaryOpen(name, null))).toBe(true);
  });

  it('gives a Polish script the Polish bank and a script the video check accepts', () => {
    const pl = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'pl' });
    const lines = voiceovers(pl);
    expect(lines.at(-1)).toBe(PHRASES.pl.cta('Lumo Schreibtischlampe'));
    expect(lines.some((l) => l.includes('34,99'))).toBe(true);
    expect(scriptLanguageProblem(lines, 'pl')).toBeNull();
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    expect(scriptLanguageProblem(voiceovers(es), 'es')).toBeNull();
  });

  it('writes prices the way the target language does', () => {
    const en = translateScriptOffline({
      content: scriptFromProduct({ ...LAMP, currency: 'USD', price: 1234.5 }, 'de'),
      product: { ...LAMP, currency: 'USD', price: 1234.5 },
      from: 'de',
      to: 'en',
    });
    expect(voiceovers(en)).toContain(PHRASES.en.offer('$1,234.50'));
  });

  it('maps the stock proof lines of the source bank to the target bank', () => {
    const bare: Product = { ...LAMP, features: [], summary: '', price: null };
    const de = scriptFromProduct(bare, 'de');
    const nl = translateScriptOffline({ content: de, product: bare, from: 'de', to: 'nl' });
    const name = 'Lumo Schreibtischlampe';
    const stock = [...PHRASES.nl.pads(name), ...PHRASES.nl.genericBenefits(name, null)];
    const middle = voiceovers(nl).slice(1, -1);
    expect(middle.length).toBeGreaterThan(0);
    for (const line of middle) expect(stock).toContain(line);
  });

  it('translates a script written from text (no product) and is deterministic', () => {
    const text = 'The Orbit Bottle keeps drinks cold for a day. It fits every cup holder. Only $25.';
    const en = scriptFromText(text, 'en');
    const a = translateScriptOffline({ content: en, product: null, from: 'en', to: 'fr' });
    const b = translateScriptOffline({ content: en, product: null, from: 'en', to: 'fr' });
    expect(a).toEqual(b);
    expect(voiceovers(a)).toContain(PHRASES.fr.offer('25,00 $US'));
    expect(voiceovers(a).at(-1)).toMatch(/Orbit Bottle/);
  });
});

describe('BENEFIT_FRAMES', () => {
  it('each lead-in holds a function word of its language, so a kept benefit is never refused as foreign', () => {
    for (const [code, frames] of Object.entries(BENEFIT_FRAMES))
      for (const frame of frames)
        expect(detectLanguage(frame).scores[code as LanguageCode], frame).toBeGreaterThanOrEqual(1);
  });
});

describe('checkTranslationReply', () => {
  const original = scriptFromProduct(LAMP, 'de');
  const reply = (scenes: typeof original.reelScript.scenes) =>
    JSON.stringify({
      ...original,
      hooks: null,
      reelScript: {
        scenes: scenes.map((s) => ({
          ...s,
          visual: { background: 'something else', animation: 'static' },
          audio: { voiceover: 'Una frase traducida para esta escena.', musicMood: 'other' },
        })),
      },
    });

  it('takes the words from the reply and the visuals and music from the original', () => {
    const checked = checkTranslationReply(original, reply(original.reelScript.scenes));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.script.reelScript.scenes.map((s) => s.visual)).toEqual(
      original.reelScript.scenes.map((s) => s.visual),
    );
    expect(checked.script.reelScript.scenes[0]?.audio).toEqual({
      voiceover: 'Una frase traducida para esta escena.',
      musicMood: original.reelScript.scenes[0]?.audio.musicMood,
    });
  });

  it('asks again when the scene count changed', () => {
    const checked = checkTranslationReply(original, reply(original.reelScript.scenes.slice(0, 3)));
    expect(checked).toMatchObject({ ok: false });
    if (!checked.ok) expect(checked.problem).toContain(`${original.reelScript.scenes.length} scenes`);
  });
});
