import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ScriptContent, variantContents } from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderVideo } from '../src/render/render.ts';
import { makeProductImages, makeScript, renderTestInput } from './fixtures.ts';

/**
 * Hook variants (POST /videos/variants) differ only in scene 1. Their renders must share every other
 * scene through the cache, so an extra variant costs a fraction of the first render.
 */
const urls = ['https://shop.test/wide.jpg', 'https://shop.test/tall.jpg'];
const content: ScriptContent = {
  ...makeScript([
    { duration: 2.5, background: `Product image 2: ${urls[1]}`, voiceover: 'Meet SuperBlend.' },
    { duration: 2.5, background: `Product image 1: ${urls[0]}`, voiceover: 'Smoothies in seconds.' },
    { duration: 2.5, background: `Product image 2: ${urls[1]}`, voiceover: 'Tap the link today.' },
  ]),
  hooks: [
    {
      duration: 2.5,
      visual: { background: `Product image 2: ${urls[1]}` },
      audio: { voiceover: 'Tired of lumpy smoothies?', musicMood: 'Upbeat and energetic' },
    },
  ],
};

let root: string;
let fetchImage: (url: string) => Promise<Buffer>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'variants-'));
  fetchImage = (
    await makeProductImages([
      { url: urls[0]!, width: 1600, height: 1000, hue: 200 },
      { url: urls[1]!, width: 1080, height: 1920, hue: 30 },
    ])
  ).fetchImage;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function render(videoId: string, script: ScriptContent) {
  return renderVideo({ ...renderTestInput({ root, label: videoId, urls, fetchImage }), content: script });
}

describe('hook variants share the render cache', () => {
  it('re-encodes only scene 1 of the second variant and reuses every other stage', async () => {
    const [a, b] = variantContents(content, [1], true);
    const first = await render('variant-a', a!.content);
    const segmentsAfterA = await readdir(path.join(root, 'cache', 'segments'));
    const second = await render('variant-b', b!.content);
    const segmentsAfterB = await readdir(path.join(root, 'cache', 'segments'));
    // Exactly one new segment: the new first scene. Scenes 2..n and the end card came from the cache.
    expect(segmentsAfterB.length).toBe(segmentsAfterA.length + 1);
    // 2 unchanged voices + backgrounds + music + end card + 2 scene segments + the end card segment.
    expect(second.cacheHits).toBeGreaterThanOrEqual(first.cacheHits + 7);
    expect(second.durationS).toBeGreaterThan(0);
    expect(second.videoPath).not.toBe(first.videoPath);
  }, 240_000);
});
