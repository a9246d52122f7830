import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CAPTION_STYLES, VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_CONTRAST } from '../src/captions/caption-band.ts';
import { createRenderContext } from '../src/core/context.ts';
import { safeZone } from '../src/look/look.ts';
import { contains, visibleWindow } from '../src/look/placement.ts';
import { renderStoryboard } from '../src/render/storyboard.ts';
import { TEXT_PRODUCTS, textProductEndCard, textProductImages, textProductScript } from './text-products.ts';

/**
 * Issue 22, checked by machine: three products whose images carry their own text, in every template,
 * format and caption style. Every storyboard still shows the whole product (where the render says it
 * is, and really drawn there), captions in the safe zone at WCAG 4.5:1 or better, and the end card
 * in every format reads (Tesseract) only its own words: no ghost of the product's text.
 */
const run = promisify(execFile);
let root: string;
let fetchImage: (url: string) => Promise<Buffer>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'product-images-'));
  fetchImage = await textProductImages();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Mean absolute difference (0..255) between the still's pixels in `r` and the product image scaled to it. */
async function productDifference(
  still: Buffer,
  r: { x: number; y: number; w: number; h: number },
  productPath: string,
): Promise<number> {
  const w = Math.max(4, Math.floor(r.w) - 4);
  const h = Math.max(4, Math.floor(r.h) - 4);
  const crop = await sharp(still)
    .extract({ left: Math.ceil(r.x) + 2, top: Math.ceil(r.y) + 2, width: w, height: h })
    .raw()
    .toBuffer();
  const want = await sharp(productPath).resize(w, h, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  let sum = 0;
  for (let i = 0; i < crop.length; i++) sum += Math.abs(crop[i]! - want[i]!);
  return sum / crop.length;
}

describe('product images with their own text', () => {
  for (const tp of TEXT_PRODUCTS) {
    it(`${tp.id}: every template × format × caption style keeps the product whole and the captions legible`, async () => {
      const failures: string[] = [];
      for (const template of VIDEO_TEMPLATES) {
        for (const format of VIDEO_FORMATS) {
          for (const style of CAPTION_STYLES) {
            const look = { template: template.id, format: format.id, captionStyle: style.id };
            const name = `${template.id} ${format.id} ${style.id}`;
            const board = await renderStoryboard({
              content: textProductScript(tp),
              product: tp.product,
              look,
              cacheDir: path.join(root, 'cache'),
              workDir: path.join(root, `work-${tp.id}`),
              fetchImage,
              stillWidth: 180,
            });
            const zone = safeZone(format.id);
            for (const [i, scene] of board.scenes.entries()) {
              const frame = { width: board.width, height: board.height };
              if (!scene.product) {
                failures.push(`${name} scene ${i}: no product (${scene.problem})`);
                continue;
              }
              // Whole in every frame of the scene's camera move, not only the middle one.
              for (const at of [0, 0.5, 1]) {
                if (!contains(visibleWindow(scene.motion, at, frame, scene.still), scene.product)) {
                  failures.push(`${name} scene ${i}: product leaves the frame at ${at}`);
                }
              }
              const c = scene.captions;
              if (!c) failures.push(`${name} scene ${i}: no captions`);
              else {
                if (c.contrast < MIN_CONTRAST) failures.push(`${name} scene ${i}: contrast ${c.contrast}`);
                const inside =
                  c.band.y >= zone.top * frame.height - 1 &&
                  c.band.y + c.band.h <= (1 - zone.bottom) * frame.height + 1 &&
                  c.band.x >= 0 &&
                  c.band.x + c.band.w <= frame.width;
                if (!inside) failures.push(`${name} scene ${i}: caption band outside the safe zone`);
              }
            }
            // The product is really drawn where the render says (middle frame of scene 1, no caption over it).
            const s0 = board.scenes[0]!;
            const first = board.stills[0]!;
            if (s0.product && style.id === 'minimal' && s0.captions) {
              const win = visibleWindow(
                s0.motion,
                0.5,
                { width: board.width, height: board.height },
                s0.still,
              );
              const k = board.width / win.w;
              const r = {
                x: (s0.product.x - win.x) * k,
                y: (s0.product.y - win.y) * k,
                w: s0.product.w * k,
                h: s0.product.h * k,
              };
              const band = s0.captions.band;
              const clear = r.y + r.h <= band.y || band.y + band.h <= r.y;
              const ctx = createRenderContext({
                cacheDir: path.join(root, 'cache'),
                workDir: root,
                preset: 'veryfast',
              });
              const { productImage } = await import('../src/scenes/product-image.ts');
              const img = await productImage(ctx, await fetchImage(tp.product.images[0]!));
              const diff = clear ? await productDifference(first, r, img.path) : 0;
              if (diff > 28)
                failures.push(
                  `${name}: the still does not show the product where placed (${diff.toFixed(1)})`,
                );
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 600_000);
  }
});

interface OcrLine {
  text: string;
  box: { x: number; y: number; w: number; h: number };
}

/** Tesseract's confident lines (sparse text) with their boxes, in a PNG. */
async function ocrLines(png: string): Promise<OcrLine[]> {
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', '11', 'tsv'], { maxBuffer: 1 << 22 });
  const lines = new Map<string, { words: string[]; x0: number; y0: number; x1: number; y1: number }>();
  for (const row of stdout.split('\n').slice(1)) {
    const c = row.split('\t');
    if (c[0] !== '5' || Number(c[10]) < 50 || !/[A-Za-z0-9]{2,}/.test(c[11] ?? '')) continue;
    const [x, y, w, h] = [Number(c[6]), Number(c[7]), Number(c[8]), Number(c[9])];
    const key = `${c[2]}-${c[3]}-${c[4]}`;
    const l = lines.get(key) ?? { words: [], x0: x, y0: y, x1: x + w, y1: y + h };
    l.words.push(c[11]!);
    Object.assign(l, {
      x0: Math.min(l.x0, x),
      y0: Math.min(l.y0, y),
      x1: Math.max(l.x1, x + w),
      y1: Math.max(l.y1, y + h),
    });
    lines.set(key, l);
  }
  return [...lines.values()].map((l) => ({
    text: l.words.join(' '),
    box: { x: l.x0, y: l.y0, w: l.x1 - l.x0, h: l.y1 - l.y0 },
  }));
}

/** Words (letters and digits, 3+ long, upper case) of OCR lines. */
const wordsOf = (lines: OcrLine[]) =>
  lines.flatMap((l) => l.text.toUpperCase().match(/[A-Z0-9]{3,}/g) ?? []).filter((w) => /[A-Z]/.test(w));

/** Pairs of read lines whose boxes overlap: text drawn over text. */
function overlapping(lines: OcrLine[]): string[] {
  const out: string[] = [];
  lines.forEach((a, i) => {
    for (const b of lines.slice(i + 1)) {
      const ox = Math.min(a.box.x + a.box.w, b.box.x + b.box.w) - Math.max(a.box.x, b.box.x);
      const oy = Math.min(a.box.y + a.box.h, b.box.y + b.box.h) - Math.max(a.box.y, b.box.y);
      if (ox > 2 && oy > 2) out.push(`"${a.text}" / "${b.text}"`);
    }
  });
  return out;
}

describe('end cards', () => {
  it('read only their own words in every format, none over another (no ghost of the product’s text)', async () => {
    const failures: string[] = [];
    const outDir = path.join(root, 'endcards');
    await mkdir(outDir, { recursive: true });
    for (const tp of TEXT_PRODUCTS) {
      for (const format of VIDEO_FORMATS) {
        const card = await textProductEndCard(tp, format.id, {
          cacheDir: path.join(root, 'cache'),
          outDir,
          fetchImage,
        });
        const { text } = card;
        const out = card.path;
        const own = new Set(
          `${text.title} ${text.price ?? ''} ${text.cta} ${text.link ?? ''}`
            .toUpperCase()
            .match(/[A-Z0-9]{3,}/g),
        );
        // Plain OCR, and OCR of the mid-grey band only, where a blurred copy of text would show.
        const plain = `${out}.png`;
        await sharp(out).png().toFile(plain);
        const band = `${out}.band.png`;
        const { data, info } = await sharp(out).greyscale().raw().toBuffer({ resolveWithObject: true });
        for (let i = 0; i < data.length; i++) data[i] = data[i]! > 60 && data[i]! < 150 ? 0 : 255;
        await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
          .png()
          .toFile(band);
        const lines = await ocrLines(plain);
        const read = wordsOf(lines);
        const ghostly = tp.imageOnlyWords.length > 0 ? wordsOf(await ocrLines(band)) : [];
        const ghosts = [...read, ...ghostly].filter(
          (w) => !own.has(w) && tp.imageOnlyWords.some((g) => w.includes(g)),
        );
        const name = `${tp.id} ${format.id}`;
        if (ghosts.length > 0) failures.push(`${name}: reads the product's own text ${ghosts.join(' ')}`);
        // The card's own words do read (so the check above is not blind).
        const title = [...own].find((w) => /^[A-Z]{4,}$/.test(w))!;
        if (!read.some((w) => w.includes(title)))
          failures.push(`${name}: title word ${title} not read (${read.join(' ')})`);
        const strangers = read.filter(
          (w) => w.length >= 5 && ![...own].some((o) => o.includes(w) || w.includes(o)),
        );
        const crossed = overlapping(lines);
        if (crossed.length > 0) failures.push(`${name}: words drawn over each other: ${crossed.join(', ')}`);
        if (strangers.length > 1)
          failures.push(`${name}: reads words not on the card: ${strangers.join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
