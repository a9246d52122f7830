import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  buildAss,
  buildScenesAss,
  type CaptionLayout,
  DEFAULT_CAPTION_LAYOUT,
  shiftLines,
} from '../captions/captions.ts';
import type { TimedWord } from '../captions/phrases.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, drawnFrames, filterGraphArgs, frameCount } from '../encode/filtergraph.ts';
import type { PlanScene } from '../encode/plan.ts';
import { cachePath, hashKey, isCached } from './cache.ts';
import { CACHE_VERSION, type RenderContext } from './context.ts';
import { passChains } from './scene-parts.ts';

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

export const VIDEO = { width: 1080, height: 1920, fps: 30, crf: 23 } as const;
/**
 * Segments are MPEG-TS, which joins by byte concatenation: the mux reads them all through ffmpeg's
 * concat protocol as one stream (one demuxer; the concat demuxer opened and probed every .mp4
 * segment, ~0.1 s per render). Every segment's timestamps start alike, and ffmpeg re-bases each
 * backward jump onto the frame after the last (it does so for TS, whose clocks may restart), so
 * the joined video's frames are evenly spaced (checked by the render tests).
 */
const SEGMENT_FORMAT = 'mpegts';

/**
 * x264's memory is mostly frames in flight: one per frame thread (its default is 1.5 per core) and
 * one per lookahead frame (veryfast looks 10 ahead). One thread per core and a 5-frame lookahead
 * took a 1080x1920 encode from 314 to 257 MB at the same speed and a 3% smaller file (measured), and
 * keeps a render within its 600 MB budget.
 *
 * Two more depart from veryfast, measured on 900 frames of a Bold render (stills under a slow camera
 * and captions, what every render draws) at CRF 23 against the raw frames:
 * - `b-adapt=0` keeps veryfast's three B-frames instead of choosing their number by a lookahead
 *   analysis, which bought nothing here (same size to 0.1%, same SSIM) and cost 27% of x264's CPU;
 * - `me=dia:subme=1`: the smallest motion search and the cheapest sub-pixel refinement. The camera
 *   moves a few pixels a frame, which the diamond search finds as well as the hexagon: 1.61 vs
 *   1.63 MB, SSIM 0.99547 vs 0.99542, for 31% less CPU on top (16.5 → 11.4 CPU-s); on a Mandelbrot
 *   zoom (detail everywhere) +1% size at the same SSIM.
 * Footage with fast motion (a stock clip) may come out a few per cent larger at the same quality.
 * All are part of every segment's key.
 */
const X264_THREADS = String(Math.max(1, availableParallelism()));
const X264_PARAMS = 'rc-lookahead=5:b-adapt=0:me=dia:subme=1';

/** x264 settings shared by every segment; identical settings are what make stream-copy concat valid. */
export function x264Args(preset: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-threads',
    X264_THREADS,
    '-x264-params',
    X264_PARAMS,
    '-crf',
    String(VIDEO.crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
  ];
}

/**
 * Scene boundaries inside a pass. Keyframes are forced at the exact boundary (ffmpeg rounds the
 * time to the nearest frame, so anything earlier can land a frame early); the splitter cuts at the
 * first keyframe at or after a time half a frame before it, which is robust to float rounding.
 */
export function boundaryTimes(frameCounts: number[], fps: number): { keyframes: string[]; cuts: string[] } {
  const keyframes: string[] = [];
  const cuts: string[] = [];
  let frames = 0;
  for (const f of frameCounts.slice(0, -1)) {
    frames += f;
    keyframes.push((frames / fps).toFixed(6));
    cuts.push(((frames - 0.5) / fps).toFixed(6));
  }
  return { keyframes, cuts };
}

/**
 * Returns one H.264 file per scene, reusing cached ones. All missing scenes are encoded in ONE
 * ffmpeg pass (one x264 instance: no per-scene start-up or pipeline drain, one encoder's memory)
 * with a forced IDR frame at every scene boundary, and that stream is then cut at those frames
 * with stream copy into per-scene cache entries. A re-render after editing one scene encodes just
 * that scene.
 */
