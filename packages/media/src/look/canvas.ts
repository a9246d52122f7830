import type { LanguageCode, Product, Scene, ScriptContent } from '@adreel/contracts';
import sharp from 'sharp';
import { captionBox, type Rect } from '../captions/captions.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import type { PlanScene } from '../encode/plan.ts';
import type { RenderContext } from '../render/context.ts';
import type { Background, StillSpec } from '../scenes/backgrounds.ts';
import { BACKDROPS } from '../scenes/stills.ts';
import type { RenderBrand } from './brand.ts';
import { prepareWatermark, withWatermark } from './brand-layers.ts';
import { type DressedScene, dressScenes } from './dress.ts';
import { captionLayoutFor, lookFrame, type RenderLook, templateMotion } from './look.ts';
import { productStage } from './placement.ts';

/** A look drawn at one frame size: the render's full frame, or a storyboard's smaller copy. */
export interface Canvas {
  look: RenderLook;
  frame: { width: number; height: number };
  /** Stills are STILL_OVERSCAN times the frame, so pan and zoom never show an edge. */
  still: StillSpec;
}

export function canvasFor(look: RenderLook, frame = lookFrame(look)): Canvas {
  const size = {
    width: Math.round(frame.width * STILL_OVERSCAN),
    height: Math.round(frame.height * STILL_OVERSCAN),
  };
  const stage = productStage(look, frame, size);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    look,
    frame,
    still: {
      ...size,
      stage: { x: round(stage.x), y: round(stage.y), w: round(stage.w), h: round(stage.h) },
      backdrop: BACKDROPS[look.template],
      // Bold and UGC fill the frame with a stock scene photo where it allows (fullBleedFits).
      bleed: look.template === 'bold' || look.template === 'ugc',
    },
  };
}

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
      bg.kind === 'still' ? { kind: 'still', path: bg.path, motion } : { kind: 'clip', path: bg.path },
    ...(overlays ? { overlays } : {}),
  };
}
