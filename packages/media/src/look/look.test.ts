import { CAPTION_STYLES, VIDEO_FORMATS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { buildAss, DEFAULT_CAPTION_LAYOUT } from '../captions/captions.ts';
import { captionLines, timeWords } from '../captions/phrases.ts';
import { captionLayoutFor, DEFAULT_RENDER_LOOK, safeZone, templateMotion } from './look.ts';

const lines = captionLines(timeWords('Meet the new SuperBlend today.', 0.2, 2));

describe('captionLayoutFor', () => {
  it('gives the original captions for the default look, byte for byte', () => {
    expect(buildAss(lines, captionLayoutFor(DEFAULT_RENDER_LOOK))).toBe(
      buildAss(lines, DEFAULT_CAPTION_LAYOUT),
    );
  });

  it('scales to each format and keeps bottom captions above its bottom band', () => {
    for (const f of VIDEO_FORMATS) {
      const l = captionLayoutFor({ ...DEFAULT_RENDER_LOOK, format: f.id });
      expect([l.width, l.height]).toEqual([f.width, f.height]);
      expect(l.alignment).toBe(2);
      expect(l.marginV).toBeGreaterThanOrEqual(f.height * safeZone(f.id).bottom + l.outline);
      const ass = buildAss(lines, l);
      expect(ass).toContain(`PlayResX: ${f.width}`);
      expect(ass).toContain(`PlayResY: ${f.height}`);
    }
  });

  it('gives every caption style its own colours, box or outline, and position', () => {
    const styles = CAPTION_STYLES.map((c) =>
      captionLayoutFor({ ...DEFAULT_RENDER_LOOK, captionStyle: c.id }),
    );
    expect(new Set(styles.map((s) => s.highlight)).size).toBe(styles.length);
    const byId = Object.fromEntries(CAPTION_STYLES.map((c, i) => [c.id, styles[i]!]));
    expect(byId.box?.borderStyle).toBe(3);
    expect(byId.outline).toMatchObject({ alignment: 5, uppercase: true });
    expect(byId.outline!.outline).toBeGreaterThan(byId.highlight!.outline);
    expect(byId.minimal).toMatchObject({ alignment: 2, bold: false });
    expect(byId.minimal!.marginV).toBeGreaterThan(byId.highlight!.marginV!);
    expect(buildAss(lines, byId.outline!)).toContain('MEET');
    expect(buildAss(lines, byId.box!)).toMatch(/,3,\d+,0,2,70,70,\d+,1$/m);
  });

  it('keeps captions clear of the product card and the UGC frame, beside the card when side by side', () => {
    const split = captionLayoutFor({ template: 'split', format: '16:9', captionStyle: 'outline' });
    expect(split.alignment).toBe(2);
    expect(split.marginL).toBeGreaterThan(1920 / 2);
    expect(captionLayoutFor({ template: 'ugc', format: '9:16', captionStyle: 'outline' }).alignment).toBe(2);
    expect(
      captionLayoutFor({ template: 'bold', format: '9:16', captionStyle: 'highlight' }).fontSize,
    ).toBeGreaterThan(DEFAULT_CAPTION_LAYOUT.fontSize);
  });
});

describe('templateMotion', () => {
  it('zooms in and out for Ken Burns, drifts for the card, and follows the hint otherwise', () => {
    expect([0, 1, 2].map((i) => templateMotion('bold', undefined, i))).toEqual([
      'zoomIn',
      'zoomOut',
      'zoomIn',
    ]);
    expect(templateMotion('bold', 'pull back', 0)).toBe('zoomOut');
    expect([0, 1].map((i) => templateMotion('split', 'zoom in', i))).toEqual(['panUp', 'panDown']);
    expect(templateMotion('classic', 'pan left', 0)).toBe('panLeft');
  });
});
