import { VIDEO_FORMATS, WATERMARK_POSITIONS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { buildAss } from '../captions/captions.ts';
import { captionLines, timeWords } from '../captions/phrases.ts';
import {
  brandCaptionLayout,
  brandIdentity,
  hexToAss,
  type RenderBrand,
  textColorOn,
  watermarkPlacement,
  watermarkSize,
} from './brand.ts';
import { captionLayoutFor, DEFAULT_RENDER_LOOK, safeZone } from './look.ts';

const brand: RenderBrand = {
  primaryColor: '#1E3A8A',
  accentColor: '#12AB34',
  font: 'liberation-serif',
  watermark: 'top-right',
  logo: null,
};

describe('hexToAss', () => {
  it('writes #RRGGBB as an opaque &H00BBGGRR', () => {
    expect(hexToAss('#FFD700')).toBe('&H0000D7FF');
    expect(hexToAss('#12ab34')).toBe('&H0034AB12');
    expect(hexToAss('#000000')).toBe('&H00000000');
  });

  it('refuses anything but #RRGGBB', () => {
    expect(() => hexToAss('red')).toThrow();
    expect(() => hexToAss('#FFF')).toThrow();
  });
});

describe('textColorOn', () => {
  it('puts white on dark colours and black on light ones', () => {
    expect(textColorOn('#1E3A8A')).toBe('#FFFFFF');
    expect(textColorOn('#000000')).toBe('#FFFFFF');
    expect(textColorOn('#FFFFFF')).toBe('#111111');
    expect(textColorOn('#F59E0B')).toBe('#111111');
  });
});

describe('brandCaptionLayout', () => {
  const lines = captionLines(timeWords('Meet the new SuperBlend today.', 0.2, 2));

  it('leaves the captions as they were without a brand', () => {
    const layout = captionLayoutFor(DEFAULT_RENDER_LOOK);
    expect(brandCaptionLayout(layout, null)).toBe(layout);
    expect(brandCaptionLayout(layout, undefined)).toBe(layout);
  });

  it('highlights the spoken word in the accent colour and sets the brand font', () => {
    const ass = buildAss(lines, brandCaptionLayout(captionLayoutFor(DEFAULT_RENDER_LOOK), brand));
    expect(ass).toContain('Style: Caption,Liberation Serif,');
    expect(ass).toContain('{\\c&H0034AB12&}');
    expect(ass).not.toContain('&H0000D7FF');
  });
});

describe('brandIdentity', () => {
  it('names the logo by its digest, so a new logo changes cache keys and the bytes never enter them', () => {
    const a = brandIdentity({ ...brand, logo: Buffer.from('logo-a') });
    const b = brandIdentity({ ...brand, logo: Buffer.from('logo-b') });
    expect(a?.logo).toMatch(/^[0-9a-f]{64}$/);
    expect(a?.logo).not.toBe(b?.logo);
    expect(brandIdentity(null)).toBeNull();
  });
});

describe('watermark geometry', () => {
  it('fits the logo into a small box, keeping its proportions', () => {
    expect(watermarkSize({ width: 1080, height: 1920 }, { width: 512, height: 128 })).toEqual({
      width: 216,
      height: 54,
    });
    const tall = watermarkSize({ width: 1080, height: 1920 }, { width: 100, height: 400 });
    expect(tall.height).toBe(108);
    expect(tall.width).toBe(27);
  });

  it('places each corner inside the frame and the safe zone', () => {
    for (const f of VIDEO_FORMATS) {
      const frame = { width: f.width, height: f.height };
      const mark = watermarkSize(frame, { width: 400, height: 200 });
      const zone = safeZone(f.id);
      for (const p of WATERMARK_POSITIONS) {
        const at = watermarkPlacement(p.id, f.id, frame, mark);
        if (p.id === 'none') {
          expect(at).toBeNull();
          continue;
        }
        if (!at) throw new Error(`no placement for ${p.id}`);
        expect(at.x).toBeGreaterThan(0);
        expect(at.x + mark.width).toBeLessThan(f.width);
        expect(at.y).toBeGreaterThanOrEqual(zone.top * f.height);
        expect(at.y + mark.height).toBeLessThanOrEqual((1 - zone.bottom) * f.height);
        expect(at.x < f.width / 2).toBe(p.id.endsWith('left'));
        expect(at.y < f.height / 2).toBe(p.id.startsWith('top'));
      }
    }
  });

  it('puts the top-right mark a margin from the right edge, just below the top band', () => {
    expect(
      watermarkPlacement('top-right', '9:16', { width: 1080, height: 1920 }, { width: 200, height: 100 }),
    ).toEqual({ x: 1080 - 200 - 38, y: 269 + 38 });
  });
});
