import sharp from 'sharp';

// Each image is decoded once and its result cached on disk; libvips' operation cache would only
// add resident memory next to the encoders (the worker's RSS budget is shared with ffmpeg).
sharp.cache(false);
// One libvips worker thread: stills are a fraction of a second of a render, and every extra thread
// kept its own image buffers resident through the encode.
sharp.concurrency(1);

/**
 * A still larger than the frame by the overscan factor, so camera motion never shows an edge.
 * Portrait-ish images fill the frame; others sit whole on a blurred, darkened copy of themselves.
 */
export async function prepareStill(
  image: Buffer,
  width: number,
  height: number,
  outPath: string,
): Promise<void> {
  const meta = await sharp(image).metadata();
  const iw = meta.autoOrient?.width ?? meta.width ?? 0;
  const ih = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!iw || !ih) throw new Error('Unreadable image');
  const target = width / height;
  const aspect = iw / ih;
  if (aspect >= target * 0.85 && aspect <= target * 1.15) {
    await sharp(image).rotate().resize(width, height, { fit: 'cover' }).jpeg({ quality: 90 }).toFile(outPath);
    return;
  }
  const bg = await sharp(image)
    .rotate()
    .resize(Math.round(width / 4), Math.round(height / 4), { fit: 'cover' })
    .blur(12)
    .modulate({ brightness: 0.55, saturation: 1.2 })
    .resize(width, height)
    .toBuffer();
  const fg = await sharp(image)
    .rotate()
    .resize(Math.round(width * 0.86), Math.round(height * 0.7), { fit: 'inside' })
    .toBuffer();
  await sharp(bg)
    .composite([{ input: fg, gravity: 'center' }])
    .jpeg({ quality: 90 })
    .toFile(outPath);
}

const DEFAULT_COLORS = ['#4f46e5', '#ec4899', '#f59e0b'];

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