export async function encodeSegments(
  ctx: RenderContext,
  segments: Segment[],
  onProgress: (encodedSeconds: number) => void,
  frame: { width: number; height: number; captions?: CaptionLayout } = VIDEO,
): Promise<string[]> {
  const { width, height } = frame;
  const { fps } = VIDEO;
  const layout = frame.captions ?? DEFAULT_CAPTION_LAYOUT;
  const entries = await Promise.all(
    segments.map(async (seg) => {
      // A part of a scene (plan.window) is encoded alone, but its motion spans the whole scene.
      const sceneFrames = frameCount(seg.plan.durationS, fps);
      const frames = drawnFrames(seg.plan, fps);
      const key = hashKey(
        'segment',
        CACHE_VERSION,
        width,
        height,
        fps,
        ctx.preset,
        X264_PARAMS,
        VIDEO.crf,
        seg.assetKey,
        seg.plan.background,
        sceneFrames,
        seg.plan.window ?? null,
        seg.lines.length > 0 ? buildAss(seg.lines, seg.captions ?? layout) : null,
        ...(seg.plan.overlays ? [seg.plan.overlays] : []),
      );
      const file = cachePath(ctx.cacheDir, 'segments', key, 'ts');
      const hit = await isCached(file);
      if (hit) ctx.countHit();
      return { seg, frames, file, hit };
    }),
  );
  const missing = entries.filter((e) => !e.hit);
  const cachedS = entries.filter((e) => e.hit).reduce((a, e) => a + e.frames / fps, 0);
  onProgress(cachedS);
  if (missing.length === 0) return entries.map((e) => e.file);

  const dir = path.join(ctx.cacheDir, 'segments');
  await mkdir(dir, { recursive: true });
  const batch = `batch-${process.pid}-${Math.random().toString(36).slice(2)}`;
  // One missing scene (a re-render after one edit) is encoded straight into its cache folder: the
  // pass already is the segment, as the split would have cut it (same timestamps, same timescale).
  const single = missing.length === 1;
  const passFile = single ? path.join(dir, `${batch}-000.ts`) : path.join(ctx.workDir, 'pass.ts');
  const frames = missing.map((e) => e.frames);
  const totalFrames = frames.reduce((a, b) => a + b, 0);
  const { keyframes, cuts } = boundaryTimes(frames, fps);
  try {
    // Captions for the whole pass in one file: each scene's lines moved to its place in the pass.
    let offset = 0;
    const passGroups = missing.map((e) => {
      const lines = shiftLines(e.seg.lines, offset);
      offset += e.frames / fps;
      return { lines, layout: e.seg.captions ?? layout };
    });
    const captionsFile = passGroups.some((g) => g.lines.length > 0) ? 'pass-captions.ass' : null;
    if (captionsFile) await writeFile(path.join(ctx.workDir, captionsFile), buildScenesAss(passGroups));
    const g = buildFilterGraph({
      width,
      height,
      fps,
      scenes: passChains(
        missing.map((e) => e.seg),
        fps,
      ),
      captionsFile,
      audio: null,
    });
    await runFfmpeg(
      [
        // The graph on one thread: slice-threaded filters (overlay, scale) otherwise compete with
        // x264's threads for the same cores, and the pass took ~6% more CPU and ~7% more time for it
        // (measured on two cores, every template).
        '-filter_complex_threads',
        '1',
        ...filterGraphArgs(g),
        '-frames:v',
        String(totalFrames),
        '-an',
        ...x264Args(ctx.preset),
        ...(keyframes.length > 0 ? ['-force_key_frames', keyframes.join(',')] : []),
        '-r',
        String(fps),
        '-f',
        SEGMENT_FORMAT,
        passFile,
      ],
      {
        cwd: ctx.workDir,
        signal: ctx.signal,
        onOutTime: (s) => onProgress(cachedS + Math.min(s, totalFrames / fps)),
      },
    );
    if (!single) await splitPass(ctx, passFile, path.join(dir, `${batch}-%03d.ts`), cuts);
    const parts = (await readdir(dir)).filter((f) => f.startsWith(`${batch}-`)).sort();
    if (parts.length !== missing.length) {
      throw new Error(`Split produced ${parts.length} segments, expected ${missing.length}`);
    }
    for (const [i, e] of missing.entries()) await rename(path.join(dir, parts[i]!), e.file);
  } finally {
    await rm(passFile, { force: true });
    for (const f of await readdir(dir).catch(() => [] as string[])) {
      if (f.startsWith(`${batch}-`)) await rm(path.join(dir, f), { force: true });
    }
  }
  onProgress(totalFrames / fps + cachedS);
  return entries.map((e) => e.file);
}

/** Cuts a pass into per-scene files at its forced keyframes, by stream copy. */
async function splitPass(
  ctx: RenderContext,
  passFile: string,
  pattern: string,
  cuts: string[],
): Promise<void> {
  await runFfmpeg(
    [
      '-v',
      'error',
      '-i',
      passFile,
      '-map',
      '0:v',
      '-c',
      'copy',
      '-f',
      'segment',
      ...(cuts.length > 0 ? ['-segment_times', cuts.join(',')] : ['-segment_time', '100000']),
      '-segment_format',
      SEGMENT_FORMAT,
      // Every piece starts its clock where a lone encode's would (see SEGMENT_FORMAT).
      '-reset_timestamps',
      '1',
      pattern,
    ],
    { signal: ctx.signal },
  );
}
