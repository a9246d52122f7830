import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTION_STYLES, VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import sharp, { type OverlayOptions } from 'sharp';
import { renderStoryboard } from '../src/render/storyboard.ts';
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
    written.push(await writeFitSheet(outDir, work));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return written;
}

/**
 * Issue 33 item 6's hard cases side by side: a German offer badge with a long price, a 1:1 product
 * card with five bullets, and a 1920×600 screenshot in Bold and Classic (portrait).
 */
async function writeFitSheet(outDir: string, work: string): Promise<string> {
  const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
  const shot = await sharp({ create: { width: 1920, height: 600, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600"><rect width="1920" height="80" fill="#1e3a8a"/><text x="60" y="260" font-family="DejaVu Sans" font-weight="bold" font-size="90" fill="#111111">DASHBOARD</text><text x="60" y="420" font-family="DejaVu Sans" font-size="60" fill="#333333">Revenue 4,210 this week</text></svg>',
        ),
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
  const features = [
    'Breathable mesh straps',
    'Gentle vibration reminder',
    'Invisible under a shirt',
    'Charges in two hours',
    'Fits chest sizes 28 to 48',
  ];
  const product = { ...TEXT_PRODUCTS[0]!.product, price: 1299, currency: 'BRL', features };
  const cases = [
    { name: 'Offer 1:1, pt, R$ 1.299', template: 'offer', format: '1:1', image: photo, language: 'pt' },
    { name: 'Offer 9:16, de', template: 'offer', format: '9:16', image: photo, language: 'de' },
    { name: 'Product card 1:1, 5 bullets', template: 'split', format: '1:1', image: photo },
    { name: 'Bold 9:16, 1920×600', template: 'bold', format: '9:16', image: shot },
    { name: 'Classic 9:16, 1920×600', template: 'classic', format: '9:16', image: shot },
  ] as const;
  const layers: OverlayOptions[] = [];
  let left = GAP;
  for (const c of cases) {
    const board = await renderStoryboard({
      content: textProductScript(TEXT_PRODUCTS[0]!),
      product,
      look: { template: c.template, format: c.format, captionStyle: 'highlight' },
      cacheDir: path.join(work, 'cache'),
      workDir: path.join(work, 'fit'),
      fetchImage: async () => c.image,
      stillWidth: 360,
      ...('language' in c ? { language: c.language } : {}),
    });
    const still = await sharp(board.stills[0]!)
      .resize({ height: ROW_H * 2 })
      .toBuffer({ resolveWithObject: true });
    layers.push({ input: label(c.name, still.info.width), left, top: GAP });
    layers.push({ input: still.data, left, top: GAP + LABEL_H });
    left += still.info.width + GAP;
  }
  const file = path.join(outDir, 'looks-fit.png');
  await sharp({
    create: { width: left, height: ROW_H * 2 + LABEL_H + 2 * GAP, channels: 3, background: '#f1f5f9' },
  })
    .composite(layers)
    .png()
    .toFile(file);
  return file;
}
