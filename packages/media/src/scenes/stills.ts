import sharp from 'sharp';
import { DEFAULT_COLORS } from './motion-design.ts';

// Each image is decoded once and its result cached on disk; libvips' operation cache would only
// add resident memory next to the encoders (the worker's RSS budget is shared with ffmpeg).
sharp.cache(false);
// One libvips worker thread: stills are a fraction of a second of a render, and every extra thread
// kept its own image buffers resident through the encode.
sharp.concurrency(1);

/** How a look fills the still around the whole product: how blurred and how dark its own copy is. */
export interface Backdrop {
  /** Gaussian sigma in still pixels / 4 at a sixteenth of the still's size (the product's text must not read). */
  blur: number;
  /** Brightness multiplier (1 = as is). */
  brightness: number;
  /** Bold: the soft copy graded to this one strong hue (a duotone), not only dimmed. */
  tint?: string;
  /**
   * UGC: no soft copy at all: this plain colour, the product on it as a photo with a white border and
   * a shadow, the way a phone photo of it looks when shared.
   */
  plain?: string;
}

export const BACKDROPS = {
  classic: { blur: 12, brightness: 0.55 },
  bold: { blur: 16, brightness: 0.9, tint: '#7c3aed' },
  ugc: { blur: 10, brightness: 1, plain: '#e7e2d9' },
  offer: { blur: 12, brightness: 0.42 },
  split: { blur: 12, brightness: 0.55 },
} as const satisfies Record<string, Backdrop>;

/**
 * The image filling `width`×`height`, blurred so far that none of its text reads and dimmed (graded
 * to one hue when the backdrop has a tint), or the backdrop's plain colour. Two pipelines: sharp
 * applies one resize per pipeline, after any blur.
 */
export async function softCopy(
  path: string,
  width: number,
  height: number,
  backdrop: Backdrop,
): Promise<Buffer> {
  if (backdrop.plain) {
    return sharp({ create: { width, height, channels: 3, background: backdrop.plain } })
      .png()
      .toBuffer();
  }
  let small = sharp(path)
    .resize(Math.max(8, Math.round(width / 16)), Math.max(8, Math.round(height / 16)), { fit: 'cover' })
    .blur(backdrop.blur / 4);
  // A duotone: the copy's light and shade in one strong hue.
  if (backdrop.tint) small = small.linear(1.3, -20).tint(backdrop.tint);
  small = small.modulate({ brightness: backdrop.brightness, saturation: backdrop.tint ? 1.6 : 1.15 });
  return sharp(await small.toBuffer())
    .resize(width, height, { fit: 'fill' })
    .toBuffer();
}

/**
 * The UGC look's photo frame: a white border and a soft shadow around the product's box (drawn
 * outside it, so the product itself is untouched), as an SVG layer over the plain backdrop.
 */
function photoFrame(
  box: { x: number; y: number; w: number; h: number },
  width: number,
  height: number,
): Buffer {
  const b = Math.max(4, Math.round(Math.min(width, height) * 0.012));
  const sh = 2 * b;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><filter id="s" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${sh}"/></filter></defs>
<rect x="${box.x - b + sh / 2}" y="${box.y - b + sh}" width="${box.w + 2 * b}" height="${box.h + 2 * b}" fill="#000" opacity="0.35" filter="url(#s)"/>
<rect x="${box.x - b}" y="${box.y - b}" width="${box.w + 2 * b}" height="${box.h + 2 * b}" fill="#fff"/></svg>`);
}

/**
 * A scene photo covering the whole still (fullBleedFits said it may): Bold grades it punchier, UGC
 * shows it as it is.
 */
export async function bleedStill(
  product: { path: string },
  width: number,
  height: number,
  backdrop: Backdrop,
  outPath: string,
): Promise<void> {
  let img = sharp(product.path).resize(width, height, { fit: 'cover', position: sharp.strategy.attention });
  if (backdrop.tint) img = img.modulate({ saturation: 1.25 }).linear(1.08, -8);
  await img.jpeg({ quality: 90 }).toFile(outPath);
}

/**
 * A still larger than the frame by the overscan factor: the whole product (never cropped) at `box`
 * over a blurred, dimmed copy of itself filling the rest, which may be cropped freely.
 */
export async function productStill(
  product: { path: string },
  box: { x: number; y: number; w: number; h: number },
  width: number,
  height: number,
  backdrop: Backdrop,
  outPath: string,
): Promise<void> {
  const bg = await softCopy(product.path, width, height, backdrop);
  const fg = await sharp(product.path).resize(box.w, box.h, { fit: 'fill' }).toBuffer();
  const frame = backdrop.plain ? [{ input: photoFrame(box, width, height), left: 0, top: 0 }] : [];
  await sharp(bg)
    .composite([...frame, { input: fg, left: box.x, top: box.y }])
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

/** An abstract gradient still in the product's colours for scenes without an image; motion animates it cheaply. */
export async function colorStill(
  colors: string[],
  width: number,
  height: number,
  seed: number,
  outPath: string,
): Promise<void> {
  const [a, b, c] = [...colors, ...DEFAULT_COLORS].filter((x) => /^#[0-9a-f]{6}$/i.test(x));
  const r = (k: number) => ((seed * 9301 + k * 49297) % 233280) / 233280;
  const blobs = [0, 1, 2, 3]
    .map((k) => {
      const cx = Math.round(r(k) * width);
      const cy = Math.round(r(k + 10) * height);
      const rad = Math.round((0.25 + 0.2 * r(k + 20)) * width);
      const fill = k % 2 === 0 ? c : '#ffffff';
      return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${fill}" opacity="${k % 2 === 0 ? 0.35 : 0.12}"/>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<filter id="f"><feGaussianBlur stdDeviation="${Math.round(width / 14)}"/></filter></defs>
<rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#f)">${blobs}</g></svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toFile(outPath);
}
