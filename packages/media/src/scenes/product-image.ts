import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import sharp, { type OutputInfo } from 'sharp';
import { cached, cachePath, hashKey, isCached } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';

/** A product image the render cannot use, with the reason a person reads on the review page. */
export class UnusableImageError extends Error {
  constructor(readonly reason: string) {
    super(`We couldn't use this image: ${reason}`);
    this.name = 'UnusableImageError';
  }
}

/** The product image ready to place: decoded, upright, on white, sRGB, uniform margins trimmed. */
export interface ProductImage {
  /** A JPEG of the trimmed product, at most MAX_SIDE on its long side. */
  path: string;
  /** Content identity (the source bytes' hash and this stage's version). */
  key: string;
  width: number;
  height: number;
  /** What was done to make it usable (shown on the review page), e.g. "upscaled from 100×100". */
  notes: string[];
  /**
   * Whether trimming removed a uniform border (a packshot on a plain ground) or nothing (a scene
   * photo edge to edge): a look may fill the frame only with the latter (fullBleedFits).
   */
  trimmed?: boolean;
}

/** Long side the analysis and every still work from: larger sources are shrunk on load. */
export const MAX_SIDE = 1600;
/** Sources past this many pixels are refused before decoding (a 8000×8000 photo is 64 MP). */
const MAX_PIXELS = 100_000_000;
/** Below this long side (after trimming) the image is enlarged for the frame and may look soft. */
const SMALL_SIDE = 480;
/** Per-channel standard deviation under which an image is one flat colour. */
const FLAT = 3;

/**
 * Decodes any image a shop may serve (JPEG incl. CMYK, PNG with transparency, animated GIF/WebP:
 * first frame, SVG) and writes the product as it should be shown: upright, flattened on white,
 * sRGB, its uniform border trimmed (only what is provably empty). Throws UnusableImageError for
 * damaged files and blank images.
 */
export async function normalizeProductImage(
  input: Buffer,
): Promise<{ data: Buffer; width: number; height: number; notes: string[]; trimmed: boolean }> {
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  const w0 = meta?.autoOrient?.width ?? meta?.width ?? 0;
  const h0 = meta?.autoOrient?.height ?? meta?.height ?? 0;
  if (!meta || !w0 || !h0) throw new UnusableImageError('the file is damaged or is not an image');
  if (w0 * h0 > MAX_PIXELS) throw new UnusableImageError(`it is too large (${w0}×${h0})`);
  const notes: string[] = [];
  if ((meta.pages ?? 1) > 1) notes.push('used the first frame of an animated image');
  if (meta.space === 'cmyk') notes.push('converted from CMYK colours');
  // Vector images are drawn at a density that gives the working size, not their nominal 72 dpi.
  const density =
    meta.format === 'svg' ? Math.min(1200, Math.max(72, (72 * MAX_SIDE) / Math.max(w0, h0))) : undefined;
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await sharp(input, { limitInputPixels: MAX_PIXELS, pages: 1, ...(density ? { density } : {}) })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new UnusableImageError('the file is damaged or is not an image');
  }
  const flat = await onWhite(decoded, notes);
  const raw = { raw: { width: flat.info.width, height: flat.info.height, channels: flat.info.channels } };
  const stats = await sharp(flat.data, raw).stats();
  // A flat colour may be the product (a swatch); flat white or black is an empty picture.
  const rgb = stats.channels.slice(0, 3);
  if (rgb.every((c) => c.stdev < FLAT)) {
    if (rgb.every((c) => c.mean > 245)) throw new UnusableImageError('it is blank (all white)');
    if (rgb.every((c) => c.mean < 10)) throw new UnusableImageError('it is blank (all black)');
  }
  const trimmed = await sharp(flat.data, raw)
    .trim({ threshold: 14 })
    .jpeg({ quality: 92 })
    .toBuffer({ resolveWithObject: true });
  const { width, height } = trimmed.info;
  if (Math.max(width, height) < SMALL_SIDE) {
    notes.push(`upscaled from ${w0}×${h0}, so it may look soft`);
  }
  return {
    data: trimmed.data,
    width,
    height,
    notes,
    trimmed: trimmedAway(flat.info, trimmed.info),
  };
}

/** A sliver (a JPEG's dark edge line, a stripe that matches the corner) is not a border. */
const SLIVER = 0.02;

/** Whether trimming removed a real border: more than a sliver of the width or height. */
function trimmedAway(before: { width: number; height: number }, after: { width: number; height: number }) {
  return after.width < (1 - SLIVER) * before.width || after.height < (1 - SLIVER) * before.height;
}

/** Raw RGB pixels: transparency (if the image really has some) flattened on white, with a note. */
async function onWhite(
  decoded: { data: Buffer; info: OutputInfo },
  notes: string[],
): Promise<{ data: Buffer; info: OutputInfo }> {
  const { width, height, channels } = decoded.info;
  if (channels !== 2 && channels !== 4) return decoded;
  const raw = { raw: { width, height, channels } };
  if (!(await sharp(decoded.data, raw).stats()).isOpaque) notes.push('transparent areas placed on white');
  return sharp(decoded.data, raw)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type Stored =
  | { ok: true; width: number; height: number; notes: string[]; trimmed: boolean }
  | { ok: false; reason: string };

/**
 * The normalised product image for these bytes, analysed once per content (cached by the bytes'
 * hash, so every template, format and scene that shows the image shares one analysis).
 */
export async function productImage(ctx: RenderContext, input: Buffer): Promise<ProductImage> {
  const digest = createHash('sha256').update(input).digest('hex');
  // 'trim': analyses from before the trim was recorded are made again.
  const key = hashKey('product', CACHE_VERSION, 'trim', digest);
  const jpg = cachePath(ctx.cacheDir, 'product', key, 'jpg');
  const analyse = async (): Promise<Stored> => {
    try {
      const { data, ...info } = await normalizeProductImage(input);
      await cached(ctx.cacheDir, 'product', key, 'jpg', (t) => writeFile(t, data));
      return { ok: true, ...info };
    } catch (err) {
      if (!(err instanceof UnusableImageError)) throw err;
      return { ok: false, reason: err.reason };
    }
  };
  const r = await cached(ctx.cacheDir, 'product', key, 'json', async (tmp) => {
    await writeFile(tmp, JSON.stringify(await analyse()));
  });
  let stored = JSON.parse(await readFile(r.path, 'utf8')) as Stored;
  // The analysis outlived its image (a cache clean-up): make the image again.
  if (stored.ok && !(await isCached(jpg))) stored = await analyse();
  if (!stored.ok) throw new UnusableImageError(stored.reason);
  const { width, height, notes, trimmed } = stored;
  return { path: jpg, key, width, height, notes, trimmed };
}
