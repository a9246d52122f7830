import path from 'node:path';
import { parseEbur128Summary, runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs, levelFilter } from '../encode/filtergraph.ts';
import { LOUDNESS, type PlanAudio } from '../encode/plan.ts';
import type { RenderContext } from '../render/context.ts';
import { VIDEO } from '../render/segments.ts';

/**
 * Voice bus + ducked music, normalised to −14 LUFS, encoded as AAC 48 kHz stereo into the work dir.
 * Pass 1 mixes once into a float WAV while ebur128 measures it; pass 2 applies the gain that
 * reaches the target (plus a peak limiter) to that WAV and encodes it, so the mix itself is never
 * computed twice.
 */
export async function mixAudio(
  ctx: RenderContext,
  audio: Omit<PlanAudio, 'gainDb'>,
): Promise<{ path: string; gainDb: number }> {
  const premix = path.join(ctx.workDir, 'premix.wav');
  const g = buildFilterGraph({
    width: VIDEO.width,
    height: VIDEO.height,
    fps: VIDEO.fps,
    scenes: [],
    audio: { ...audio, gainDb: null },
  });
  const log = await runFfmpeg([...filterGraphArgs(g, 'info'), '-c:a', 'pcm_f32le', premix], {
    cwd: ctx.workDir,
    signal: ctx.signal,
  });
  const { integratedLufs } = parseEbur128Summary(log);
  // A silent mix (no voice, no music) has no integrated loudness; leave it alone.
  const gainDb = Number.isFinite(integratedLufs) ? LOUDNESS.I - integratedLufs : 0;
  const out = path.join(ctx.workDir, 'audio.m4a');
  await runFfmpeg(
    [
      '-v',
      'error',
      '-i',
      premix,
      '-af',
      levelFilter(gainDb),
      '-c:a',
      'aac',
      '-b:a',
      '192k',
      '-ar',
      '48000',
      '-ac',
      '2',
      '-t',
      String(audio.durationS),
      out,
    ],
    { cwd: ctx.workDir, signal: ctx.signal },
  );
  return { path: out, gainDb };
}
