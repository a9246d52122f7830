import type { Rect } from '../captions/captions.ts';

export interface Size {
  width: number;
  height: number;
}

/** The image scaled to fit `stage` whole (never cropped), centred in it; whole pixels. */
export function placeProduct(image: Size, stage: Rect): Rect {
  const k = Math.min(stage.w / image.width, stage.h / image.height);
  const w = Math.max(1, Math.floor(image.width * k));
  const h = Math.max(1, Math.floor(image.height * k));
  return {
    x: Math.round(stage.x + (stage.w - w) / 2),
    y: Math.round(stage.y + (stage.h - h) / 2),
    w,
    h,
  };
}
