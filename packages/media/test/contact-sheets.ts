import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTION_STYLES, VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { renderStoryboard } from '../src/scenes/storyboard.ts';
import { TEXT_PRODUCTS, textProductEndCard, textProductImages, textProductScript } from './text-products.ts';

const ROW_H = 240;
const LABEL_H = 22;
const GAP = 8;

const label = (text: string, width: number, size = 14) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><text x="4" y="${LABEL_H - 6}" font-family="DejaVu Sans" font-size="${size}" fill="#111827">${text}</text></svg>`,
  );

/**
 * Contact sheets (issue 22): for each demo product whose image carries its own text, one PNG with
 * every template × format × caption style as the storyboard draws it (the render's own graph, first
 * scene's middle frame) and the end card per format. `docsFile`: the e-book's sheet downscaled there.
 */
export async function writeContactSheets(outDir: string, docsFile?: string): Promise<string[]> {
  const written: string[] = [];
  const work = await mkdtemp(path.join(tmpdir(), 'contact-sheets-'));
  await mkdir(outDir, { recursive: true });
  const fetchImage = await textProductImages();
  try {
    for (const tp of TEXT_PRODUCTS) {
      const layers: OverlayOptions[] = [];
      let top = GAP;
      let sheetW = 0;
      for (const format of VIDEO_FORMATS) {
        const cellW = Math.round((ROW_H * format.width) / format.height);
        const end = await textProductEndCard(tp, format.id, {
          cacheDir: path.join(work, 'cache'),
          outDir: work,
          fetchImage,
        });
        const endThumb = await sharp(end.path)
          .resize({ height: ROW_H })
          .toBuffer({ resolveWithObject: true });
        layers.push({
          input: label(
            `${format.name}: columns ${CAPTION_STYLES.map((s) => s.name).join(' · ')} · end card`,
            900,
            16,
          ),
          left: GAP,
          top,
        });
        top += LABEL_H;
        for (const template of VIDEO_TEMPLATES) {
          let left = GAP;
          layers.push({ input: label(template.name, 200), left, top });
          top += LABEL_H;
          for (const style of CAPTION_STYLES) {
            const board = await renderStoryboard({
              content: textProductScript(tp),
              product: tp.product,
              look: { template: template.id, format: format.id, captionStyle: style.id },
              cacheDir: path.join(work, 'cache'),
              workDir: path.join(work, 'board'),
              fetchImage,
              stillWidth: cellW,
            });
            const still = await sharp(board.stills[0]!).resize({ height: ROW_H }).toBuffer();
            layers.push({ input: still, left, top });
            left += cellW + GAP;
          }
          layers.push({ input: endThumb.data, left, top });
          left += endThumb.info.width + GAP;
          sheetW = Math.max(sheetW, left);
          top += ROW_H + GAP;
        }
        top += GAP * 2;
      }
      const file = path.join(outDir, `${tp.id}.png`);
      await sharp({ create: { width: sheetW, height: top, channels: 3, background: '#f1f5f9' } })
        .composite(layers)
        .png()
        .toFile(file);
      written.push(file);
      if (docsFile && tp.id === 'ebook') {
        await mkdir(path.dirname(docsFile), { recursive: true });
        await sharp(file).resize({ width: 1400 }).jpeg({ quality: 70, mozjpeg: true }).toFile(docsFile);
        written.push(docsFile);
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return written;
}
