import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcmBlocks } from './pcm-blocks.ts';
import { encodeWav } from './wav.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pcm-blocks-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function blocksOf(name: string, samples: Float32Array) {
  const file = path.join(root, name);
  await writeFile(file, encodeWav(samples, 48_000));
  return pcmBlocks(file);
}

describe('pcmBlocks', () => {
  it('hashes every 1024 samples (the last block shorter); one changed sample changes only its block', async () => {
    const wave = Float32Array.from({ length: 2500 }, (_, i) => Math.sin(i / 7) * 0.5);
    const a = await blocksOf('a.wav', wave);
    expect(a.samples).toBe(2500);
    expect(a.blocks).toHaveLength(3);
    const edited = wave.slice();
    edited[1500] = 0.9;
    const b = await blocksOf('b.wav', edited);
    expect(b.blocks.map((h, i) => h === a.blocks[i])).toEqual([true, false, true]);
  });

  it('refuses a file that is not a WAV', async () => {
    const file = path.join(root, 'not.wav');
    await writeFile(file, 'just text, long enough to look like a header but no RIFF at all.........');
    await expect(pcmBlocks(file)).rejects.toThrow(/Not a PCM WAV/);
  });
});
