import type { Size } from './product-fit.ts';

/** Share of the image a cover of the still must keep for the photo to fill the frame. */
export const BLEED_KEEP = 0.9;
/** The most a full-bleed photo may be enlarged: past this it looks soft on a phone. */
export const BLEED_UPSCALE = 2;

/**
 * Whether a look that likes full-bleed (bold, ugc) may cover the whole still with this image instead
 * of showing the product whole: only a scene photo (trim removed no uniform border, so it is not a
 * packshot on white whose product could be cut), close to the still's shape (cover keeps at least
 * BLEED_KEEP of it) and sharp enough (at most BLEED_UPSCALE enlargement). An image whose trim is
 * unknown (`trimmed` missing) is shown whole.
 */
export function fullBleedFits(image: Size & { trimmed?: boolean }, still: Size): boolean {
  if (image.trimmed !== false) return false;
  const k = Math.max(still.width / image.width, still.height / image.height);
  if (k > BLEED_UPSCALE) return false;
  const kept = (still.width / k) * (still.height / k);
  return kept >= BLEED_KEEP * image.width * image.height;
}
