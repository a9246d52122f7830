import type { MotionLayer } from './motion-layers.ts';

/** A still's camera move over its scene (drawn by filtergraph's motionFilter). */
export type Motion = 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight' | 'panUp' | 'panDown';

/** One visual segment: a still with camera motion, or a stock clip. */
export interface PlanScene {
  /** Seconds; the renderer aligns it to whole frames. */
  durationS: number;
  background:
    | {
        kind: 'still';
        path: string;
        motion: Motion;
        /** Shapes moving over the still (designed motion for scenes without a picture). */
        layers?: MotionLayer[];
      }
    | { kind: 'clip'; path: string };
  /** Template layers drawn over the background (before captions). */
  overlays?: SceneOverlays;
  /**
   * Draw only these frames of the scene (default: all of them). A storyboard draws one frame from
   * the middle of a scene with exactly the graph the render uses; motion still spans the whole scene.
   */
  window?: { from: number; frames: number };
}

export interface SceneOverlays {
  /**
   * A story-style progress bar across the frame at `y`: `count` segments, those before `index` full,
   * segment `index` filling over the scene. Per scene, so editing one scene never changes another's.
   */
  progress?: { index: number; count: number; y: number; height: number };
  /** A PNG (with alpha) that slides in from the right edge to (x, y) at the start of the scene. */
  badge?: { path: string; x: number; y: number };
  /** The brand logo (a PNG with alpha), fixed at (x, y) for the whole scene; w×h its size (captions keep off it). */
  watermark?: { path: string; x: number; y: number; w?: number; h?: number };
}

export interface PlanAudio {
  durationS: number;
  /** Each phrase WAV at its start time on the timeline. */
  voices: { path: string; startS: number }[];
  music: { path: string; gainDb: number } | null;
  /**
   * null → the analysis pass (ebur128 prints integrated loudness and true peak);
   * a number → the gain that brings the measured mix to the target, followed by a peak limiter.
   */
  gainDb: number | null;
}

export interface RenderPlan {
  width: number;
  height: number;
  fps: number;
  scenes: PlanScene[];
  /** ASS file (a plain name in ffmpeg's cwd) burned over the joined scenes, in pass time. */
  captionsFile?: string | null;
  audio: PlanAudio | null;
}

/** Integrated loudness target (LUFS) and the limiter ceiling (dBFS), below the −1 dBTP delivery limit. */
export const LOUDNESS = { I: -14, ceilingDb: -2 } as const;
