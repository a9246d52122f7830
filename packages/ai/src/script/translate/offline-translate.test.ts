import { detectLanguage, type Product, scenesLanguageProblem } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { scriptFromProduct } from '../offline/from-product.ts';
import { scriptFromText } from '../offline/from-text.ts';
import { PHRASES } from '../offline/phrases.ts';
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
    // The German price form is gone; the benefits are the page's own words, marked as still German.
    expect(lines).not.toContain(PHRASES.de.offer('34,99 €'));
    const marked = es.reelScript.scenes.filter((s) => s.untranslated);
    expect(marked.length).toBeGreaterThan(0);
    for (const s of marked) expect(s.untranslated).toBe('de');
    expect(marked[0]?.audio.voiceover).toContain(LAMP.features[0]!.split(',')[0]!);
    // Every line that is not marked is written from the Spanish bank.
    for (const s of es.reelScript.scenes.filter((x) => !x.untranslated))
      expect(detectLanguage(s.audio.voiceover).code, s.audio.voiceover).not.toBe('de');
    expect(es.commentary).toContain('34,99 €');
    expect(es.commentary.startsWith(PHRASES.es.commentaryOpen(name, null))).toBe(true);
  });

  it('never hides a kept line behind a target-language lead-in ("Lo que te llevas: …")', () => {
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    const features = original.reelScript.scenes.filter((s) =>
      LAMP.features.some((f) => s.audio.voiceover.includes(f.split(',')[0]!)),
    );
    expect(features.length).toBeGreaterThan(0);
    for (const f of features) {
      const same = es.reelScript.scenes.find((s) => s.audio.voiceover === f.audio.voiceover);
      expect(same?.untranslated, f.audio.voiceover).toBe('de');
    }
  });

  it("carries the user's edited hook and lines over, marked, instead of stock lines", () => {
    const scenes = original.reelScript.scenes.map((s, i) =>
      i === 0
        ? { ...s, audio: { ...s.audio, voiceover: 'Meine Lampe, mein Abend: endlich kein Blenden mehr.' } }
        : i === 1
          ? { ...s, audio: { ...s.audio, voiceover: 'Una lámpara que cuida tus ojos por la noche.' } }
          : s,
    );
    const edited = { ...original, reelScript: { scenes } };
    const es = translateScriptOffline({
      content: edited,
      written: original,
      product: LAMP,
      from: 'de',
      to: 'es',
    });
    const [hook, second] = es.reelScript.scenes;
    expect(hook?.audio.voiceover).toBe('Meine Lampe, mein Abend: endlich kein Blenden mehr.');
    expect(hook?.untranslated).toBe('de');
    // Already Spanish: kept and not marked.
    expect(second?.audio.voiceover).toBe('Una lámpara que cuida tus ojos por la noche.');
    expect(second?.untranslated).toBeUndefined();
    // Without the user's edit the hook is the Spanish bank's.
    const plain = translateScriptOffline({
      content: original,
      written: original,
      product: LAMP,
      from: 'de',
      to: 'es',
    });
    expect(PHRASES.es.hooks.map((h) => h('Lumo Schreibtischlampe'))).toContain(
      plain.reelScript.scenes[0]?.audio.voiceover,
    );
  });

  it('hashtags are the name, the brand and the target bank, never the source page words', () => {
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    const tags = es.commentary.split('\n\n').at(-1)!.split(' ');
    expect(tags).toContain('#LumoSchreibtischlampe');
    for (const t of PHRASES.es.genericTags.slice(0, 3)) expect(tags).toContain(t);
    expect(tags.some((t) => /Licht|Akku|Helligkeit/.test(t))).toBe(false);
  });

  it('gives a Polish script the Polish bank and a script the video check accepts', () => {
    const pl = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'pl' });
    const lines = voiceovers(pl);
    expect(lines.at(-1)).toBe(PHRASES.pl.cta('Lumo Schreibtischlampe'));
    expect(lines.some((l) => l.includes('34,99'))).toBe(true);
    expect(scenesLanguageProblem(pl.reelScript.scenes, 'pl')).toBeNull();
    const es = translateScriptOffline({ content: original, product: LAMP, from: 'de', to: 'es' });
    expect(scenesLanguageProblem(es.reelScript.scenes, 'es')).toBeNull();
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
