import type { LanguageCode, Product, Scene, ScriptContent } from '@adreel/contracts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import type { PlanScene } from '../encode/plan.ts';
import type { RenderContext } from '../render/context.ts';
import type { Background, StillSpec } from '../scenes/backgrounds.ts';
import { BACKDROPS } from '../scenes/stills.ts';
import type { RenderBrand } from './brand.ts';
import { prepareWatermark, withWatermark } from './brand-layers.ts';
import { type DressedScene, dressScenes } from './dress.ts';
import { lookFrame, type RenderLook, templateMotion } from './look.ts';
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
  const [dressed, watermark] = await Promise.all([
    dressScenes(ctx, canvas, o),
    prepareWatermark(ctx, o.brand, canvas.look.format, canvas.frame),
  ]);
  return withWatermark(dressed, watermark);
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
