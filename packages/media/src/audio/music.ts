import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
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
 * Sines as phasors rotated once a sample (no Math.sin per sample): `restart` sets each one's
 * frequency and exact phase at time t0, `next` returns their weighted sum and advances them.
 */
function oscillatorBank(size: number, sampleRate: number) {
  const cw = new Float64Array(size);
  const sw = new Float64Array(size);
  const c = new Float64Array(size);
  const s = new Float64Array(size);
  const gain = new Float64Array(size);
  return {
    restart(hz: number[], gains: number[], t0: number) {
      hz.forEach((f, k) => {
        const w = (2 * Math.PI * f) / sampleRate;
        cw[k] = Math.cos(w);
        sw[k] = Math.sin(w);
        c[k] = Math.cos(2 * Math.PI * f * t0);
        s[k] = Math.sin(2 * Math.PI * f * t0);
        gain[k] = gains[k]!;
      });
    },
    next(): number {
      let sum = 0;
      for (let k = 0; k < size; k++) {
        const sk = s[k]!;
        const ck = c[k]!;
        sum += gain[k]! * sk;
        s[k] = sk * cw[k]! + ck * sw[k]!;
        c[k] = ck * cw[k]! - sk * sw[k]!;
      }
      return sum;
    },
  };
}

/**
 * One loop (four bars) of the preset as 48 kHz mono samples: a soft detuned pad, a bass note, and an
 * optional kick and hi-hat. Deterministic (seeded noise). The pad and bass are phasor oscillators
 * restarted at each bar's exact phase: the same signal as sin(2πft) to ~1e-9, several times faster
 * (a cold render no longer stalls ~340 ms on it).
 */
export function loopSamples(preset: MusicPreset, sampleRate = 48000): Float32Array {
  const beat = 60 / preset.bpm;
  const bar = beat * 4;
  const total = Math.round(bar * preset.chords.length * sampleRate);
  const out = new Float32Array(total);
  let seed = 12345;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x3fffffff - 1;
  };
  const size = Math.max(...preset.chords.map((ch) => ch.length)) * 3;
  const pad = oscillatorBank(size, sampleRate);
  const bass = oscillatorBank(1, sampleRate);
  let barIdx = -1;
  for (let i = 0; i < total; i++) {
    const t = i / sampleRate;
    const nowBar = Math.floor(t / bar);
    if (nowBar !== barIdx) {
      barIdx = nowBar;
      const chord = preset.chords[barIdx % preset.chords.length]!;
      const hz = chord.flatMap((note) => [midiHz(note), midiHz(note) * 1.004, 2 * midiHz(note)]);
      const gains = chord.flatMap(() => [1, 0.5, 0.15]);
      while (hz.length < size) {
        hz.push(0);
        gains.push(0);
      }
      pad.restart(hz, gains, t);
      bass.restart([midiHz(chord[0]! - 24)], [1], t);
    }
    const tb = t - barIdx * bar;
    // Pad: gentle attack/release inside each bar so chord changes never click.
    const env = Math.min(1, tb / 0.25) * Math.min(1, (bar - tb) / 0.2);
    let s = 0.09 * env * pad.next() + 0.22 * bass.next() * env;
    const tBeat = t % beat;
    if (preset.kickEvery > 0 && Math.floor(t / beat) % preset.kickEvery === 0) {
      const kf = 50 + 70 * Math.exp(-tBeat * 30);
      s += 0.45 * Math.sin(2 * Math.PI * kf * tBeat) * Math.exp(-tBeat * 9);
    }
    if (preset.hats) s += 0.05 * noise() * Math.exp(-(t % (beat / 2)) * 60);
    out[i] = s * 0.6;
  }
  return out;
}

/** The loop as a 48 kHz mono WAV (see loopSamples); the cache key is the preset. */
export function synthesizeLoop(preset: MusicPreset, sampleRate = 48000): Buffer {
  return encodeWav(loopSamples(preset, sampleRate), sampleRate);
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
