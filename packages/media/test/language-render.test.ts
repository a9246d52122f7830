import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { estimateVideoSeconds } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from '../src/audio/espeak.ts';
import { ffprobe } from '../src/encode/ffmpeg.ts';
import { renderVideo } from '../src/render/render.ts';
import { makeProduct, makeScript, offlineRenderDirs } from './fixtures.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'language-render-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

// Issue 25: a German video is voiced by the German offline voice and carries German captions whose
// text (umlauts, ß) is kept in the captions file beside the video.
describe('a German render', () => {
  it('speaks German, writes the captions as SubRip with their umlauts', async () => {
    const content = makeScript([
      { duration: 2, background: 'Kitchen', voiceover: 'Stopp! Die richtige Größe für dich.' },
      { duration: 2, background: 'Kitchen', voiceover: 'Hol ihn dir jetzt für nur 34,99 € – schöne Grüße!' },
    ]);
    const tts = createEspeakTts({ language: 'de' });
    const r = await renderVideo({
      videoId: 'german',
      content,
      product: { ...makeProduct([]), price: 34.99, currency: 'EUR', language: 'de' },
      linkUrl: 'https://adreel.test/go/abc',
      ...offlineRenderDirs(root),
      tts,
      language: 'de',
      onProgress: () => undefined,
    });
    const probe = await ffprobe(r.videoPath);
    expect(probe.streams.some((st) => st.codec_type === 'subtitle')).toBe(false);
    const srt = await readFile(r.captionsPath!, 'utf8');
    expect(srt).toContain('Größe');
    expect(srt).toContain('schöne Grüße!');
    expect(srt).toContain('34,99 €');
    // The review page's estimate for this voice is the length the render comes out at (±10%).
    const estimate = estimateVideoSeconds(content.reelScript.scenes, tts.name);
    expect(Math.abs(estimate - r.durationS) / r.durationS).toBeLessThanOrEqual(0.1);
  }, 120_000);
});
