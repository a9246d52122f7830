import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { END_CARD_SECONDS, estimateVideoSeconds, estimateVoiceSeconds } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts } from '../src/audio/tts.ts';
import { ffprobe } from '../src/encode/ffmpeg.ts';
import { END_CARD_S, renderVideo } from '../src/render/render.ts';
import { makeProduct, makeScript } from './fixtures.ts';

// Scripted 1 s each, so the voice decides the first two scenes' length: the estimate is what is tested.
const script = makeScript([
  {
    duration: 1,
    background: 'Deep blue gradient',
    voiceover: 'Stop scrolling! Big news for kitchen fans: meet SuperBlend Pro 3000.',
  },
  {
    duration: 1,
    background: 'Orange gradient',
    voiceover: 'Smoothies, soups and nut butters in seconds. Get it today for just $349.99.',
  },
  // Scripted longer than its voice: the scene keeps its length.
  { duration: 5, background: 'Deep blue gradient', voiceover: 'Tap the link!' },
]);

let root: string;
let durationS: number;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'video-length-'));
  const result = await renderVideo({
    videoId: 'vid-length',
    content: script,
    product: makeProduct([]),
    linkUrl: 'https://shop.test/superblend',
    workDir: path.join(root, 'work'),
    outDir: path.join(root, 'out'),
    cacheDir: path.join(root, 'cache'),
    fetchImage: async () => {
      throw new Error('no images in this test');
    },
    tts: createFliteTts(),
    onProgress: () => undefined,
    preset: 'ultrafast',
  });
  durationS = Number((await ffprobe(result.videoPath)).format.duration);
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('estimated video length (integration: real flite voice, real render)', () => {
  it('is within ±10% of the rendered video', () => {
    const estimate = estimateVideoSeconds(script.reelScript.scenes);
    // The voice, not the 1 s script, drives most of it.
    expect(estimate).toBeGreaterThan(1 + 1 + 5 + END_CARD_SECONDS + 5);
    expect(Math.abs(durationS - estimate) / estimate).toBeLessThanOrEqual(0.1);
  });

  it('uses the renderer’s end card and keeps a scene scripted longer than its voice', () => {
    expect(END_CARD_SECONDS).toBe(END_CARD_S);
    expect(estimateVoiceSeconds('Tap the link!')).toBeLessThan(5);
  });
});
