import { hashKey } from './cache.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { buildFilterGraph, frameCount } from './filtergraph.ts';
import type { PlanScene } from './plan.ts';
import { CACHE_VERSION, type RenderContext } from './render-context.ts';

export interface Segment {
  plan: PlanScene;
  /** Identity of the background asset (cache key of the still or clip). */
  assetKey: string;
  /** The scene's ASS text (scene-local times); part of the cache key. */
  ass: string | null;
}

export const VIDEO = { width: 1080, height: 1920, fps: 30, crf: 23 } as const;

/** x264 settings shared by every segment; identical settings are what make stream-copy concat valid. */
export function x264Args(preset: string): string[] {
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(VIDEO.crf),
    '-profile:v',
    'high',
    '-pix_fmt',
    'yuv420p',
  ];
}

/**
 * Encodes (or reuses) each scene as its own H.264 segment. One at a time with x264's own frame
 * threading: two single-threaded encoders in parallel were ~25% faster on 2 cores but cost
 * ~230 MB each, which with the worker's ~250 MB breaks the 600 MB budget (measured).
 */
export async function encodeSegments(
  ctx: RenderContext,
  segments: Segment[],
  onProgress: (encodedSeconds: number) => void,
): Promise<string[]> {
  const { width, height, fps } = VIDEO;
  const files: string[] = [];
  let doneS = 0;
  for (const seg of segments) {
    const frames = frameCount(seg.plan.durationS, fps);
    const key = hashKey(
      'segment',
      CACHE_VERSION,
      width,
      height,
      fps,
      ctx.preset,
      VIDEO.crf,
      seg.assetKey,
      seg.plan.background,
      frames,
      seg.ass,
    );
    const r = await ctx.cache('segments', key, 'mp4', async (tmp) => {
      const g = buildFilterGraph({ width, height, fps, scenes: [seg.plan], audio: null });
      await runFfmpeg(
        [
          '-v',
          'error',
          ...g.inputs.flat(),
          '-filter_complex',
          g.filterComplex,
          ...g.maps,
          '-frames:v',
          String(frames),
          '-an',
          ...x264Args(ctx.preset),
          '-r',
          String(fps),
          // Same timescale in every segment so the concat demuxer can copy them back to back.
          '-video_track_timescale',
          '15360',
          tmp,
        ],
        {
          cwd: ctx.workDir,
          signal: ctx.signal,
          onOutTime: (s) => onProgress(doneS + Math.min(s, frames / fps)),
        },
      );
    });
    doneS += frames / fps;
    onProgress(doneS);
    files.push(r.path);
  }
  return files;
}
