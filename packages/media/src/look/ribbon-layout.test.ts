import { formatSize, languageCodes, languageTag, VIDEO_FORMATS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { textWidth } from '../captions/text-fit.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { formatPrice } from '../endcard/endcard-text.ts';
import { VIDEO_WORDS } from '../endcard/endcard-words.ts';
import { badgeLayout } from './badge-layout.ts';
import { safeZone } from './look.ts';
import { ribbonLayout, sweptBox } from './ribbon-layout.ts';

const overlap = (a: { x: number; y: number; w: number; h: number }, b: typeof a) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('ribbonLayout', () => {
  it('keeps the ribbon clear of the price badge under every camera move, in every format, language and price', () => {
    let checked = 0;
    for (const { id: format } of VIDEO_FORMATS) {
      const frame = formatSize(format);
      const still = {
        width: Math.round(frame.width * STILL_OVERSCAN),
        height: Math.round(frame.height * STILL_OVERSCAN),
      };
      const s = Math.min(frame.width, frame.height) / 1080;
      const size = Math.round(0.3 * Math.min(frame.width, frame.height));
      for (const lang of languageCodes) {
        const words = VIDEO_WORDS[lang];
        for (const p of [null, 9, 34.99, 1299]) {
          const price = p === null ? null : formatPrice(p, 'USD', languageTag(lang));
          // Where dress.ts puts the badge (frame pixels).
          const b = badgeLayout(price, size, words.badge);
          const badge = {
            x: Math.round(frame.width * 0.94 - b.width),
            y: Math.round(safeZone(format).top * frame.height + 30 * s),
            w: b.width,
            h: size,
          };
          const r = ribbonLayout(words.limitedOffer, format, frame, still, badge.x);
          const swept = sweptBox(r.box, frame, still);
          expect(overlap(swept, badge), `${format} ${lang} ${price}`).toBe(false);
          expect(swept.x, `${format} ${lang}: ribbon leaves the frame`).toBeGreaterThanOrEqual(0);
          // Every line is inside the ribbon at a readable size, nothing cut.
          const ss = Math.min(still.width, still.height) / 1080;
          expect(r.fontSize).toBeGreaterThanOrEqual(22 * ss);
          for (const l of r.lines) {
            expect(textWidth(l.text, r.fontSize)).toBeLessThanOrEqual(r.box.w);
            expect(l.baseline).toBeLessThanOrEqual(r.box.y + r.box.h);
            expect(l.baseline - 0.75 * r.fontSize).toBeGreaterThanOrEqual(r.box.y);
          }
          expect(r.lines.map((l) => l.text).join(' ')).toBe(words.limitedOffer);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('shrinks then wraps long words into two lines when the badge leaves little room', () => {
    const frame = formatSize('9:16');
    const still = { width: Math.round(frame.width * 1.1), height: Math.round(frame.height * 1.1) };
    const roomy = ribbonLayout('NUR FÜR KURZE ZEIT', '9:16', frame, still, 1000);
    expect(roomy.lines).toHaveLength(1);
    const tight = ribbonLayout('NUR FÜR KURZE ZEIT', '9:16', frame, still, 520);
    expect(tight.lines.length).toBe(2);
    expect(tight.box.x + tight.box.w).toBeLessThanOrEqual(520);
  });
});
