import type { VideoFormatId } from '@adreel/contracts';
import sharp from 'sharp';
import type { Rect } from '../captions/captions.ts';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import type { SceneOverlays } from '../encode/plan.ts';
import type { EndCardBrand } from '../endcard/endcard-brand.ts';
import { brandFont, brandIdentity, type RenderBrand, watermarkSize } from './brand.ts';
import type { DressedScene } from './dress.ts';
import { placeLogo } from './logo-place.ts';

/** How much of the logo shows through as a watermark: visible, yet not louder than the scene. */
const WATERMARK_OPACITY = 0.85;

/**
 * The brand's watermark layer for a frame: the logo scaled to its corner box (cached as a PNG, so
 * the layer's path, and with it each scene's cache key, stays the same between renders), placed in
 * the chosen corner, or the nearest one clear of `obstacles` (placeLogo). null without a logo or with the watermark turned off.
 */
export async function prepareWatermark(
  ctx: RenderContext,
  brand: RenderBrand | null | undefined,
  format: VideoFormatId,
  frame: { width: number; height: number },
  obstacles: Rect[] = [],
): Promise<SceneOverlays['watermark'] | null> {
  if (!brand?.logo || brand.watermark === 'none') return null;
  const logo = brand.logo;
  const meta = await sharp(logo).metadata();
  if (!meta.width || !meta.height) return null;
  const size = watermarkSize(frame, { width: meta.width, height: meta.height });
  const at = placeLogo(brand.watermark, format, frame, size, obstacles);
  if (!at) return null;
  const key = hashKey('watermark', CACHE_VERSION, brandIdentity(brand)?.logo, size, WATERMARK_OPACITY);
  const png = await ctx.cache('look', key, 'png', async (tmp) => {
    const fade = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}"><rect width="100%" height="100%" fill="#ffffff" fill-opacity="${WATERMARK_OPACITY}"/></svg>`,
    );
    await sharp(logo)
      .resize(size.width, size.height, { fit: 'fill' })
      .ensureAlpha()
      .composite([{ input: fade, blend: 'dest-in' }])
      .png()
      .toFile(tmp);
  });
  return { path: png.path, x: at.x, y: at.y, w: at.w, h: at.h };
}

/** Every scene with the watermark layered on top of its template layers. */
export function withWatermark(
  scenes: DressedScene[],
  watermark: SceneOverlays['watermark'] | null,
): DressedScene[] {
  if (!watermark) return scenes;
  return scenes.map((s) => ({ ...s, overlays: { ...s.overlays, watermark } }));
}

/** The end card's share of the brand. */
export function endCardBrand(brand: RenderBrand | null | undefined): EndCardBrand | null {
  if (!brand) return null;
  return {
    primaryColor: brand.primaryColor,
    accentColor: brand.accentColor,
    fontFamily: brandFont(brand),
    logo: brand.logo,
  };
}
