import { estimateVoiceSeconds, type ScriptContent, scriptContentSchema } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { ScriptWriterError } from '../src/errors.ts';
import { createOfflineScriptWriter } from '../src/script/offline/offline-writer.ts';
import { countWords } from '../src/text/words.ts';
import { PRODUCTS, TEXTS } from './fixtures/products.ts';

const writer = createOfflineScriptWriter();

function expectWellFormed(script: ScriptContent): void {
  expect(scriptContentSchema.safeParse(script).success).toBe(true);
  const scenes = script.reelScript.scenes;
  expect(scenes.length).toBeGreaterThanOrEqual(3);
  expect(scenes.length).toBeLessThanOrEqual(8);
  const total = scenes.reduce((sum, scene) => sum + scene.duration, 0);
  expect(total).toBeGreaterThanOrEqual(15);
  expect(total).toBeLessThanOrEqual(60);
  for (const scene of scenes) {
    const words = countWords(scene.audio.voiceover);
    expect(words).toBeGreaterThan(0);
    expect(words / scene.duration).toBeLessThanOrEqual(3);
    // The scene fits its voiceover: 2.5 words/s and the estimated voice both fit, with under 1 s to spare.
    const needed = Math.max(3, words / 2.5, estimateVoiceSeconds(scene.audio.voiceover));
    expect(scene.duration).toBeGreaterThanOrEqual(needed);
    expect(scene.duration).toBeLessThan(needed + 1);
    expect(scene.visual.background.trim()).not.toBe('');
    expect(scene.visual.animation?.trim()).toBeTruthy();
    expect(scene.audio.musicMood.trim()).not.toBe('');
  }
  expect(scenes.at(-1)?.audio.voiceover).toMatch(/link/i);
  for (const field of [script.websiteSummary, script.commentary, script.musicSuggestion])
    expect(field.trim()).not.toBe('');
  const hashtags = script.commentary.match(/#[\p{L}\p{N}]+/gu) ?? [];
  expect(hashtags.length).toBeGreaterThanOrEqual(3);
  expect(hashtags.length).toBeLessThanOrEqual(6);
}

describe('offline script writer: properties over varied products', () => {
  it.each(PRODUCTS.map((product) => [product.name.slice(0, 40), product] as const))(
    '%s',
    async (_, product) => {
      const script = await writer.fromProduct(product);
      expectWellFormed(script);
      expect(await writer.fromProduct(structuredClone(product))).toEqual(script);
      const usable = product.images.filter((url) => url.startsWith('https://') && url.length < 380);
      for (const scene of script.reelScript.scenes) {
        if (usable.length > 0) expect(usable.some((url) => scene.visual.background.includes(url))).toBe(true);
      }
      if (product.price !== null)
        expect(script.reelScript.scenes.some((s) => s.visual.background.includes('price'))).toBe(true);
    },
  );
});

describe('offline script writer: properties over 300 recombined products', () => {
  // Fields from different fixtures mixed, so odd combinations (German name, English features, no price) are covered.
  const pickFrom = (i: number, step: number) => PRODUCTS[(i * step) % PRODUCTS.length]!;
  it('holds for every combination', async () => {
    for (let i = 0; i < 300; i += 1) {
      const product = {
        ...pickFrom(i, 1),
        summary: pickFrom(i, 3).summary,
        features: pickFrom(i, 7).features.slice(0, (i % 5) * 3),
        images: pickFrom(i, 11).images,
        price: pickFrom(i, 13).price,
        currency: pickFrom(i, 17).currency,
        category: pickFrom(i, 19).category,
        language: pickFrom(i, 23).language,
      };
      expectWellFormed(await writer.fromProduct(product));
    }
  });

  it('holds for every pair of texts', async () => {
    for (const a of TEXTS) for (const b of TEXTS) expectWellFormed(await writer.fromText(`${a}\n${b}`));
  });
});

describe('offline script writer: properties over free texts', () => {
  it.each(TEXTS.map((text) => [text.slice(0, 40), text] as const))('%s', async (_, text) => {
    const script = await writer.fromText(text);
    expectWellFormed(script);
    expect(await writer.fromText(text)).toEqual(script);
  });
});

describe('offline script writer: content', () => {
  const [fitband, kissen] = PRODUCTS;

  it('hooks with the product, sells its features in order, states the price, and closes with the call to action', async () => {
    const scenes = (await writer.fromProduct(fitband!)).reelScript.scenes;
    const lines = scenes.map((scene) => scene.audio.voiceover);
    expect(lines[0]).toContain('FitBand Pro 2');
    expect(lines.slice(1, 5)).toEqual([
      'Heart-rate monitoring around the clock.',
      '14-day battery life.',
      'Water resistant to 50 metres.',
      'Sleep tracking with a morning score.',
    ]);
    expect(lines).toContain('Get it today for just $49.00.');
    expect(lines.at(-1)).toBe('Tap the link to get FitBand Pro 2 today!');
    expect(scenes[0]?.visual.background).toContain('Product image 1: https://cdn.example.com/fitband/1.jpg');
    expect(scenes[1]?.visual.background).toContain('Product image 2: https://cdn.example.com/fitband/2.jpg');
    expect(scenes[0]?.audio.musicMood).toBe('energetic');
  });

  it('writes German products in German with a euro price', async () => {
    const script = await writer.fromProduct(kissen!);
    const lines = script.reelScript.scenes.map((scene) => scene.audio.voiceover);
    expect(lines).toContain('Und das alles für nur 29,90 €.');
    expect(lines.at(-1)).toBe('Tippe auf den Link und hol dir Schlafwolke Kissen noch heute!');
    expect(script.reelScript.scenes[0]?.audio.musicMood).toBe('calm');
  });

  it('describes a scene in the product colours when there are no images', async () => {
    const pillow = PRODUCTS.find((p) => p.name.startsWith('DreamCloud'))!;
    const script = await writer.fromProduct(pillow);
    expect(script.reelScript.scenes[0]?.visual.background).toContain('#334455');
    expect(script.reelScript.scenes.some((s) => /https?:/.test(s.visual.background))).toBe(false);
  });

  it('pads a sparse product up to 15 seconds and trims a bloated one to 60', async () => {
    const sparse = await writer.fromProduct(PRODUCTS.find((p) => p.name === 'Mystery Box')!);
    expect(sparse.reelScript.scenes.reduce((s, x) => s + x.duration, 0)).toBeGreaterThanOrEqual(15);
    const bloated = await writer.fromProduct(PRODUCTS.find((p) => p.name === 'Ultimate Bundle')!);
    const voiceovers = bloated.reelScript.scenes.map((s) => s.audio.voiceover);
    expect(voiceovers.filter((v) => v.startsWith('Bonus module')).length).toBeLessThanOrEqual(4);
    expect(voiceovers.some((v) => v.includes('number 5 '))).toBe(false);
  });

  it('builds a text-to-video script from the text: first strong sentence hooks, price becomes the offer', async () => {
    const script = await writer.fromText(TEXTS[0]!);
    const lines = script.reelScript.scenes.map((scene) => scene.audio.voiceover);
    expect(lines[0]).toBe('Introducing SuperSleep Pro, the smart pillow that tracks your sleep.');
    expect(lines[1]).toBe('It adjusts its firmness automatically.');
    expect(lines).toContain('Get it today for just $59.00.');
    expect(lines.at(-1)).toBe('Tap the link to get SuperSleep Pro today!');
    expect(script.commentary).toContain('#SuperSleepPro');
  });

  it('rejects text with nothing to say and a product without a name', async () => {
    await expect(writer.fromText(' ... ')).rejects.toBeInstanceOf(ScriptWriterError);
    await expect(writer.fromProduct({ ...fitband!, name: '' })).rejects.toThrow(
      'product details are incomplete',
    );
  });
});
