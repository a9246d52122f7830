import type { Motion } from './scene-assets.ts';

/** One visual segment: a still with camera motion, or a stock clip. */
export interface PlanScene {
  /** Seconds; the renderer aligns it to whole frames. */
  durationS: number;
  background: { kind: 'still'; path: string; motion: Motion } | { kind: 'clip'; path: string };
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
