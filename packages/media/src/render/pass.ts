import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildScenesAss, type CaptionLayout, shiftLines } from '../captions/captions.ts';
import type { TimedWord } from '../captions/phrases.ts';
import type { RenderContext } from '../core/context.ts';
import { SEGMENT_FORMAT, x264Args } from '../core/video-format.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, drawnFrames, filterGraphArgs } from '../encode/filtergraph.ts';
import type { PlanScene } from '../encode/plan.ts';
import { passChains } from './scene-parts.ts';

/** One cached piece of the video: a scene, a part of one (plan.window), or the end card. */
export interface Segment {
  plan: PlanScene;
  /** Identity of the background asset (cache key of the still or clip). */
  assetKey: string;
  /** Caption lines in scene-local time (empty: no captions). */
  lines: TimedWord[][];
  /** This scene's caption layout (its band and support); default: the pass's layout. */
  captions?: CaptionLayout;
  /** Which scene a part (plan.window) belongs to: neighbouring parts of one scene share a chain. */
  scene?: number;
}

/** What every pass of one render shares. */
export interface PassSetup {
  ctx: RenderContext;
  frame: { width: number; height: number; fps: number };
  /** The caption layout of segments that bring none of their own. */
  layout: CaptionLayout;
}

/**
 * One ffmpeg pass drawing `parts` back to back into `out` (MPEG-TS), with burned captions: each
 * part's lines (scene time) moved to where its first frame lands in the pass.
 */
export async function encodePass(
  { ctx, frame, layout }: PassSetup,
  parts: Segment[],
  out: string,
  o: {
    keyframes?: string[];
    onOutTime?: (seconds: number) => void;
  } = {},
): Promise<void> {
  const { fps } = frame;
  let offset = 0;
  const groups = parts.map((seg) => {
    const lines = shiftLines(seg.lines, offset - (seg.plan.window?.from ?? 0) / fps);
    offset += drawnFrames(seg.plan, fps) / fps;
    return { lines, layout: seg.captions ?? layout };
  });
  const captionsFile = groups.some((g) => g.lines.length > 0) ? 'pass-captions.ass' : null;
  if (captionsFile) await writeFile(path.join(ctx.workDir, captionsFile), buildScenesAss(groups));
  const g = buildFilterGraph({ ...frame, scenes: passChains(parts, fps), captionsFile, audio: null });
  const totalFrames = Math.round(offset * fps);
  await runFfmpeg(
    [
      // The graph on one thread: slice-threaded filters (overlay, scale) otherwise compete with
      // x264's threads for the same cores, and the pass took ~6% more CPU and ~7% more time for it
      // (measured on two cores, every template).
      ...['-filter_complex_threads', '1', ...filterGraphArgs(g), '-frames:v', String(totalFrames), '-an'],
      ...x264Args(ctx.preset, ctx.crf),
      ...(o.keyframes?.length ? ['-force_key_frames', o.keyframes.join(',')] : []),
      ...['-r', String(fps), '-f', SEGMENT_FORMAT, out],
    ],
    { cwd: ctx.workDir, signal: ctx.signal, onOutTime: o.onOutTime },
  );
}
