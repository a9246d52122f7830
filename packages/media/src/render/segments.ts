import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildAss, type CaptionLayout, DEFAULT_CAPTION_LAYOUT } from '../captions/captions.ts';
import { cachePath, hashKey, isCached } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import { SEGMENT_FORMAT, VIDEO, X264_PARAMS } from '../core/video-format.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { drawnFrames, frameCount } from '../encode/filtergraph.ts';
import { encodePass, type Segment } from './pass.ts';

export type { Segment } from './pass.ts';

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
 * Where a segment lives in the cache: keyed by everything its frames are made of — the picture (asset,
 * camera move, template layers, the whole scene's length and the window drawn) and, when it shows
 * any, its captions. A caption-free part (a scene's tail) is keyed by its picture alone, so any render
 * of the same look and timing finds it, whatever its words or language.
 */
export function segmentFile(
  ctx: RenderContext,
  seg: Segment,
  frame: { width: number; height: number; captions: CaptionLayout },
): string {
  const { fps } = VIDEO;
  const key = hashKey(
    'segment',
    CACHE_VERSION,
    frame.width,
    frame.height,
    fps,
    ctx.preset,
    X264_PARAMS,
    ctx.crf,
    seg.assetKey,
    seg.plan.background,
    // A part of a scene (plan.window) is encoded alone, but its motion spans the whole scene.
    frameCount(seg.plan.durationS, fps),
    seg.plan.window ?? null,
    seg.lines.length > 0 ? buildAss(seg.lines, seg.captions ?? frame.captions) : null,
    ...(seg.plan.overlays ? [seg.plan.overlays] : []),
  );
  return cachePath(ctx.cacheDir, 'segments', key, 'ts');
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
      const frames = drawnFrames(seg.plan, fps);
      const file = segmentFile(ctx, seg, { width, height, captions: layout });
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
  // pass already is the segment, as the split would have cut it.
  const single = missing.length === 1;
  const passFile = single ? path.join(dir, `${batch}-000.ts`) : path.join(ctx.workDir, 'pass.ts');
  const totalFrames = missing.reduce((a, e) => a + e.frames, 0);
  const pass = { ctx, frame: { width, height, fps }, layout };
  try {
    if (single) {
      await encodePass(pass, [missing[0]!.seg], passFile, { onOutTime: (s) => onProgress(cachedS + s) });
    } else {
      const frames = missing.map((e) => e.frames);
      const { keyframes, cuts } = boundaryTimes(frames, fps);
      await encodePass(
        pass,
        missing.map((e) => e.seg),
        passFile,
        {
          keyframes,
          onOutTime: (s) => onProgress(cachedS + Math.min(s, totalFrames / fps)),
        },
      );
      await splitPass(ctx, passFile, path.join(dir, `${batch}-%03d.ts`), cuts);
    }
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
