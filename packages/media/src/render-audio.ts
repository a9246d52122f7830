import path from 'node:path';
import { parseEbur128Summary, runFfmpeg } from './ffmpeg.ts';
import { buildFilterGraph } from './filtergraph.ts';
import { LOUDNESS, type PlanAudio } from './plan.ts';
import type { RenderContext } from './render-context.ts';
import { VIDEO } from './render-segments.ts';

/**
 * Voice bus + ducked music, normalised to −14 LUFS, encoded as AAC 48 kHz stereo into the work dir.
 * Two passes: ebur128 measures the mix, then the gain that reaches the target is applied with a
 * peak limiter. Independent of the video, so it runs while the segments encode.
 */
export async function mixAudio(
  ctx: RenderContext,
  audio: Omit<PlanAudio, 'gainDb'>,
): Promise<{ path: string; gainDb: number }> {
  const base = { width: VIDEO.width, height: VIDEO.height, fps: VIDEO.fps, scenes: [] };
  const analysis = buildFilterGraph({ ...base, audio: { ...audio, gainDb: null } });
  const log = await runFfmpeg(
    [
      '-v',
      'info',
      ...analysis.inputs.flat(),
      '-filter_complex',
      analysis.filterComplex,
      ...analysis.maps,
      '-f',
      'null',
      '-',
    ],
    { cwd: ctx.workDir, signal: ctx.signal },
  );
  const { integratedLufs } = parseEbur128Summary(log);
  // A silent mix (no voice, no music) has no integrated loudness; leave it alone.
  const gainDb = Number.isFinite(integratedLufs) ? LOUDNESS.I - integratedLufs : 0;
  const out = path.join(ctx.workDir, 'audio.m4a');
  const apply = buildFilterGraph({ ...base, audio: { ...audio, gainDb } });
  await runFfmpeg(
    [
      '-v',
      'error',
      ...apply.inputs.flat(),
      '-filter_complex',
      apply.filterComplex,
      ...apply.maps,
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
