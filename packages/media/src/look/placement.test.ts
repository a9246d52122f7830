import { VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import type { Motion } from '../encode/plan.ts';
import { placeProduct } from '../scenes/product-fit.ts';
import { canvasFor } from './canvas.ts';
import { contains, visibleWindow } from './placement.ts';

const MOTIONS: Motion[] = ['zoomIn', 'zoomOut', 'panLeft', 'panRight', 'panUp', 'panDown'];
const SHAPES = [
  { width: 1000, height: 1000 },
  { width: 800, height: 1200 },
  { width: 1600, height: 900 },
  { width: 3000, height: 400 },
  { width: 300, height: 2000 },
];

describe('product placement', () => {
  it('keeps every product shape whole in every frame of every camera move, in every look', () => {
    for (const t of VIDEO_TEMPLATES) {
      for (const f of VIDEO_FORMATS) {
        const canvas = canvasFor({ template: t.id, format: f.id, captionStyle: 'highlight' });
        for (const shape of SHAPES) {
          const box = placeProduct(shape, canvas.still.stage);
          // Whole: the box keeps the image's aspect ratio (nothing cropped).
          expect(Math.abs(box.w / box.h - shape.width / shape.height)).toBeLessThan(
            0.02 * (shape.width / shape.height) + 0.01,
          );
          for (const m of MOTIONS) {
            for (const at of [0, 0.25, 0.5, 0.75, 1]) {
              const win = visibleWindow(m, at, canvas.frame, canvas.still);
              expect(contains(win, box), `${t.id} ${f.id} ${m} ${at}`).toBe(true);
            }
          }
        }
      }
    }
  });

  it('shows the product large: at least half the frame on its limiting side', () => {
    for (const f of VIDEO_FORMATS) {
      const canvas = canvasFor({ template: 'classic', format: f.id, captionStyle: 'highlight' });
      const box = placeProduct({ width: 1000, height: 1000 }, canvas.still.stage);
      expect(box.w / Math.min(canvas.frame.width, canvas.frame.height)).toBeGreaterThan(0.5);
    }
  });

  it('would catch a crop: a frame-filling still leaves the window on a pan', () => {
    const canvas = canvasFor({ template: 'bold', format: '9:16', captionStyle: 'highlight' });
    const full = { x: 0, y: 0, w: canvas.still.width, h: canvas.still.height };
    expect(contains(visibleWindow('panRight', 0, canvas.frame, canvas.still), full)).toBe(false);
  });

  it('mirrors the filter graph’s motion: a zoom starts on the whole still and ends on the frame-sized centre', () => {
    const frame = { width: 1080, height: 1920 };
    const still = { width: 1188, height: 2112 };
    const start = visibleWindow('zoomIn', 0, frame, still);
    expect(start.w).toBeCloseTo(1188, 0);
    const end = visibleWindow('zoomIn', 1, frame, still);
    expect(end.w).toBeCloseTo(1080, 0);
    expect(end.x).toBeCloseTo(54, 0);
    expect(visibleWindow('panUp', 1, frame, still).y).toBe(0);
  });
});
