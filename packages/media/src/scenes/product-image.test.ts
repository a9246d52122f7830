import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeScript } from '../../test/fixtures.ts';
import { createRenderContext } from '../core/context.ts';
import { renderStoryboard } from '../render/storyboard.ts';
import { normalizeProductImage, productImage, UnusableImageError } from './product-image.ts';

const svg = (w: number, h: number, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${body}</svg>`);
const label =
  '<text x="50%" y="55%" font-family="DejaVu Sans" font-size="20" text-anchor="middle">Box</text>';

/** A product on a white margin: what trimming may remove. */
async function onWhite(): Promise<Buffer> {
  return sharp(
    svg(
      600,
      400,
      `<rect width="600" height="400" fill="#fff"/><rect x="200" y="100" width="200" height="150" fill="#c026d3"/>${label}`,
    ),
  )
    .jpeg()
    .toBuffer();
}

describe('normalizeProductImage', () => {
  it('trims only the uniform margin', async () => {
    const r = await normalizeProductImage(await onWhite());
    // The magenta box (and its label inside it) is all that is left, whole.
    expect(r.width).toBeGreaterThanOrEqual(200);
    expect(r.width).toBeLessThanOrEqual(204);
    expect(r.height).toBeGreaterThanOrEqual(150);
    expect(r.height).toBeLessThanOrEqual(154);
    expect(r.trimmed).toBe(true);
  });

  it('records that nothing was trimmed from a photo that runs edge to edge', async () => {
    const photo = await sharp(
      svg(
        600,
        400,
        `<defs><linearGradient id="g"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs><rect width="600" height="400" fill="url(#g)"/><rect x="300" y="0" width="300" height="40" fill="#14532d"/><rect x="0" y="360" width="300" height="40" fill="#7f1d1d"/>`,
      ),
    )
      .jpeg()
      .toBuffer();
    const r = await normalizeProductImage(photo);
    expect([r.width, r.height, r.trimmed]).toEqual([600, 400, false]);
  });

  it('upscales a tiny image with a note', async () => {
    const tiny = await sharp(svg(100, 100, `<rect width="100" height="100" fill="#2563eb"/>${label}`))
      .png()
      .toBuffer();
    const r = await normalizeProductImage(tiny);
    expect(r.notes.join(' ')).toMatch(/upscaled from 100×100/);
  });

  it('shrinks a huge image on load', async () => {
    const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#0f766e' } })
      .composite([
        {
          input: svg(2000, 2000, `<circle cx="1000" cy="1000" r="800" fill="#fde047"/>`),
          left: 3000,
          top: 3000,
        },
      ])
      .jpeg({ quality: 70 })
      .toBuffer();
    const r = await normalizeProductImage(huge);
    expect(Math.max(r.width, r.height)).toBeLessThanOrEqual(1600);
  }, 30_000);

  it('puts a transparent PNG on white and trims the transparent margin', async () => {
    const png = await sharp(svg(400, 400, '<rect x="100" y="100" width="200" height="200" fill="#16a34a"/>'))
      .png()
      .toBuffer();
    const r = await normalizeProductImage(png);
    expect(r.notes.join(' ')).toMatch(/transparent areas placed on white/);
    expect(r.width).toBeLessThanOrEqual(204);
    const { data } = await sharp(r.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]! < 60 && data[1]! > 120).toBe(true);
  });

  it('says nothing about transparency when an RGBA image has none', async () => {
    const opaque = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#2563ebff' } })
      .composite([{ input: svg(300, 200, label), left: 0, top: 0 }])
      .png()
      .toBuffer();
    expect((await sharp(opaque).metadata()).hasAlpha).toBe(true);
    expect((await normalizeProductImage(opaque)).notes.join(' ')).not.toMatch(/transparent/);
  });

  it('uses the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 64, height: 64, channels: 3, background } })
        .png()
        .toBuffer();
    // Two frames, red then blue.
    const two = await sharp([await frame('#dc2626'), await frame('#2563eb')], { join: { animated: true } })
      .gif()
      .toBuffer();
    const r = await normalizeProductImage(two);
    expect(r.notes.join(' ')).toMatch(/first frame/);
    expect(r.height).toBe(64);
    const { data } = await sharp(r.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]! > 180 && data[2]! < 90).toBe(true);
  });

  it('converts a CMYK JPEG to sRGB', async () => {
    const cmyk = await sharp(await onWhite())
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const r = await normalizeProductImage(cmyk);
    expect(r.notes.join(' ')).toMatch(/CMYK/);
    expect((await sharp(r.data).metadata()).space).toBe('srgb');
  });

  it('draws an SVG at a working size', async () => {
    const r = await normalizeProductImage(
      svg(120, 80, `<rect width="120" height="80" fill="#9333ea"/>${label}`),
    );
    expect(Math.max(r.width, r.height)).toBeGreaterThanOrEqual(1000);
  });

  it('refuses corrupt files and blank images with a reason for the review page', async () => {
    await expect(normalizeProductImage(Buffer.from('not an image at all'))).rejects.toThrow(
      /We couldn't use this image: the file is damaged/,
    );
    const jpeg = await onWhite();
    await expect(normalizeProductImage(jpeg.subarray(0, jpeg.length / 2))).rejects.toBeInstanceOf(
      UnusableImageError,
    );
    const white = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    await expect(normalizeProductImage(white)).rejects.toThrow(/blank \(all white\)/);
  });
});

describe('bad product images in a storyboard', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'product-image-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('analyses an image once per content, whatever its URL', async () => {
    const ctx = createRenderContext({ cacheDir: path.join(root, 'c1'), workDir: root, preset: 'veryfast' });
    const bytes = await onWhite();
    const a = await productImage(ctx, bytes);
    const b = await productImage(ctx, Buffer.from(bytes));
    expect(b.path).toBe(a.path);
  });

  it('draws the generated background with the message instead of failing', async () => {
    const bad = 'https://shop.test/broken.jpg';
    const white = 'https://shop.test/white.png';
    const bytes: Record<string, Buffer> = {
      [bad]: Buffer.from('garbage'),
      [white]: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ffffff' } })
        .png()
        .toBuffer(),
    };
    const board = await renderStoryboard({
      content: makeScript([
        { duration: 2, background: `Product image 1: ${bad}`, voiceover: 'One.' },
        { duration: 2, background: `Product image 2: ${white}`, voiceover: 'Two.' },
      ]),
      product: makeProduct([bad, white]),
      look: { template: 'split', format: '1:1', captionStyle: 'minimal' },
      cacheDir: path.join(root, 'c2'),
      workDir: path.join(root, 'w2'),
      fetchImage: async (url) => bytes[url]!,
      stillWidth: 180,
    });
    expect(board.stills).toHaveLength(2);
    expect(board.scenes.map((s) => s.problem)).toEqual([
      "We couldn't use this image: the file is damaged or is not an image",
      "We couldn't use this image: it is blank (all white)",
    ]);
    expect(board.scenes.every((s) => s.product === null)).toBe(true);
  }, 60_000);
});
