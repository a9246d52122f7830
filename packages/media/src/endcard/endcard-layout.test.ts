import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_FORMATS } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../test/fixtures.ts';
import { canvasFor } from '../look/canvas.ts';
import { drawEndCard, type EndCardPart } from './endcard.ts';
import { endCardText } from './endcard-text.ts';

/**
 * Issue 22: the end card's title, price, QR code, CTA and link never overlap, and stay on screen for
 * the card's whole drift, in every format — with the longest title, with and without a link and a
 * brand logo.
 */
let root: string;
let background: string;
let logo: Buffer;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'endcard-layout-'));
  background = path.join(root, 'bg.jpg');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#475569' } })
    .jpeg()
    .toFile(background);
  logo = await sharp({ create: { width: 600, height: 200, channels: 4, background: '#f97316ff' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const overlap = (a: EndCardPart, b: EndCardPart) =>
  a.rect.x < b.rect.x + b.rect.w &&
  b.rect.x < a.rect.x + a.rect.w &&
  a.rect.y < b.rect.y + b.rect.h &&
  b.rect.y < a.rect.y + a.rect.h;

const product = (name: string) => ({ ...makeProduct([]), name, price: 1499.99, currency: 'EUR' });

describe('end card layout', () => {
  const names = ['Tea', 'The Complete Mindful Money Masterclass for Busy Families and Their Kids'];
  for (const format of VIDEO_FORMATS) {
    it(`never overlaps and stays in frame (${format.id})`, async () => {
      const { still, frame } = canvasFor({
        template: 'classic',
        format: format.id,
        captionStyle: 'highlight',
      });
      // The card drifts up over the whole overscan: it must fit the frame at either end.
      const visible = { top: still.height - frame.height, bottom: frame.height };
      for (const name of names) {
        for (const link of ['https://go.adreel.test/r/abcdef', null]) {
          for (const brand of [
            null,
            { primaryColor: '#1e3a8a', accentColor: '#f97316', fontFamily: 'DejaVu Sans', logo },
          ]) {
            const label = `${format.id} "${name.slice(0, 12)}" link=${Boolean(link)} logo=${Boolean(brand)}`;
            const parts = await drawEndCard(
              endCardText(product(name), link),
              background,
              link,
              still.width,
              still.height,
              path.join(root, 'card.jpg'),
              brand,
            );
            expect(parts.some((p) => p.part === 'qr')).toBe(Boolean(link));
            expect(parts.some((p) => p.part === 'logo')).toBe(Boolean(brand));
            parts.forEach((a, i) => {
              for (const b of parts.slice(i + 1)) {
                expect(overlap(a, b), `${label}: ${a.part} over ${b.part}`).toBe(false);
              }
              expect(a.rect.x, `${label}: ${a.part}`).toBeGreaterThanOrEqual(0);
              expect(a.rect.x + a.rect.w, `${label}: ${a.part}`).toBeLessThanOrEqual(still.width);
              expect(a.rect.y, `${label}: ${a.part}`).toBeGreaterThanOrEqual(visible.top);
              expect(a.rect.y + a.rect.h, `${label}: ${a.part}`).toBeLessThanOrEqual(visible.bottom);
            });
          }
        }
      }
    }, 60_000);
  }

  it('would see an overlap: boxes sharing pixels are caught', () => {
    const a: EndCardPart = { part: 'title', rect: { x: 0, y: 0, w: 10, h: 10 } };
    expect(overlap(a, { part: 'qr', rect: { x: 5, y: 9, w: 10, h: 10 } })).toBe(true);
    expect(overlap(a, { part: 'qr', rect: { x: 0, y: 10, w: 10, h: 10 } })).toBe(false);
  });
});
