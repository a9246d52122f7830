import { VIDEO_FORMATS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import {
  ctaButton,
  ctaFontSize,
  ctaPillWidth,
  ctaRoom,
  DEFAULT_END_CARD_PAINT,
  endCardPaint,
} from './endcard-brand.ts';
import { VIDEO_WORDS } from './endcard-words.ts';

describe('endCardPaint', () => {
  it('keeps the original card without a brand', () => {
    expect(endCardPaint(null)).toBe(DEFAULT_END_CARD_PAINT);
    expect(endCardPaint(undefined).veil).toContain('opacity="0.55"');
    expect(DEFAULT_END_CARD_PAINT.button).toBeNull();
  });

  it('paints a solid primary panel, accent badge and button, with readable words', () => {
    const p = endCardPaint({
      primaryColor: '#FFFFFF',
      accentColor: '#1E3A8A',
      fontFamily: 'Liberation Serif',
      logo: null,
    });
    expect(p.veil).toBe('<rect width="100%" height="100%" fill="#FFFFFF"/>');
    expect(p.text).toBe('#111111');
    expect(p.badge).toBe('#1E3A8A');
    expect(p.button).toBe('#1E3A8A');
    expect(p.buttonText).toBe('#FFFFFF');
    expect(p.font).toBe('Liberation Serif');
  });

  it('never lets a font name break out of its SVG attribute', () => {
    const p = endCardPaint({
      primaryColor: '#000000',
      accentColor: '#000000',
      fontFamily: 'Evil" onload="x<',
      logo: null,
    });
    expect(p.font).not.toMatch(/["<>]/);
  });
});

describe('ctaButton', () => {
  it('is a centred pill around the label, wider for longer labels', () => {
    const short = ctaButton(540, 1000, 46, 'Buy', '#F59E0B');
    const long = ctaButton(540, 1000, 46, 'Get yours today now', '#F59E0B');
    const width = (svg: string) => Number(/width="(\d+)"/.exec(svg)?.[1]);
    const x = (svg: string) => Number(/x="(-?\d+)"/.exec(svg)?.[1]);
    expect(width(long)).toBeGreaterThan(width(short));
    expect(Math.abs(x(short) + width(short) / 2 - 540)).toBeLessThanOrEqual(1);
    expect(short).toContain('fill="#F59E0B"');
  });
});

describe('ctaFontSize and ctaRoom', () => {
  it('keeps every language’s CTA pill inside every frame of the end card, in every format', () => {
    const ctas = Object.values(VIDEO_WORDS).flatMap((w) => [w.cta, w.ctaWithLink]);
    for (const f of VIDEO_FORMATS) {
      const width = Math.round(f.width * STILL_OVERSCAN);
      const s = Math.min(f.width, f.height) / 1080;
      // The portrait card centres its CTA; the landscape card sets it in a column from 8% of the width.
      const column = f.id === '16:9' ? width * 0.5 : width * 0.84;
      const cx = f.id === '16:9' ? width * 0.08 + column / 2 : width / 2;
      const room = ctaRoom(cx, width, column);
      for (const label of ctas) {
        const size = ctaFontSize(label, Math.round(46 * s), room);
        const w = ctaPillWidth(label, size);
        const left = cx - w / 2;
        expect(left, `${f.id} ${label}`).toBeGreaterThanOrEqual(width - f.width);
        expect(left + w, `${f.id} ${label}`).toBeLessThanOrEqual(f.width);
        expect(size, `${f.id} ${label}`).toBeGreaterThanOrEqual(Math.round(24 * s));
      }
    }
  });
});
