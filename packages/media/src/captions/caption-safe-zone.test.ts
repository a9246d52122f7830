import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTION_STYLES, VIDEO_FORMATS, type VideoFormatId } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct, makeScript } from '../../test/fixtures.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { captionLayoutFor, lookFrame, splitCardBottomThird, splitCardRect } from '../look/look.ts';
import { renderStoryboard } from '../render/storyboard.ts';
import { captionBox, overlaps } from './captions.ts';

/**
 * Issue #13: on the product-card template, captions never cover the bottom third of the card's
 * image (where product shots carry names, prices and badges) — by the layout maths for every
 * format and caption style, and in a frame drawn by the real graph.
 */
describe('product card safe zone (layout maths)', () => {
  it('keeps every caption style clear of the card image’s bottom third in every format', () => {
    for (const format of VIDEO_FORMATS) {
      for (const style of CAPTION_STYLES) {
        const look = { template: 'split', format: format.id, captionStyle: style.id } as const;
        const caption = captionBox(captionLayoutFor(look));
        const card = splitCardBottomThird(format.id, lookFrame(look));
        expect(overlaps(caption, card), `${format.id} ${style.id}`).toBe(false);
        // The caption block stays inside the frame, so "clear of the card" is not bought by leaving it.
        expect(caption.x).toBeGreaterThanOrEqual(0);
        expect(caption.x + caption.w).toBeLessThanOrEqual(format.width);
      }
    }
  });

  it('would see an overlap: full-width bottom captions cross the side-by-side card', () => {
    // The same geometry catches what the split layout avoids (so the check above can fail).
    const classic = captionLayoutFor({ template: 'classic', format: '1:1', captionStyle: 'highlight' });
    expect(overlaps(captionBox(classic), splitCardBottomThird('1:1', { width: 1080, height: 1080 }))).toBe(
      true,
    );
    const middle = captionLayoutFor({ template: 'classic', format: '9:16', captionStyle: 'outline' });
    expect(overlaps(captionBox(middle), splitCardBottomThird('9:16', { width: 1080, height: 1920 }))).toBe(
      true,
    );
  });

  it('covers the whole vertical drift of the card', () => {
    const frame = { width: 1080, height: 1920 };
    const still = splitCardRect('9:16', frame.width * STILL_OVERSCAN, frame.height * STILL_OVERSCAN);
    const region = splitCardBottomThird('9:16', frame);
    const drift = frame.height * (STILL_OVERSCAN - 1);
    // Drawn highest (drift fully up) to lowest (no drift): both bottom thirds lie inside the region.
    expect(region.y).toBeLessThanOrEqual(still.y + (2 * still.h) / 3 - drift + 1e-9);
    expect(region.y + region.h).toBeGreaterThanOrEqual(still.y + still.h - 1e-9);
  });
});

describe('product card safe zone (frame pixels)', () => {
  let root: string;
  const url = 'https://shop.test/red.png';
  let red: Buffer;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'safe-zone-'));
    red = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it.each(['9:16', '16:9'] as VideoFormatId[])(
    'draws no caption pixel over the card image’s bottom third (%s), and does draw the caption',
    async (format) => {
      const look = { template: 'split', format, captionStyle: 'outline' } as const;
      const board = await renderStoryboard({
        content: makeScript([
          {
            duration: 3,
            background: `Product image 1: ${url}`,
            voiceover: 'Unbelievable extraordinary marvellous blending power.',
          },
        ]),
        product: makeProduct([url]),
        look,
        cacheDir: path.join(root, 'cache'),
        workDir: path.join(root, `work-${format.replace(':', 'x')}`),
        fetchImage: async () => red,
        stillWidth: 540,
      });
      const { width, height } = board;
      const { data, info } = await sharp(board.stills[0]!).raw().toBuffer({ resolveWithObject: true });
      const px = (x: number, y: number) => {
        const i = (Math.round(y) * info.width + Math.round(x)) * info.channels;
        return [data[i]!, data[i + 1]!, data[i + 2]!] as const;
      };
      // The storyboard shows the scene's middle frame: the still has drifted half its overscan.
      const sw = width * STILL_OVERSCAN;
      const sh = height * STILL_OVERSCAN;
      const card = splitCardRect(format, sw, sh);
      const dx = (sw - width) / 2;
      const dy = (sh - height) / 2;
      const inset = 6;
      let notRed = 0;
      let sampled = 0;
      for (let y = card.y + (2 * card.h) / 3 - dy + inset; y < card.y + card.h - dy - inset; y += 2) {
        for (let x = card.x - dx + inset; x < card.x + card.w - dx - inset; x += 2) {
          const [r, g, b] = px(x, y);
          sampled++;
          if (!(r > 170 && g < 90 && b < 90)) notRed++;
        }
      }
      expect(sampled).toBeGreaterThan(500);
      expect(notRed).toBe(0);

      // The caption is really drawn: bright or green text pixels along its bottom line, off the red.
      const layout = captionLayoutFor(look);
      const scale = height / layout.height;
      const lineBottom = (layout.height - (layout.marginV ?? 0)) * scale;
      const lineTop = lineBottom - layout.fontSize * 1.2 * scale;
      let text = 0;
      for (let y = lineTop; y < lineBottom; y += 2) {
        for (let x = (layout.marginL ?? 0) * scale; x < width - (layout.marginR ?? 0) * scale; x += 2) {
          const [r, g, b] = px(x, y);
          if ((r > 200 && g > 200 && b > 200) || (g > 180 && r < 150)) text++;
        }
      }
      expect(text).toBeGreaterThan(20);
    },
    120_000,
  );
});
