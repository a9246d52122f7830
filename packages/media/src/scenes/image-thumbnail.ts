import sharp from 'sharp';

/** Long edge of a scene-image thumbnail: sharp at 2x in the review page's 160 px tiles. */
export const THUMBNAIL_EDGE = 320;
/** Decoding stops above this many pixels (a 1-pixel-wide PNG "bomb" costs nothing to send). */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A small JPEG of an image from elsewhere (a product page, Pexels), for thumbnails the API serves
 * on its own origin. sharp (libvips) rather than ffmpeg: it is what the render already uses to
 * decode the same images (coverStill), it stops at a pixel limit, and it needs no child process.
 * Throws when the bytes are not an image it can read.
 */
export async function imageThumbnail(image: Buffer, edge = THUMBNAIL_EDGE): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 78, mozjpeg: false })
    .toBuffer();
}
