import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashKey } from '../render/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../render/context.ts';
import { encodeWav } from './wav.ts';

export type MoodFamily = 'energetic' | 'calm' | 'dramatic' | 'neutral';

export interface MusicPreset {
  family: MoodFamily;
  bpm: number;
  /** Chords as MIDI note numbers, one per bar. */
  chords: number[][];
  kickEvery: number; // in beats; 0 = no kick
  hats: boolean;
}

const I = [60, 64, 67];
const V = [55, 59, 62];
const vi = [57, 60, 64];
const IV = [53, 57, 60];
const im = [57, 60, 64]; // A minor as the tonic of the minor progression
const VI = [53, 57, 60];
const III = [60, 64, 67];
const VII = [55, 59, 62];

/** Maps a free-text mood ("Upbeat electronic", "calm piano") to a small musical recipe. */
export function moodPreset(mood: string): MusicPreset {
  const m = mood.toLowerCase();
  if (/energ|upbeat|exciting|happy|fun|bright|party|dynamic|fast|pop|electro/.test(m)) {
    return { family: 'energetic', bpm: 118, chords: [I, V, vi, IV], kickEvery: 1, hats: true };
  }
  if (/calm|relax|chill|soft|peace|gentle|ambient|inspir|warm|emotional|piano/.test(m)) {
    return { family: 'calm', bpm: 80, chords: [IV, I, V, vi], kickEvery: 0, hats: false };
  }
  if (/drama|epic|intense|suspense|power|bold|cinematic|urgent/.test(m)) {
    return { family: 'dramatic', bpm: 92, chords: [im, VI, III, VII], kickEvery: 2, hats: false };
  }
  return { family: 'neutral', bpm: 104, chords: [I, vi, IV, V], kickEvery: 2, hats: true };
}

const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * Renders one loop (four bars) of the preset as 48 kHz mono PCM: a soft detuned pad, a bass note,
 * and an optional kick and hi-hat. Deterministic (seeded noise), so the cache key is the preset.
 */
export function synthesizeLoop(preset: MusicPreset, sampleRate = 48000): Buffer {
  const beat = 60 / preset.bpm;
  const bar = beat * 4;
  const total = Math.round(bar * preset.chords.length * sampleRate);
  const out = new Float32Array(total);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x3fffffff - 1;
  };
  for (let i = 0; i < total; i++) {
    const t = i / sampleRate;
    const barIdx = Math.floor(t / bar);
    const tb = t - barIdx * bar;
    const chord = preset.chords[barIdx % preset.chords.length]!;
    // Pad: gentle attack/release inside each bar so chord changes never click.
    const env = Math.min(1, tb / 0.25) * Math.min(1, (bar - tb) / 0.2);
    let s = 0;
    for (const note of chord) {
      const f = midiHz(note);
      s +=
        Math.sin(2 * Math.PI * f * t) +
        0.5 * Math.sin(2 * Math.PI * f * 1.004 * t) +
        0.15 * Math.sin(4 * Math.PI * f * t);
    }
    s *= 0.09 * env;
    const bassF = midiHz(chord[0]! - 24);
    s += 0.22 * Math.sin(2 * Math.PI * bassF * t) * env;
    const tBeat = t % beat;
    const beatIdx = Math.floor(t / beat);
    if (preset.kickEvery > 0 && beatIdx % preset.kickEvery === 0) {
      const kf = 50 + 70 * Math.exp(-tBeat * 30);
      s += 0.45 * Math.sin(2 * Math.PI * kf * tBeat) * Math.exp(-tBeat * 9);
    }
    if (preset.hats) {
      const tHalf = t % (beat / 2);
      s += 0.05 * noise() * Math.exp(-tHalf * 60);
    }
    out[i] = s * 0.6;
  }
  return encodeWav(out, sampleRate);
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * An operator-supplied licensed track for the mood: <musicDir>/<mood-slug>/ first, then
 * <musicDir>/<family>/; the pick is stable per `seed` (the video id) so re-renders sound the same.
 */
export async function pickOperatorTrack(
  musicDir: string,
  mood: string,
  seed: string,
): Promise<string | null> {
  for (const folder of [slug(mood), moodPreset(mood).family]) {
    if (!folder) continue;
    const dir = path.join(musicDir, folder);
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => /\.(mp3|wav)$/i.test(f))
      .sort();
    if (files.length > 0) {
      let h = 0;
      for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
      return path.join(dir, files[h % files.length]!);
    }
  }
  return null;
}

const SYNTH_MUSIC_GAIN_DB = -9;
const OPERATOR_MUSIC_GAIN_DB = -18;

/** The music under a video: the operator's track for its mood, else a synthesized loop (cached per mood). */
export async function musicBed(
  ctx: RenderContext,
  mood: string,
  o: { musicDir?: string; seed: string },
): Promise<{ path: string; gainDb: number }> {
  const operatorTrack = o.musicDir ? await pickOperatorTrack(o.musicDir, mood, o.seed) : null;
  if (operatorTrack) return { path: operatorTrack, gainDb: OPERATOR_MUSIC_GAIN_DB };
  const preset = moodPreset(mood);
  const loop = await ctx.cache('music', hashKey('music', CACHE_VERSION, preset), 'wav', (tmp) =>
    writeFile(tmp, synthesizeLoop(preset)),
  );
  return { path: loop.path, gainDb: SYNTH_MUSIC_GAIN_DB };
}
