import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STILL_OVERSCAN } from '../src/encode/filtergraph.ts';
import { drawEndCard } from '../src/endcard/endcard.ts';
import { badgeLayout } from '../src/look/badge-layout.ts';
import { safeZone } from '../src/look/look.ts';
import { contains, visibleWindow } from '../src/look/placement.ts';
import { renderStoryboard } from '../src/render/storyboard.ts';
import { makeProduct, makeScript } from './fixtures.ts';
import { TEXT_PRODUCTS, textProductImages } from './text-products.ts';

/**
 * Issue 33 item 6, checked on what the render's own graph draws (storyboard stills, one scene each)
 * and read back by Tesseract: the offer badge's price whole inside the badge, every bullet of a
 * 1:1 product card, the branded end card's CTA pill inside the frame, and a wide screenshot shown
 * large in Bold.
 */
const run = promisify(execFile);
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'looks-fit-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** Tesseract's words (sparse text) with their boxes. */
async function ocrWords(
  png: Buffer,
): Promise<{ text: string; x: number; y: number; w: number; h: number }[]> {
  const file = path.join(root, `ocr-${Math.random().toString(36).slice(2)}.png`);
  await writeFile(file, png);
  const { stdout } = await run('tesseract', [file, 'stdout', '--psm', '11', 'tsv'], { maxBuffer: 1 << 22 });
  return stdout
    .split('\n')
    .slice(1)
    .map((r) => r.split('\t'))
    .filter((c) => c[0] === '5' && (c[11] ?? '').trim())
    .map((c) => ({ text: c[11]!, x: Number(c[6]), y: Number(c[7]), w: Number(c[8]), h: Number(c[9]) }));
}

const photo = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();

function board(o: {
  template: 'offer' | 'split' | 'bold' | 'ugc';
  format: '9:16' | '1:1';
  product: ReturnType<typeof makeProduct>;
  image: Buffer;
  width: number;
  language?: 'de';
  fetchImage?: (url: string) => Promise<Buffer>;
}) {
  return renderStoryboard({
    content: makeScript([{ duration: 3, background: 'product', voiceover: '' }]),
    product: o.product,
    look: { template: o.template, format: o.format, captionStyle: 'highlight' },
    cacheDir: path.join(root, 'cache'),
    workDir: path.join(root, `work-${o.template}`),
    fetchImage: o.fetchImage ?? (async () => o.image),
    stillWidth: o.width,
    ...(o.language ? { language: o.language } : {}),
  });
}

