import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts } from '../src/audio/tts.ts';
import { ffprobe } from '../src/encode/ffmpeg.ts';
import { END_CARD_S, renderVideo } from '../src/render/render.ts';
import { makeProduct, makeScript } from './fixtures.ts';

/**
 * Issue 22: every kind of product image a shop may serve ends in a video, never a failed render —
 * used (tiny, huge, transparent, animated, CMYK, SVG) or replaced by the generated background
 * (damaged, blank).
 */
let root: string;
const images: Record<string, Buffer> = {};
const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'render-bad-images-'));
  const frame = (background: string) =>
    sharp({ create: { width: 120, height: 120, channels: 3, background } })
      .png()
      .toBuffer();
  const box = '<rect x="20" y="20" width="160" height="160" fill="#0ea5e9"/>';
  images.tiny = await sharp(svg(100, 100, '<rect width="100" height="100" fill="#f97316"/>'))
    .png()
    .toBuffer();
  images.huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#334155' } })
    .composite([
      { input: svg(800, 800, '<circle cx="400" cy="400" r="350" fill="#facc15"/>'), left: 3600, top: 3600 },
    ])
    .jpeg({ quality: 60 })
    .toBuffer();
  images.transparent = await sharp(svg(200, 200, box))
    .png()
    .toBuffer();
  images.animated = await sharp([await frame('#dc2626'), await frame('#2563eb')], {
    join: { animated: true },
  })
    .gif()
    .toBuffer();
  images.cmyk = await sharp(svg(300, 200, box))
    .flatten({ background: '#fff' })
    .toColourspace('cmyk')
    .jpeg()
    .toBuffer();
  images.svg = svg(200, 200, box);
  images.damaged = Buffer.from('\xff\xd8\xff\xe0 this is not really a JPEG');
  images.blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('renderVideo with difficult product images', () => {
  it('ends in a video with every scene, whatever the images (never a failed render)', async () => {
    const names = Object.keys(images);
    const urls = names.map((n) => `https://shop.test/${n}`);
    const r = await renderVideo({
      videoId: 'bad-images',
      content: makeScript(
        urls.map((u, i) => ({ duration: 1, background: `Product image ${i + 1}: ${u}`, voiceover: 'Look.' })),
      ),
      product: makeProduct(urls),
      linkUrl: 'https://go.adreel.test/r/x',
      workDir: path.join(root, 'work'),
      outDir: path.join(root, 'out'),
      cacheDir: path.join(root, 'cache'),
      fetchImage: async (url) => images[url.slice('https://shop.test/'.length)]!,
      tts: createFliteTts(),
      look: { template: 'split', format: '1:1', captionStyle: 'minimal' },
      onProgress: () => undefined,
    });
    const probe = await ffprobe(r.videoPath);
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1080, height: 1080 });
    expect(Number(probe.format.duration)).toBeGreaterThanOrEqual(names.length + END_CARD_S - 0.5);
  }, 300_000);
});
