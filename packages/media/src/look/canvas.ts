import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import type { StillSpec } from '../scenes/backgrounds.ts';
import { motionStyleFor } from '../scenes/motion-design.ts';
import { BACKDROPS } from '../scenes/stills.ts';
import { lookFrame, type RenderLook } from './look.ts';
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
      // A scene with no picture gets the template's designed motion (issue 36).
      motion: motionStyleFor(look.template),
      frame,
    },
  };
}
