import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CAPTION_STYLES, VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_CONTRAST } from '../src/captions/caption-band.ts';
import { safeZone } from '../src/look/look.ts';
import { contains, visibleWindow } from '../src/look/placement.ts';
import { createRenderContext } from '../src/render/context.ts';
import { renderStoryboard } from '../src/scenes/storyboard.ts';
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

/** Tesseract's words (letters and digits, 3+ long, upper case) in a PNG. */
async function ocrWords(png: string): Promise<string[]> {
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', '11'], { maxBuffer: 1 << 20 });
  return (stdout.toUpperCase().match(/[A-Z0-9]{3,}/g) ?? []).filter((w) => /[A-Z]/.test(w));
}

describe('end cards', () => {
  it('read only their own words in every format (no ghost of the product’s text)', async () => {
    const failures: string[] = [];
    const outDir = path.join(root, 'endcards');
    await mkdir(outDir, { recursive: true });
    for (const tp of TEXT_PRODUCTS.filter((p) => p.imageOnlyWords.length > 0)) {
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
        const read = await ocrWords(plain);
        const ghosts = [...read, ...(await ocrWords(band))].filter(
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
        if (strangers.length > 1)
          failures.push(`${name}: reads words not on the card: ${strangers.join(' ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
