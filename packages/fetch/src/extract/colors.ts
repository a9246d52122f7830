import sharp from 'sharp';

const SAMPLE_SIDE = 48;
/** 4 bits per channel: coarse enough to merge shading, fine enough to keep brand colours apart. */
const BUCKET_SHIFT = 4;
const MIN_DISTANCE = 60;

export function toHex(r: number, g: number, b: number): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** Accepts #abc, #aabbcc and rgb(…) theme colours; anything else is dropped. */
export function normaliseCssColor(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().toLowerCase();
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(text);
  if (rgb)
    return toHex(Math.min(255, Number(rgb[1])), Math.min(255, Number(rgb[2])), Math.min(255, Number(rgb[3])));
  return null;
}

/** Saturation and lightness in HSL terms; greys, near-whites and near-blacks make poor brand colours. */
function isColourful(r: number, g: number, b: number): boolean {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
  return saturation > 0.25 && lightness > 0.12 && lightness < 0.92;
}

function distance(a: number[], b: number[]): number {
  return Math.hypot((a[0] ?? 0) - (b[0] ?? 0), (a[1] ?? 0) - (b[1] ?? 0), (a[2] ?? 0) - (b[2] ?? 0));
}

/** The 2–3 most common distinct, non-grey colours of an image, most common first. */
export async function dominantColors(image: Buffer, count = 3): Promise<string[]> {
  const { data } = await sharp(image, { limitInputPixels: 40_000_000 })
    .flatten({ background: '#ffffff' })
    .resize(SAMPLE_SIDE, SAMPLE_SIDE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (let i = 0; i + 2 < data.length; i += 3) {
    const r = data[i] ?? 0;
    const g = data[i + 1] ?? 0;
    const b = data[i + 2] ?? 0;
    if (!isColourful(r, g, b)) continue;
    const key = ((r >> BUCKET_SHIFT) << 8) | ((g >> BUCKET_SHIFT) << 4) | (b >> BUCKET_SHIFT);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n++;
    bucket.r += r;
    bucket.g += g;
    bucket.b += b;
    buckets.set(key, bucket);
  }

  const picked: number[][] = [];
  const ranked = [...buckets.values()].sort((a, b) => b.n - a.n);
  for (const bucket of ranked) {
    const mean = [bucket.r / bucket.n, bucket.g / bucket.n, bucket.b / bucket.n];
    if (picked.every((other) => distance(other, mean) >= MIN_DISTANCE)) picked.push(mean);
    if (picked.length >= count) break;
  }
  return picked.map(([r = 0, g = 0, b = 0]) => toHex(r, g, b));
}
