import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BRAND_FONTS } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../src/encode/ffmpeg.ts';
import { renderEndCard } from '../src/endcard/endcard.ts';
import { type RenderBrand, watermarkPlacement, watermarkSize } from '../src/look/brand.ts';
import { END_CARD_S, type RenderResult, renderVideo } from '../src/render/render.ts';
import { renderStoryboard } from '../src/render/storyboard.ts';
import { makeProduct, makeProductImages, makeScript, renderTestInput } from './fixtures.ts';

const url = 'https://shop.test/blender.jpg';
const SCENE_S = 2;
let root: string;
let fetchImage: (url: string) => Promise<Buffer>;
let logo: Buffer;
let brand: RenderBrand;
let plain: RenderResult;
let branded: RenderResult;

/** One pixel's RGB from a video frame at `atS`, read from a lossless PNG of that frame. */
async function frameAt(video: string, atS: number, out: string) {
  await runFfmpeg(['-v', 'error', '-ss', String(atS), '-i', video, '-frames:v', '1', out]);
  const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    rgb: (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    },
  };
}

const near = (got: number[], want: number[], tolerance: number) =>
  got.every((v, i) => Math.abs(v - want[i]!) <= tolerance);

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'brand-'));
  fetchImage = (await makeProductImages([{ url, width: 1400, height: 1100, hue: 190 }])).fetchImage;
  logo = await sharp({
    create: { width: 400, height: 200, channels: 4, background: { r: 255, g: 0, b: 255, alpha: 1 } },
  })
    .png()
    .toBuffer();
  brand = {
    primaryColor: '#1E3A8A',
    accentColor: '#00FF00',
    font: 'liberation-serif',
    watermark: 'top-right',
    logo,
  };
  const render = (label: string, b: RenderBrand | null) =>
    renderVideo({
      ...renderTestInput({ root, label: `brand-${label}`, urls: [url], fetchImage }),
      content: makeScript([
        { duration: SCENE_S, background: `Product image 1: ${url}`, voiceover: 'Fresh smoothies.' },
      ]),
      preset: 'ultrafast',
      brand: b,
    });
  plain = await render('plain', null);
  branded = await render('branded', brand);
}, 240_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('a branded render', () => {
  it('paints the end card in the primary colour', async () => {
    const at = branded.durationS - END_CARD_S / 2;
    const card = await frameAt(branded.videoPath, at, path.join(root, 'card-branded.png'));
    // The left edge, level with the QR code: only the panel is there.
    expect(near(card.rgb(20, 1100), [0x1e, 0x3a, 0x8a], 12)).toBe(true);
    const before = await frameAt(plain.videoPath, at, path.join(root, 'card-plain.png'));
    expect(near(before.rgb(20, 1100), [0x1e, 0x3a, 0x8a], 12)).toBe(false);
  });

  it('draws the logo in the chosen corner during scenes, and nowhere else', async () => {
    const frame = { width: 1080, height: 1920 };
    const mark = watermarkSize(frame, { width: 400, height: 200 });
    const place = watermarkPlacement('top-right', '9:16', frame, mark);
    if (!place) throw new Error('no placement');
    const a = await frameAt(branded.videoPath, SCENE_S / 2, path.join(root, 'scene-branded.png'));
    const b = await frameAt(plain.videoPath, SCENE_S / 2, path.join(root, 'scene-plain.png'));
    // The logo's middle is magenta at 85% over the scene: red and blue high, green low.
    const mid = a.rgb(place.x + Math.round(mark.width / 2), place.y + Math.round(mark.height / 2));
    expect(mid[0]).toBeGreaterThan(190);
    expect(mid[2]).toBeGreaterThan(190);
    expect(mid[1]).toBeLessThan(90);
    expect(near(b.rgb(place.x + 50, place.y + 30), mid, 40)).toBe(false);
    // The opposite corner is the same in both renders.
    const left = { x: frame.width - place.x - mark.width / 2, y: place.y + mark.height / 2 };
    expect(near(a.rgb(left.x, left.y), b.rgb(left.x, left.y), 12)).toBe(true);
  });
});

describe('renderEndCard with a brand', () => {
  it('puts the logo above the name, on the primary panel, in portrait and landscape', async () => {
    const bg = path.join(root, 'bg.jpg');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
      .jpeg()
      .toFile(bg);
    const text = { title: 'SuperBlend Pro', price: '$49.99', cta: 'Tap the link', link: 'shop.test' };
    for (const [w, h] of [
      [1188, 2112],
      [2112, 1188],
    ] as const) {
      const out = path.join(root, `card-${w}.png`);
      await renderEndCard(text, bg, null, w, h, out, {
        primaryColor: '#1E3A8A',
        accentColor: '#F59E0B',
        fontFamily: 'Liberation Serif',
        logo,
      });
      const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
      let magenta = 0;
      let accent = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r > 230 && g < 30 && b > 230) magenta++;
        if (Math.abs(r - 0xf5) < 12 && Math.abs(g - 0x9e) < 12 && Math.abs(b - 0x0b) < 16) accent++;
      }
      expect(magenta, `${w}x${h} logo pixels`).toBeGreaterThan(2000);
      expect(accent, `${w}x${h} badge and button pixels`).toBeGreaterThan(5000);
      const corner = [data[0]!, data[1]!, data[2]!];
      expect(near(corner, [0x1e, 0x3a, 0x8a], 6)).toBe(true);
    }
  });
});

describe('a branded storyboard', () => {
  it('highlights the spoken word in the accent colour', async () => {
    const content = makeScript([
      { duration: 3, background: `Product image 1: ${url}`, voiceover: 'Smoothies in seconds, every day.' },
    ]);
    const greenPixels = async (b: RenderBrand | null) => {
      const board = await renderStoryboard({
        content,
        product: makeProduct([url]),
        cacheDir: path.join(root, 'cache'),
        workDir: path.join(root, `sb-${b ? 'b' : 'p'}`),
        fetchImage,
        stillWidth: 720,
        brand: b,
      });
      const { data, info } = await sharp(board.stills[0]!).raw().toBuffer({ resolveWithObject: true });
      let n = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i + 1]! > 200 && data[i]! < 90 && data[i + 2]! < 90) n++;
      }
      return n;
    };
    const withBrand = await greenPixels({ ...brand, watermark: 'none' });
    const without = await greenPixels(null);
    expect(withBrand).toBeGreaterThan(200);
    expect(without).toBeLessThan(10);
  });
});

describe('brand fonts', () => {
  it('are all installed, so libass and librsvg draw the chosen face rather than a fallback', async () => {
    const { stdout } = await promisify(execFile)('fc-list', [':', 'family']);
    const families = new Set(stdout.split('\n').flatMap((l) => l.split(',').map((f) => f.trim())));
    for (const f of BRAND_FONTS) expect(families.has(f.family), f.family).toBe(true);
  });
});
