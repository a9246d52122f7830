import type { Motion } from './scene-assets.ts';

/** One visual segment: a still with camera motion, or a stock clip; captions are an ASS file in ffmpeg's cwd. */
export interface PlanScene {
  /** Seconds; the renderer aligns it to whole frames. */
  durationS: number;
  background: { kind: 'still'; path: string; motion: Motion } | { kind: 'clip'; path: string };
  captionsFile: string | null;
}

export interface LoudnormMeasurement {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

export interface PlanAudio {
  durationS: number;
  /** Each phrase WAV at its start time on the timeline. */
  voices: { path: string; startS: number }[];
  music: { path: string; gainDb: number } | null;
  /** null → the analysis pass (loudnorm prints its JSON); measured → the linear second pass. */
  loudnorm: LoudnormMeasurement | null;
}

export interface RenderPlan {
  width: number;
  height: number;
  fps: number;
  scenes: PlanScene[];
  /** A concat-demuxer list of already encoded scene segments, copied as the video stream. */
  concatList?: string;
  audio: PlanAudio | null;
}

export const LOUDNESS = { I: -14, TP: -1.5, LRA: 11 } as const;
