import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loopSamples, moodPreset, pickOperatorTrack, synthesizeLoop } from './music.ts';
import { wavInfo } from './wav.ts';

describe('music', () => {
  it('maps free-text moods to families', () => {
    expect(moodPreset('Upbeat and energetic').family).toBe('energetic');
    expect(moodPreset('calm piano').family).toBe('calm');
    expect(moodPreset('Epic cinematic').family).toBe('dramatic');
    expect(moodPreset('corporate').family).toBe('neutral');
  });

  it('synthesizes a four-bar loop at the preset tempo with audible, unclipped samples', () => {
    const p = moodPreset('upbeat');
    const wav = synthesizeLoop(p);
    const info = wavInfo(wav)!;
    expect(info.sampleRate).toBe(48000);
    expect(info.durationS).toBeCloseTo((60 / p.bpm) * 16, 2);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(3000);
    expect(peak).toBeLessThan(32767);
  });

  it('runs its pad and bass as phasors that stay on the exact sine, bar after bar', () => {
    const p = moodPreset('calm piano'); // no kick or hats: pad and bass alone
    const sr = 48000;
    const samples = loopSamples(p, sr);
    const bar = (60 / p.bpm) * 4;
    const midiHz = (n: number) => 440 * 2 ** ((n - 69) / 12);
    for (const i of [0, 1, 4_799, 100_003, 150_000, samples.length - 1]) {
      const t = i / sr;
      const b = Math.floor(t / bar);
      const tb = t - b * bar;
      const chord = p.chords[b % p.chords.length]!;
      const env = Math.min(1, tb / 0.25) * Math.min(1, (bar - tb) / 0.2);
      const sine = (f: number) => Math.sin(2 * Math.PI * f * t);
      let s = 0;
      for (const n of chord)
        s += sine(midiHz(n)) + 0.5 * sine(midiHz(n) * 1.004) + 0.15 * sine(2 * midiHz(n));
      const expected = (0.09 * env * s + 0.22 * sine(midiHz(chord[0]! - 24)) * env) * 0.6;
      expect(samples[i]).toBeCloseTo(expected, 5);
    }
  });

  it('picks operator tracks by mood folder, then family, stably per seed', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'music-'));
    try {
      await mkdir(path.join(dir, 'energetic'));
      await writeFile(path.join(dir, 'energetic', 'a.mp3'), 'x');
      await writeFile(path.join(dir, 'energetic', 'b.wav'), 'x');
      await writeFile(path.join(dir, 'energetic', 'notes.txt'), 'x');
      const pick = await pickOperatorTrack(dir, 'Upbeat pop', 'video-1');
      expect(pick).toMatch(/energetic\/(a\.mp3|b\.wav)$/);
      expect(await pickOperatorTrack(dir, 'Upbeat pop', 'video-1')).toBe(pick);
      expect(await pickOperatorTrack(dir, 'calm', 'video-1')).toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
