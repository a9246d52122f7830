import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { SceneTiming } from '../captions/timeline.ts';
import { parseEbur128Summary, runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs, levelFilter } from '../encode/filtergraph.ts';
import { LOUDNESS, type PlanAudio } from '../encode/plan.ts';
import { hashKey } from '../render/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../render/context.ts';
import { VIDEO } from '../render/segments.ts';
import type { Voice } from './voices.ts';

export type MixInput = Omit<PlanAudio, 'gainDb'>;

/**
 * AAC at 192 kb/s with ffmpeg's fast coder and no mid/side search: about half the CPU of the
 * defaults (the M/S search alone is most of it, measured on the render's mixes), and at this rate no
 * audible difference for a voice over a music bed. Part of the mix's cache key.
 */
const AAC_ARGS = [
  '-c:a',
  'aac',
  '-aac_coder',
  'fast',
  '-aac_ms',
  '0',
  '-b:a',
  '192k',
  '-ar',
  '48000',
  '-ac',
  '2',
];

/** Each scene's phrases at their place on the video's timeline. */
export function placeVoices(
  timings: SceneTiming[],
  voices: Voice[][],
  sceneStartsS: number[],
): MixInput['voices'] {
  return timings.flatMap((t, si) =>
    t.phrases.map((p, pi) => ({ path: voices[si]![pi]!.path, startS: sceneStartsS[si]! + p.start })),
  );
}

/**
 * Voice bus + ducked music, normalised to −14 LUFS, encoded as AAC 48 kHz stereo; cached by its
 * inputs (voice files are content-addressed cache entries; the music file by path, size and time),
 * so a render whose voices and timeline are unchanged (a new template, caption style or brand, a
 * retry) mixes nothing. Pass 1 mixes once into a float WAV while ebur128 measures it; pass 2 applies
 * the gain that reaches the target (plus a peak limiter) to that WAV and encodes it, so the mix
 * itself is never computed twice.
 */
export async function mixAudio(ctx: RenderContext, audio: MixInput): Promise<string> {
  const music = audio.music ? await stat(audio.music.path) : null;
  const key = hashKey('mix', CACHE_VERSION, audio, music?.size, music?.mtimeMs, LOUDNESS, AAC_ARGS);
  const r = await ctx.cache('audio', key, 'm4a', async (out) => {
    const premix = path.join(ctx.workDir, `premix-${key}.wav`);
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
    await runFfmpeg(
      [
        '-v',
        'error',
        '-i',
        premix,
        '-af',
        levelFilter(gainDb),
        ...AAC_ARGS,
        '-t',
        String(audio.durationS),
        out,
      ],
      { cwd: ctx.workDir, signal: ctx.signal },
    );
  });
  return r.path;
}
