import type { LanguageCode, Product, Scene, ScriptContent } from '@adreel/contracts';
import sharp from 'sharp';
import { captionBox, type Rect } from '../captions/captions.ts';
import type { RenderContext } from '../core/context.ts';
import type { PlanScene } from '../encode/plan.ts';
import type { Background } from '../scenes/backgrounds.ts';
import type { RenderBrand } from './brand.ts';
import { prepareWatermark, withWatermark } from './brand-layers.ts';
import type { Canvas } from './canvas.ts';
import { type DressedScene, dressScenes } from './dress.ts';
import { captionLayoutFor, templateMotion } from './look.ts';

// Kept apart from canvas.ts: dress.ts, brand-layers.ts and caption-place.ts read the canvas, and this
// file reads them, so the canvas sits below the layers drawn on it and no two files import each other.

/**
 * Each scene's background with the template's layers and the brand's watermark on top: what a render
 * encodes and a storyboard draws.
 */
export async function dressForLook(
  ctx: RenderContext,
  canvas: Canvas,
  o: {
    backgrounds: Background[];
    product: Product | null;
    content: ScriptContent;
    brand?: RenderBrand | null;
    language?: LanguageCode;
  },
): Promise<DressedScene[]> {
  const dressed = await dressScenes(ctx, canvas, o);
  const watermark = await prepareWatermark(
    ctx,
    o.brand,
    canvas.look.format,
    canvas.frame,
    await logoObstacles(canvas, dressed),
  );
  return withWatermark(dressed, watermark);
}

/**
 * What the logo must not cover, in frame pixels: the offer badge where it comes to rest, and the
 * captions' own band (the look's caption layout, scaled to this frame).
 */
async function logoObstacles(canvas: Canvas, dressed: DressedScene[]): Promise<Rect[]> {
  const layout = captionLayoutFor(canvas.look);
  const k = canvas.frame.width / layout.width;
  const c = captionBox(layout);
  const rects: Rect[] = [{ x: c.x * k, y: c.y * k, w: c.w * k, h: c.h * k }];
  const badge = dressed.find((d) => d.overlays?.badge)?.overlays?.badge;
  if (badge) {
    const meta = await sharp(badge.path).metadata();
    rects.push({ x: badge.x, y: badge.y, w: meta.width ?? 0, h: meta.height ?? 0 });
  }
  return rects;
}

/** A dressed scene as the filter graph draws it: a still under the template's camera move, or a clip. */
export function scenePlan(
  canvas: Canvas,
  dressed: DressedScene,
  scene: Pick<Scene, 'visual'>,
  index: number,
  durationS: number,
): PlanScene {
  const { background: bg, overlays } = dressed;
  const motion = templateMotion(canvas.look.template, scene.visual.animation, index);
  return {
    durationS,
    background:
      bg.kind === 'still'
        ? { kind: 'still', path: bg.path, motion, ...(bg.layers ? { layers: bg.layers } : {}) }
        : { kind: 'clip', path: bg.path },
    ...(overlays ? { overlays } : {}),
  };
}
