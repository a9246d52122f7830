import { VIDEO_FORMATS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { captionBox, overlaps } from '../captions/captions.ts';
import { badgeLayout } from './badge-layout.ts';
import { watermarkSize } from './brand.ts';
import { bandLayouts, clearOfLogo } from './caption-place.ts';
import { placeLogo } from './logo-place.ts';
import { captionLayoutFor, safeZone } from './look.ts';

const WORDS = { only: 'NUR', special: 'AKTION', sale: 'SALE' };

describe('placeLogo', () => {
  it('moves a top-right logo off the offer badge and keeps it off the captions, inside the safe zone, in every format', () => {
    for (const format of VIDEO_FORMATS) {
      const frame = { width: format.width, height: format.height };
      const s = Math.min(frame.width, frame.height) / 1080;
      const size = Math.round(0.3 * Math.min(frame.width, frame.height));
      const b = badgeLayout('34,99 US$', size, WORDS);
      const badge = {
        x: Math.round(frame.width * 0.94 - b.width),
        y: Math.round(safeZone(format.id).top * frame.height + 30 * s),
        w: b.width,
        h: b.height,
      };
      const captions = captionBox(
        captionLayoutFor({ template: 'offer', format: format.id, captionStyle: 'highlight' }),
      );
      const mark = watermarkSize(frame, { width: 600, height: 300 });
      for (const corner of ['top-right', 'top-left', 'bottom-right', 'bottom-left'] as const) {
        const at = placeLogo(corner, format.id, frame, mark, [badge, captions])!;
        const name = `${format.id} ${corner} → ${at.corner}`;
        expect(overlaps(at, badge), name).toBe(false);
        expect(overlaps(at, captions), name).toBe(false);
        expect(at.x, name).toBeGreaterThanOrEqual(0);
        expect(at.x + at.w, name).toBeLessThanOrEqual(frame.width);
        expect(at.y, name).toBeGreaterThanOrEqual(safeZone(format.id).top * frame.height);
        expect(at.y + at.h, name).toBeLessThanOrEqual((1 - safeZone(format.id).bottom) * frame.height);
      }
      expect(placeLogo('top-right', format.id, frame, mark, [badge])!.corner).toBe('top-left');
    }
  });

  it('keeps the chosen corner when it is free, and nothing for no watermark', () => {
    const frame = { width: 1080, height: 1920 };
    const mark = { width: 200, height: 100 };
    expect(placeLogo('bottom-left', '9:16', frame, mark, [])!.corner).toBe('bottom-left');
    expect(placeLogo('none', '9:16', frame, mark, [])).toBeNull();
  });
});

describe('clearOfLogo', () => {
  it('drops the caption bands that would run over the logo and keeps the rest', () => {
    const look = { template: 'classic', format: '9:16', captionStyle: 'highlight' } as const;
    const bands = bandLayouts(look, captionLayoutFor(look));
    const frame = { width: 1080, height: 1920 };
    const mark = watermarkSize(frame, { width: 600, height: 300 });
    const at = placeLogo('top-left', '9:16', frame, mark, [captionBox(captionLayoutFor(look))])!;
    const kept = clearOfLogo(bands, at);
    expect(kept.map((b) => b.id)).not.toContain('top');
    expect(kept.map((b) => b.id)).toContain('bottom');
    for (const b of kept) expect(overlaps(captionBox(b.layout), at)).toBe(false);
  });
});
