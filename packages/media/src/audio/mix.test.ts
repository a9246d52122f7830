import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderContext } from '../core/context.ts';
import { ffprobe } from '../encode/ffmpeg.ts';
import { mixAudio } from './mix.ts';
import { encodeWav } from './wav.ts';

let root: string;
let voice: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mix-'));
  // Half a second of a 220 Hz tone, as a voice phrase would arrive (48 kHz mono s16).
  const samples = Float32Array.from(
    { length: 24_000 },
    (_, i) => 0.25 * Math.sin((2 * Math.PI * 220 * i) / 48_000),
  );
  voice = path.join(root, 'voice.wav');
  await writeFile(voice, encodeWav(samples, 48_000));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function context(name: string) {
  const workDir = path.join(root, name);
  await mkdir(workDir);
  return createRenderContext({ cacheDir: path.join(root, 'cache'), workDir, preset: 'veryfast' });
}

describe('mixAudio', () => {
  it('is cached by its inputs: the same voices at the same times mix once, a moved phrase mixes again', async () => {
    const audio = { durationS: 2, voices: [{ path: voice, startS: 0.2 }], music: null };
    const first = await context('a');
    const a = await mixAudio(first, audio);
    expect(first.cacheHits()).toBe(0);
    const again = await context('b');
    expect(await mixAudio(again, audio)).toBe(a);
    expect(again.cacheHits()).toBe(1);
    const moved = await context('c');
    const c = await mixAudio(moved, { ...audio, voices: [{ path: voice, startS: 0.7 }] });
    expect(c).not.toBe(a);
    expect(moved.cacheHits()).toBe(0);
    const probe = await ffprobe(c);
    expect(probe.streams[0]).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
  });
});
