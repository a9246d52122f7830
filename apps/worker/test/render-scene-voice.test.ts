import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { translateScriptOffline } from '@adreel/ai';
import { createEspeakTts, createFliteTts, splitPhrases, voiceCacheKey } from '@adreel/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVideo, PRODUCT, SHORT_CONTENT, startRenderWorker, waitFor } from './render-support.ts';

let h: Awaited<ReturnType<typeof startRenderWorker>>;
beforeAll(async () => {
  h = await startRenderWorker('scene-voice');
});
afterAll(() => h.close());

async function renderAndWait(id: string) {
  await h.producer.enqueue('renders', 'render-video', { videoId: id }, { jobId: id });
  return waitFor(
    async () => {
      const v = await h.t.db.video.findUniqueOrThrow({ where: { id } });
      return v.status !== 'processing' && v;
    },
    120_000,
    'the render',
  );
}

/** Whether the render cache holds this phrase as read by the provider named `ttsName`. */
async function voiced(ttsName: string, phrase: string): Promise<boolean> {
  const file = join(h.deps.cacheDir, 'voice', `${voiceCacheKey(ttsName, phrase)}.wav`);
  return access(file).then(
    () => true,
    () => false,
  );
}

describe('a line kept in English in a Spanish video (issue 33 item 3)', () => {
  it('is read by the English offline voice (flite), every other line by the Spanish one (espeak-ng)', async () => {
    const spanish = translateScriptOffline({
      content: SHORT_CONTENT,
      product: PRODUCT,
      from: 'en',
      to: 'es',
    });
    const [first, second] = spanish.reelScript.scenes as [
      (typeof spanish.reelScript.scenes)[number],
      (typeof spanish.reelScript.scenes)[number],
    ];
    // The second line stays English, as the offline translator keeps a page's feature line.
    second.audio.voiceover = 'Breathable mesh straps, all day long.';
    second.untranslated = 'en';
    delete first.untranslated;
    const video = await newVideo(h.t.db, spanish);
    // Stored as the API decides it at creation: a Spanish video gets the Spanish voice.
    await h.t.db.video.update({ where: { id: video.id }, data: { language: 'es', voice: 'espeak:es' } });
    expect(await renderAndWait(video.id)).toMatchObject({ status: 'completed', language: 'es' });

    const english = createFliteTts({ voice: 'slt' }).name;
    const spanishVoice = createEspeakTts({ language: 'es' }).name;
    const firstPhrases = splitPhrases(first.audio.voiceover);
    const secondPhrases = splitPhrases(second.audio.voiceover);
    expect(firstPhrases.length).toBeGreaterThan(0);
    expect(secondPhrases.length).toBeGreaterThan(0);
    for (const phrase of secondPhrases) {
      expect(await voiced(english, phrase)).toBe(true);
      expect(await voiced(spanishVoice, phrase)).toBe(false);
    }
    for (const phrase of firstPhrases) {
      expect(await voiced(spanishVoice, phrase)).toBe(true);
      expect(await voiced(english, phrase)).toBe(false);
    }
  }, 180_000);
});
