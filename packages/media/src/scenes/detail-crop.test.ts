import { VIDEO_FORMATS, VIDEO_TEMPLATES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { canvasFor } from '../look/canvas.ts';
import { detailCrop } from './detail-crop.ts';
import { placeProduct } from './product-fit.ts';

describe('detailCrop', () => {
  it('turns a 1920×600 screenshot into a crop that fills far more of a portrait frame than the whole strip', () => {
    // The product card's image area is itself wide: a screenshot fills its width there already.
    for (const t of VIDEO_TEMPLATES.filter((x) => x.id !== 'split')) {
      const canvas = canvasFor({ template: t.id, format: '9:16', captionStyle: 'highlight' });
      const stage = canvas.still.stage;
      const image = { width: 1600, height: 500 };
      const crop = detailCrop(image, stage)!;
      expect(crop, t.id).not.toBeNull();
      expect(crop.height).toBe(500);
      expect(crop.width).toBeLessThan(image.width);
      const whole = placeProduct(image, stage);
      const detail = placeProduct(crop, stage);
      const frameArea = canvas.frame.width * canvas.frame.height;
      expect((detail.w * detail.h) / frameArea, t.id).toBeGreaterThan(
        1.7 * ((whole.w * whole.h) / frameArea),
      );
      // Text in the crop is shown larger: the crop is scaled up more than the whole strip.
      expect(detail.h / crop.height, t.id).toBeGreaterThan(1.3 * (whole.h / image.height));
    }
  });

  it('shows ordinary shapes whole in every format', () => {
    for (const f of VIDEO_FORMATS) {
      const stage = canvasFor({ template: 'classic', format: f.id, captionStyle: 'highlight' }).still.stage;
      for (const image of [
        { width: 1000, height: 1000 },
        { width: 1200, height: 800 },
        { width: 800, height: 1200 },
      ]) {
        expect(detailCrop(image, stage), `${f.id} ${image.width}x${image.height}`).toBeNull();
      }
    }
  });

  it('shows a very tall image whole', () => {
    const stage = canvasFor({ template: 'classic', format: '16:9', captionStyle: 'highlight' }).still.stage;
    expect(detailCrop({ width: 300, height: 2000 }, stage)).toBeNull();
  });
});
