import { describe, expect, it } from 'vitest';
import {
  assLuminance,
  type BandReading,
  chooseCaptionBand,
  contrastRatio,
  MIN_CONTRAST,
  readableOnDark,
  relativeLuminance,
} from './caption-band.ts';

const WHITE = 1;
const PINK = assLuminance('&H00A34FFF');
const read = (id: BandReading['id'], busyness: number, bright: number): BandReading => ({
  id,
  busyness,
  bright,
});

describe('WCAG arithmetic', () => {
  it('matches the reference values', () => {
    expect(relativeLuminance(255, 255, 255)).toBeCloseTo(1, 5);
    expect(relativeLuminance(0, 0, 0)).toBe(0);
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 5);
    // #777777 on white is the classic 4.48:1 just-fail.
    expect(contrastRatio(relativeLuminance(0x77, 0x77, 0x77), 1)).toBeCloseTo(4.48, 2);
    expect(assLuminance('&H00FFFFFF')).toBeCloseTo(1, 5);
    expect(assLuminance('&H000000FF')).toBeCloseTo(relativeLuminance(255, 0, 0), 5);
  });
});

describe('chooseCaptionBand', () => {
  const plain = { ink: { kind: 'plain' } as const, text: [WHITE, PINK], preferred: 'lower' as const };

  it('moves captions to the quietest band when the own band sits on text', () => {
    const c = chooseCaptionBand(
      [read('top', 2, 0.02), read('lower', 30, 0.02), read('bottom', 9, 0.02)],
      plain,
    );
    expect(c.id).toBe('top');
  });

  it('keeps the look’s own band when it is about as quiet (one edge is no reason to move)', () => {
    const c = chooseCaptionBand([read('top', 0, 0.02), read('lower', 3, 0.02)], plain);
    expect(c.id).toBe('lower');
  });

  it('keeps minimal words bare on a dark picture', () => {
    const c = chooseCaptionBand([read('lower', 1, 0.01)], plain);
    expect(c.support).toBe('none');
    expect(c.contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('gives minimal words a soft shadow on a mid-tone picture and a box on a white one', () => {
    const mid = chooseCaptionBand([read('lower', 1, 0.12)], plain);
    expect(mid.support).toBe('shadow');
    expect(mid.contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
    const white = chooseCaptionBand([read('lower', 1, 1)], plain);
    expect(white.support).toBe('box');
    expect(white.contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('makes a translucent box more opaque until the words reach 4.5:1', () => {
    const boxed = {
      ink: { kind: 'box', opacity: 0.75 } as const,
      text: [WHITE, PINK],
      preferred: 'bottom' as const,
    };
    const dark = chooseCaptionBand([read('bottom', 1, 0.05)], boxed);
    expect(dark.boxOpacity).toBe(0.75);
    const bright = chooseCaptionBand([read('bottom', 1, 1)], boxed);
    expect(bright.boxOpacity).toBeGreaterThan(0.75);
    expect(bright.contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('counts an opaque outline as the backing of every glyph', () => {
    const c = chooseCaptionBand([read('bottom', 40, 1)], {
      ink: { kind: 'outline' },
      text: [WHITE, assLuminance('&H0000D7FF')],
      preferred: 'bottom',
    });
    expect(c).toMatchObject({ id: 'bottom', support: 'none' });
    expect(c.contrast).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('lightens a dark brand accent until it reads on the black outline, keeps light ones', () => {
    const navy = '&H008A3A1E'; // #1e3a8a
    expect(contrastRatio(assLuminance(navy), 0)).toBeLessThan(MIN_CONTRAST);
    const lifted = readableOnDark(navy);
    expect(contrastRatio(assLuminance(lifted), 0)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // Still blue: the blue channel stays the strongest.
    expect(lifted.slice(4, 6) >= lifted.slice(8, 10)).toBe(true);
    expect(readableOnDark('&H0000D7FF')).toBe('&H0000D7FF');
  });

  it('refuses an empty list of bands', () => {
    expect(() => chooseCaptionBand([], plain)).toThrow();
  });
});