describe('looks that fit', () => {
  it('offer: a German price badge reads whole and lies inside the badge', async () => {
    const product = { ...makeProduct(['https://shop.test/p.jpg']), price: 34.99 };
    const b = await board({
      template: 'offer',
      format: '1:1',
      product,
      image: await photo(800, 800),
      width: 1080,
      language: 'de',
    });
    const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'USD' }).format(34.99);
    const size = Math.round(0.3 * b.width);
    const layout = badgeLayout(price, size, { only: 'NUR', special: 'AKTION', sale: 'SALE' });
    // The badge rests at the top right (it slides in over the first half second); its area with the
    // overscan's margin, so the price must read whole inside it.
    const w = Math.min(b.width, Math.ceil(1.15 * layout.width));
    const badge = {
      x: b.width - w,
      y: Math.round(safeZone('1:1').top * b.height),
      w,
      h: Math.ceil(1.3 * size),
    };
    const crop = await sharp(b.stills[0]!)
      .extract({ left: badge.x, top: badge.y, width: badge.w, height: badge.h })
      .greyscale()
      .png()
      .toBuffer();
    const words = await ocrWords(crop);
    const read = words.map((w) => w.text).join(' ');
    expect(read).toContain('NUR');
    expect(read.replace(/\s/g, '')).toContain(price.replace(/\s/g, ''));
  }, 120_000);

  it('split 1:1: all five bullets are on the card, read back by OCR', async () => {
    const features = [
      'Breathable mesh straps',
      'Gentle vibration reminder',
      'Invisible under a shirt',
      'Charges in two hours',
      'Fits chest sizes 28 to 48',
    ];
    const product = { ...makeProduct(['https://shop.test/p.jpg']), features };
    const b = await board({
      template: 'split',
      format: '1:1',
      product,
      image: await photo(800, 800),
      width: 1080,
    });
    // The text column (right of the card), in grey: the lit bullet is yellow on the brand colour.
    const column = await sharp(b.stills[0]!)
      .extract({ left: Math.round(b.width / 2), top: 0, width: Math.round(b.width / 2), height: b.height })
      .greyscale()
      .png()
      .toBuffer();
    const read = (await ocrWords(column))
      .map((w) => w.text)
      .join(' ')
      .toLowerCase();
    for (const f of features) {
      for (const word of f
        .toLowerCase()
        .split(' ')
        .filter((x) => x.length > 3)) {
        expect(read, `"${word}" of "${f}"`).toContain(word);
      }
    }
  }, 120_000);

  it('end card: the brand CTA pill lies inside every frame of the card, in French too', async () => {
    for (const [w, h] of [
      [1080, 1920],
      [1080, 1080],
    ] as const) {
      const width = Math.round(w * STILL_OVERSCAN);
      const height = Math.round(h * STILL_OVERSCAN);
      const out = path.join(root, `end-${w}x${h}.jpg`);
      const bg = path.join(root, 'bg.jpg');
      await writeFile(bg, await photo(400, 400));
      await drawEndCard(
        { title: 'Posture Pro', price: '34,99 €', cta: "Commandez dès aujourd'hui maintenant", link: null },
        bg,
        null,
        width,
        height,
        out,
        { primaryColor: '#111827', accentColor: '#FF00FF', fontFamily: 'DejaVu Sans', logo: null },
      );
      // The pill is the only magenta: every magenta column lies inside what every frame shows.
      const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
      let minX = info.width;
      let maxX = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
        if (r > 200 && g < 60 && b > 200) {
          const x = (i / info.channels) % info.width;
          minX = Math.min(minX, x);
          maxX = Math.max(maxX, x);
        }
      }
      expect(maxX, `${w}x${h}: no pill drawn`).toBeGreaterThan(minX);
      expect(minX, `${w}x${h}`).toBeGreaterThanOrEqual(width - w);
      expect(maxX, `${w}x${h}`).toBeLessThanOrEqual(w);
    }
  }, 60_000);

  it('bold: a 1920×600 screenshot is shown large, not as a thin strip', async () => {
    const shot = await sharp({ create: { width: 1920, height: 600, channels: 3, background: '#ffffff' } })
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="600"><rect x="0" y="0" width="1920" height="80" fill="#1e3a8a"/><text x="60" y="260" font-family="DejaVu Sans" font-weight="bold" font-size="90" fill="#111111">DASHBOARD</text><text x="60" y="420" font-family="DejaVu Sans" font-size="60" fill="#333333">Revenue 4,210</text></svg>`,
          ),
          top: 0,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const b = await board({
      template: 'bold',
      format: '9:16',
      product: makeProduct(['https://shop.test/p.jpg']),
      image: shot,
      width: 540,
    });
    const box = b.scenes[0]!.product!;
    const share = (box.w * box.h) / (b.width * b.height);
    // Placed whole, the strip covered about 14% of the frame; its detail covers well over a quarter.
    expect(share).toBeGreaterThan(0.3);
    expect(b.scenes[0]!.notes.join(' ')).toMatch(/wide image/);
  }, 120_000);

  it('bold and ugc: a big edge-to-edge photo fills the frame with its own pixels', async () => {
    // A scene photo: fine stripes to the very edges (no uniform border to trim), 9:16-ish, 900×1600.
    const stripes = Array.from(
      { length: 75 },
      (_, i) => `<rect x="${i * 12}" y="0" width="6" height="1600" fill="#111"/>`,
    );
    const scene = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fde047"/><stop offset="1" stop-color="#38bdf8"/></linearGradient></defs><rect width="900" height="1600" fill="url(#g)"/>${stripes.join('')}</svg>`,
      ),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    for (const template of ['bold', 'ugc'] as const) {
      const b = await board({
        template,
        format: '9:16',
        // A stock scene photo (only those may fill the frame; a product image stays whole).
        product: makeProduct(['https://images.pexels.com/photos/1/scene.jpeg']),
        image: scene,
        width: 540,
      });
      const s0 = b.scenes[0]!;
      expect(s0.notes.join(' '), template).toMatch(/fills the frame/);
      const box = s0.product!;
      const frame = { width: b.width, height: b.height };
      for (const at of [0, 0.5, 1]) {
        const win = visibleWindow(s0.motion, at, frame, s0.still);
        const w = Math.max(0, Math.min(box.x + box.w, win.x + win.w) - Math.max(box.x, win.x));
        const h = Math.max(0, Math.min(box.y + box.h, win.y + win.h) - Math.max(box.y, win.y));
        expect((w * h) / (win.w * win.h), `${template} at ${at}`).toBeGreaterThanOrEqual(0.95);
      }
      // The photo's stripes reach every corner of the drawn frame: no smooth backdrop around it.
      const cw = Math.round(b.width * 0.12);
      const ch = Math.round(b.height * 0.12);
      for (const [left, top] of [
        [0, 0],
        [b.width - cw, 0],
        [0, b.height - ch],
        [b.width - cw, b.height - ch],
      ] as const) {
        const st = await sharp(b.stills[0]!)
          .extract({ left, top, width: cw, height: ch })
          .greyscale()
          .stats();
        expect(st.channels[0]!.stdev, `${template} corner ${left},${top}`).toBeGreaterThan(30);
      }
    }
  }, 120_000);

  it('bold: the e-book cover (its own text) stays whole, not full-bleed', async () => {
    const ebook = TEXT_PRODUCTS.find((p) => p.id === 'ebook')!;
    const b = await board({
      template: 'bold',
      format: '9:16',
      product: ebook.product,
      image: Buffer.alloc(0),
      fetchImage: await textProductImages(),
      width: 540,
    });
    const s0 = b.scenes[0]!;
    expect(s0.notes.join(' ')).not.toMatch(/fills the frame/);
    for (const at of [0, 0.5, 1]) {
      expect(
        contains(visibleWindow(s0.motion, at, { width: b.width, height: b.height }, s0.still), s0.product!),
      ).toBe(true);
    }
  }, 120_000);
});
