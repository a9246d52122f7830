import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { translateScriptOffline } from '@adreel/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVideo, PRODUCT, SHORT_CONTENT, startRenderWorker, waitFor } from './render-support.ts';

let h: Awaited<ReturnType<typeof startRenderWorker>>;
beforeAll(async () => {
  h = await startRenderWorker('translation');
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

/** The entries of one kind in the render cache (backgrounds, caption bands, stills, music, voices…). */
async function cacheEntries(kind: string): Promise<string[]> {
  return (await readdir(join(h.deps.cacheDir, kind)).catch(() => [] as string[])).sort();
}

/** Backgrounds, music, each still's measured caption bands, template-dressed stills (when the look has any). */
const VISUAL_KINDS = ['bg', 'music', 'bands', 'look'] as const;

describe('a translation reuses its original render', () => {
  it('renders the Spanish script with every background, still, caption band and the music from the cache', async () => {
    const original = await newVideo(h.t.db);
    await h.t.db.video.update({ where: { id: original.id }, data: { template: 'bold' } });
    expect((await renderAndWait(original.id)).status).toBe('completed');
    const visualsBefore = await Promise.all(VISUAL_KINDS.map(cacheEntries));
    expect(visualsBefore[0]?.length).toBeGreaterThan(0);
    expect(visualsBefore[1]?.length).toBeGreaterThan(0);
    const voicesBefore = await cacheEntries('voice');

    const spanish = translateScriptOffline({
      content: SHORT_CONTENT,
      product: PRODUCT,
      from: 'en',
      to: 'es',
    });
    const translation = await newVideo(h.t.db, spanish);
    await h.t.db.video.update({
      where: { id: translation.id },
      data: { template: 'bold', language: 'es', translatedFromVideoId: original.id },
    });
    const done = await renderAndWait(translation.id);
    expect(done).toMatchObject({ status: 'completed', language: 'es' });

    // Not one visual was made again: every background, still and the music came from the cache…
    expect(await Promise.all(VISUAL_KINDS.map(cacheEntries))).toEqual(visualsBefore);
    // …while the voice is new (Spanish lines), so the cache was really asked for the new words.
    expect((await cacheEntries('voice')).length).toBeGreaterThan(voicesBefore.length);
  }, 240_000);
});
