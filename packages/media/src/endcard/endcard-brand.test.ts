import { describe, expect, it } from 'vitest';
import { ctaButton, DEFAULT_END_CARD_PAINT, endCardPaint } from './endcard-brand.ts';

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
