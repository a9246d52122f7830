import sharp from 'sharp';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import type { MotionLayer } from '../encode/motion-layers.ts';
import type { MotionDesign, ShapeSpec } from './motion-design.ts';

/** The SVG of one shape at its own size (pure; sharp draws it). */
export function shapeSvg(shape: ShapeSpec): string {
  const { w, h, color, opacity } = shape;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">`;
  const m = Math.min(w, h);
  switch (shape.kind) {
    case 'disc':
      // A soft-edged disc: solid in the middle, fading out to its rim (no blur filter to pay for).
      return `${open}<defs><radialGradient id="g"><stop offset="0.7" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs><circle cx="${w / 2}" cy="${h / 2}" r="${m / 2}" fill="url(#g)"/></svg>`;
    case 'ring': {
      const stroke = Math.max(4, Math.round(m * 0.07));
      return `${open}<circle cx="${w / 2}" cy="${h / 2}" r="${m / 2 - stroke}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${stroke}"/></svg>`;
    }
    case 'band': {
      // A slanted band: a parallelogram leaning by its own height.
      return `${open}<polygon points="${h},0 ${w},0 ${w - h},${h} 0,${h}" fill="${color}" fill-opacity="${opacity}"/></svg>`;
    }
    case 'sticker': {
      const border = Math.max(4, Math.round(m * 0.06));
      const radius = Math.round(m * 0.22);
      return `${open}<rect x="${border / 2}" y="${border / 2}" width="${w - border}" height="${h - border}" rx="${radius}" fill="${color}" stroke="#ffffff" stroke-width="${border}"/></svg>`;
    }
  }
}

/** The gradient still under the shapes (pure SVG). */
export function baseSvg(base: MotionDesign['base'], width: number, height: number): string {
  const rad = (base.angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  const at = (v: number) => (0.5 + v).toFixed(3);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="${at(-x)}" y1="${at(-y)}" x2="${at(x)}" y2="${at(y)}"><stop offset="0" stop-color="${base.from}"/><stop offset="1" stop-color="${base.to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
}

/**
 * A designed motion background: the gradient still (at `still`'s size, under the camera move) and
 * one PNG per shape, cached by what they draw. Returns the still and the layers over it.
 */
export async function makeMotionBackground(
  ctx: RenderContext,
  design: MotionDesign,
  still: { width: number; height: number },
): Promise<{ path: string; key: string; layers: MotionLayer[] }> {
  const key = hashKey('motion-base', CACHE_VERSION, design.base, still.width, still.height);
  const base = await ctx.cache('bg', key, 'jpg', async (tmp) => {
    await sharp(Buffer.from(baseSvg(design.base, still.width, still.height)))
      .jpeg({ quality: 92 })
      .toFile(tmp);
  });
  const layers = await Promise.all(
    design.shapes.map(async (shape) => {
      const svg = shapeSvg(shape);
      const r = await ctx.cache('bg', hashKey('motion-shape', CACHE_VERSION, svg), 'png', async (tmp) => {
        await sharp(Buffer.from(svg)).png().toFile(tmp);
      });
      return { path: r.path, x: shape.x, y: shape.y };
    }),
  );
  return { path: base.path, key: hashKey('motion', key, layers), layers };
}
