import { VIDEO_FORMATS } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { captionBox } from '../captions/captions.ts';
import { textWidth } from '../captions/text-fit.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { canvasFor } from './canvas.ts';
import { captionLayoutFor, splitCardRect } from './look.ts';
import { contains, visibleWindow } from './placement.ts';
import { splitTextLayout } from './split-text.ts';

const BULLETS = [
  'Atmungsaktive Netzgurte für den ganzen Tag',
  'Vibriert sanft, wenn Sie sich krumm halten',
  'Unsichtbar unter Hemd und Bluse tragbar',
  'Per USB-C in zwei Stunden voll aufgeladen',
  'Passt Brustumfängen von 70 bis 120 Zentimetern',
];

describe('splitTextLayout', () => {
  it('keeps the name and all five bullets on screen for the whole drift, within the column and above the captions, in every format', () => {
    for (const f of VIDEO_FORMATS) {
      const look = { template: 'split', format: f.id, captionStyle: 'outline' } as const;
      const canvas = canvasFor(look);
      const t = splitTextLayout(f.id, canvas.still, 'Haltungstrainer Pro mit Vibrationsalarm', BULLETS);
      expect(t.bullets).toHaveLength(5);
      expect(t.height, f.id).toBeLessThanOrEqual(t.box.h);
      const card = splitCardRect(f.id, canvas.still.width, canvas.still.height);
      const lines = [
        ...t.title.map((l) => ({ ...l, size: t.titleSize })),
        ...t.bullets.flatMap((b) => b.lines.map((l) => ({ ...l, size: t.bulletSize }))),
      ];
      for (const l of lines) {
        const r = { x: l.x, y: l.baseline - 0.8 * l.size, w: textWidth(l.text, l.size), h: 1.05 * l.size };
        expect(contains(t.box, r), `${f.id} "${l.text}"`).toBe(true);
        // Not on the card's image.
        const clear = r.y >= card.y + card.h || r.x >= card.x + card.w;
        expect(clear, `${f.id} "${l.text}" on the card`).toBe(true);
        for (const m of ['panUp', 'panDown'] as const) {
          for (const at of [0, 0.5, 1]) {
            const win = visibleWindow(m, at, canvas.frame, canvas.still);
            expect(contains(win, r), `${f.id} ${m} ${at} "${l.text}"`).toBe(true);
            // Above the captions (two lines of the tallest style) at this moment of the drift.
            const cap = captionBox({ ...captionLayoutFor(look), maxLines: 2 });
            const k = canvas.frame.height / captionLayoutFor(look).height;
            expect(
              r.y + r.h - win.y,
              `${f.id} ${m} ${at} "${l.text}" under the captions`,
            ).toBeLessThanOrEqual(cap.y * k);
          }
        }
      }
      // Still readable: bullets at least 2.2% of the frame's short side.
      expect(t.bulletSize, f.id).toBeGreaterThanOrEqual(
        (0.022 * Math.min(canvas.still.width, canvas.still.height)) / STILL_OVERSCAN,
      );
    }
  });
});
