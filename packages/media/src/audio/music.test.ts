import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { moodPreset, pickOperatorTrack, synthesizeLoop } from './music.ts';
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
