import type { Rect } from '../captions/captions.ts';
import type { Size } from './product-fit.ts';

/** How much wider (or taller) than the stage an image may be before it is cropped to its detail. */
export const WIDE_RATIO = 1.5;
/** The crop keeps a little more than the stage's shape, so some context stays around the detail. */
const CONTEXT = 1.25;

/**
 * The size of the crop a wide image (over 2:1) far wider than its stage is cut to (a 1920×600
 * screenshot in a portrait stage): the stage's shape widened by CONTEXT, the image's full height.
 * Placed whole, such an image would be a thin strip with unreadable text; its most detailed region
 * at this size fills the stage instead (sharp's entropy strategy picks where). Tall images are shown
 * whole: they are product shots (a bottle), not screenshots. null: the image is shown whole.
 */
export function detailCrop(image: Size, stage: Rect): Size | null {
  const imageAspect = image.width / image.height;
  const stageAspect = stage.w / stage.h;
  if (imageAspect <= 2 || imageAspect <= WIDE_RATIO * stageAspect) return null;
  return {
    width: Math.min(image.width, Math.round(image.height * stageAspect * CONTEXT)),
    height: image.height,
  };
}
