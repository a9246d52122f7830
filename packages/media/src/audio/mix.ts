import { copyFile, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SceneTiming } from '../captions/timeline.ts';
import { cachePath, hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import { VIDEO } from '../core/video-format.ts';
import { parseEbur128Summary, runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs, levelFilter } from '../encode/filtergraph.ts';
import { LOUDNESS, type PlanAudio } from '../encode/plan.ts';
import { adtsFrames } from './adts.ts';
import {
  encodeRange,
  type MixManifest,
  planSplice,
  type SamePlan,
  type SplicePlan,
  splicePackets,
} from './mix-splice.ts';
import { pcmBlocks } from './pcm-blocks.ts';
import type { Voice } from './voices.ts';

export type MixInput = Omit<PlanAudio, 'gainDb'>;

/**
 * AAC at 192 kb/s with ffmpeg's fast coder and no mid/side search: about half the CPU of the
 * defaults (the M/S search alone is most of it, measured on the render's mixes), and at this rate no
 * audible difference for a voice over a music bed. Written as ADTS, whose frames can be spliced (the
 * MP4 has no edit list to skip the encoder's priming frame: see composite.ts). Part of the mix's cache key.
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

/** The last mix of a lineage (RenderInput.mixLineage), which the next one may splice from. */
interface LineageEntry extends MixManifest {
  key: string;
}

/**
 * Voice bus + ducked music, normalised to −14 LUFS, encoded as AAC 48 kHz stereo; cached by its
 * inputs (voice files are content-addressed cache entries; the music file by path, size and time),
 * so a render whose voices and timeline are unchanged (a new template, caption style or brand, a
 * retry) mixes nothing. Pass 1 mixes once into a float WAV while ebur128 measures it; pass 2 applies
 * the gain that reaches the target (plus a peak limiter) to that WAV and encodes it.
 *
 * After an edit, pass 2 encodes only what changed: the new premix is compared, AAC frame by frame,
 * with the last mix of the same `lineage` (RenderInput.mixLineage); where the stretch that differs
 * is short and the loudness moved less than MAX_GAIN_DRIFT_DB, just that stretch is encoded (with
 * the old gain) and spliced between the old mix's packets (mix-splice.ts). A voice edit's AAC
 * encode drops from the whole mix to a few seconds of it.
 */
export async function mixAudio(ctx: RenderContext, audio: MixInput, lineage?: string): Promise<string> {
  const music = audio.music ? await stat(audio.music.path) : null;
  const settings = [CACHE_VERSION, music?.size, music?.mtimeMs, LOUDNESS, AAC_ARGS];
  const key = hashKey('mix', audio, ...settings);
  const lineageFile = path.join(
    ctx.cacheDir,
    'audio',
    `lineage-${hashKey('mix-lineage', lineage ?? null, audio.music, audio.durationS, ...settings)}.json`,
  );
  // What the producer made, for the lineage (nothing when the mix came from the cache).
  const made: { manifest?: MixManifest } = {};
  const r = await ctx.cache('audio', key, 'aac', async (out) => {
    const premix = path.join(ctx.workDir, `premix-${key}.wav`);
    const gainDb = await premixAndMeasure(ctx, audio, premix);
    const next: MixManifest = { ...(await pcmBlocks(premix)), gainDb };
    const base = await readLineage(lineageFile);
    const plan = base ? planSplice(base, next) : null;
    // A base that cannot be read or spliced (removed, damaged) falls back to a full encode.
    const applied = base && plan ? await reuse(ctx, premix, out, base, plan).catch(() => null) : null;
    if (applied === null) await encode(ctx, premix, out, gainDb, audio.durationS);
    made.manifest = { ...next, gainDb: applied ?? gainDb };
  });
  if (made.manifest) await writeLineage(lineageFile, { ...made.manifest, key });
  return r.path;
}

/** Pass 1: the mix as a float WAV, measured; returns the gain that brings it to the target. */
async function premixAndMeasure(ctx: RenderContext, audio: MixInput, premix: string): Promise<number> {
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
    background: true,
  });
  const { integratedLufs } = parseEbur128Summary(log);
  // A silent mix (no voice, no music) has no integrated loudness; leave it alone.
  return Number.isFinite(integratedLufs) ? LOUDNESS.I - integratedLufs : 0;
}

/** Pass 2, whole: gain, limiter, AAC. */
async function encode(ctx: RenderContext, premix: string, out: string, gainDb: number, durationS: number) {
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
      String(durationS),
      '-f',
      'adts',
      out,
    ],
    { cwd: ctx.workDir, signal: ctx.signal, background: true },
  );
}

/** Pass 2 from the base's packets (see mixAudio); returns the gain applied. */
async function reuse(
  ctx: RenderContext,
  premix: string,
  out: string,
  base: LineageEntry,
  plan: SplicePlan | SamePlan,
): Promise<number> {
  const baseFile = cachePath(ctx.cacheDir, 'audio', base.key, 'aac');
  if (plan.kind === 'same') {
    await copyFile(baseFile, out);
    return plan.gainDb;
  }
  const { start, end } = encodeRange(plan, base.samples);
  const part = path.join(ctx.workDir, `part-${base.key}.aac`);
  await runFfmpeg(
    [
      ...['-v', 'error', '-i', premix, '-af'],
      `atrim=start_sample=${start}:end_sample=${end},asetpts=PTS-STARTPTS,${levelFilter(plan.gainDb)}`,
      ...[...AAC_ARGS, '-f', 'adts', part],
    ],
    { cwd: ctx.workDir, signal: ctx.signal, background: true },
  );
  const [old, fresh] = await Promise.all([readFile(baseFile), readFile(part)]);
  await writeFile(out, Buffer.concat(splicePackets(adtsFrames(old), adtsFrames(fresh), plan)));
  return plan.gainDb;
}

/** The lineage's last mix; null when there is none or the file is not one of ours. */
async function readLineage(file: string): Promise<LineageEntry | null> {
  try {
    const e = JSON.parse(await readFile(file, 'utf8')) as Partial<LineageEntry>;
    const valid =
      typeof e.key === 'string' &&
      /^[0-9a-f]+$/.test(e.key) &&
      Number.isInteger(e.samples) &&
      Number.isFinite(e.gainDb) &&
      Array.isArray(e.blocks) &&
      e.blocks.every((b) => typeof b === 'string');
    return valid ? (e as LineageEntry) : null;
  } catch {
    return null;
  }
}

async function writeLineage(file: string, entry: LineageEntry): Promise<void> {
  const tmp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await writeFile(tmp, JSON.stringify(entry));
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}
