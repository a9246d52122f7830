import { afterEach, describe, expect, it } from 'vitest';
import { scriptFromProduct } from '../src/script/offline/from-product.ts';
import {
  createOpenAIScriptTranslator,
  TRANSLATE_SYSTEM_PROMPT,
} from '../src/script/translate/openai-translate.ts';
import { PRODUCTS } from './fixtures/products.ts';
import { completion, type FakeOpenAI, startFakeOpenAI } from './support/fake-openai.ts';

let server: FakeOpenAI | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const product = { ...PRODUCTS[0]!, price: 49.9, currency: 'EUR' };
const original = scriptFromProduct(product, 'en');

/** What a model might answer: Spanish words, but it also "improved" the pictures and dropped a scene. */
function reply(scenes: number, english: number | null = null) {
  return JSON.stringify({
    websiteSummary: 'Resumen en español.',
    commentary: 'Te presento el producto. #Oferta',
    musicSuggestion: 'otra',
    hooks: null,
    reelScript: {
      scenes: original.reelScript.scenes.slice(0, scenes).map((_, i) => ({
        duration: 3,
        visual: { background: 'A brand-new picture', animation: 'static' },
        audio: {
          voiceover:
            i === english
              ? 'What you get is the best posture you have ever had, and it is with you all day.'
              : `Frase número ${i + 1} en español para la escena.`,
          musicMood: 'otra',
        },
      })),
    },
  });
}

/** The real OpenAI client of the translator, pointed at the local server. */
const translatorOn = (fake: FakeOpenAI) =>
  createOpenAIScriptTranslator({
    apiKey: 'sk-test',
    baseURL: fake.baseURL,
    model: 'gpt-test-mini',
    timeoutMs: 2000,
    maxRetries: 0,
  });

describe('OpenAI script translator (against a local Chat Completions server)', () => {
  it('names both languages and the target price, asks again when scenes go missing, keeps every visual', async () => {
    const n = original.reelScript.scenes.length;
    server = await startFakeOpenAI([completion(reply(n - 1)), completion(reply(n))]);
    const translator = translatorOn(server);
    const es = await translator.translate({ content: original, product, from: 'en', to: 'es' });

    const brief = server.requests[0]?.body.messages[1]?.content ?? '';
    expect(brief).toContain('from English (en) into Spanish (es)');
    expect(brief).toContain('Price in Spanish: 49,90 €');
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body.messages.at(-1)?.content).toContain(`reply with ${n}`);
    expect(es.reelScript.scenes.map((s) => s.visual)).toEqual(
      original.reelScript.scenes.map((s) => s.visual),
    );
    expect(es.reelScript.scenes.map((s) => s.audio.musicMood)).toEqual(
      original.reelScript.scenes.map((s) => s.audio.musicMood),
    );
    expect(es.reelScript.scenes[0]?.audio.voiceover).toBe('Frase número 1 en español para la escena.');
    expect(es.musicSuggestion).toBe(original.musicSuggestion);
  });

  it('asks for every field and hashtag in the target language and sends back a line left in English (issue 33)', async () => {
    const n = original.reelScript.scenes.length;
    server = await startFakeOpenAI([completion(reply(n, 2)), completion(reply(n))]);
    const translator = translatorOn(server);
    // The user's edited hook goes to the model with the rest, to be translated, not replaced.
    const edited = {
      ...original,
      reelScript: {
        scenes: original.reelScript.scenes.map((s, i) =>
          i === 0 ? { ...s, audio: { ...s.audio, voiceover: 'My own hook about sitting up straight.' } } : s,
        ),
      },
    };
    const es = await translator.translate({
      content: edited,
      written: original,
      product,
      from: 'en',
      to: 'es',
    });

    const [system, brief] = server.requests[0]?.body.messages.map((m) => String(m.content)) ?? [];
    expect(system).toBe(TRANSLATE_SYSTEM_PROMPT);
    expect(system).toMatch(/Every field is written in the target language/);
    expect(system).toMatch(/never leave a hashtag in the source language/);
    expect(brief).toMatch(
      /each voiceover, the commentary and its hashtags, the website summary and the hooks/,
    );
    expect(brief).toContain('My own hook about sitting up straight.');
    // Scene 3 came back in English: asked again, naming it; the second reply is all Spanish.
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.body.messages.at(-1)?.content).toMatch(/Scene 3 reads as English/);
    expect(es.reelScript.scenes.every((s) => s.untranslated === undefined)).toBe(true);
    expect(es.reelScript.scenes[2]?.audio.voiceover).toBe('Frase número 3 en español para la escena.');
  });
});
