import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderContext } from '../core/context.ts';
import { FFMPEG } from '../encode/ffmpeg.ts';
import { adtsFrames } from './adts.ts';
import { mixAudio } from './mix.ts';
import { encodeWav } from './wav.ts';

let root: string;
const tone = (hz: number, seconds: number, amp = 0.3) =>
  encodeWav(
    Float32Array.from(
      { length: seconds * 48_000 },
      (_, i) => amp * Math.sin((2 * Math.PI * hz * i) / 48_000),
    ),
    48_000,
  );
/** A bed with a transient every 250 ms, so window switching happens near the splice points too. */
const clickyBed = () =>
  encodeWav(
    Float32Array.from({ length: 8 * 48_000 }, (_, i) => {
      const click = i % 12_000 < 240 ? 0.6 * Math.sin(i * 0.9) : 0;
      return click + 0.15 * Math.sin((2 * Math.PI * 110 * i) / 48_000);
    }),
    48_000,
  );

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'mix-splice-'));
  await writeFile(path.join(root, 'a.wav'), tone(330, 1));
  await writeFile(path.join(root, 'b.wav'), tone(440, 1));
  await writeFile(path.join(root, 'c.wav'), tone(523, 1, 0.28));
  await writeFile(path.join(root, 'bed.wav'), clickyBed());
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/**
 * One mix. Mixes of one lineage share a cache, as one worker's renders do; `cache` puts others in
 * it too; the rest get their own.
 */
async function mix(label: string, middle: string, o: { lineage?: string; cache?: string } = {}) {
  const workDir = path.join(root, `work-${label}`);
  await mkdir(workDir, { recursive: true });
  const cacheDir = path.join(root, `cache-${o.cache ?? o.lineage ?? label}`);
  const ctx = createRenderContext({ cacheDir, workDir, preset: 'veryfast' });
  return mixAudio(
    ctx,
    {
      durationS: 8,
      voices: [
        { path: path.join(root, 'a.wav'), startS: 0.5 },
        { path: path.join(root, middle), startS: 3.5 },
        { path: path.join(root, 'a.wav'), startS: 6.5 },
      ],
      music: { path: path.join(root, 'bed.wav'), gainDb: -12 },
    },
    o.lineage,
  );
}

/** An ADTS file decoded to mono (priming included: both files are compared alike). */
function decode(file: string): Float32Array {
  const r = spawnSync(FFMPEG, ['-v', 'error', '-i', file, '-f', 'f32le', '-ac', '1', '-'], {
    maxBuffer: 64 << 20,
  });
  return new Float32Array(r.stdout.buffer, r.stdout.byteOffset, r.stdout.length / 4);
}

const rms = (x: Float32Array) => Math.sqrt(x.reduce((a, v) => a + v * v, 0) / Math.max(1, x.length));

describe('mixAudio after an edit', () => {
  it('encodes only the edited stretch again and splices it between the last mix packets, as clean as a full encode', async () => {
    const first = await mix('first', 'b.wav', { lineage: 'video-1' });
    const edited = await mix('edited', 'c.wav', { lineage: 'video-1' });
    const fresh = await mix('fresh', 'c.wav');

    const [a, b] = [adtsFrames(await readFile(first)), adtsFrames(await readFile(edited))];
    expect(b.length).toBe(a.length);
    // The voice changes between 3.5 and 4.5 s: packets well before and well after are the first mix's.
    const packetAt = (s: number) => Math.round((s * 48_000) / 1024);
    for (const k of [0, 50, packetAt(3.2)]) expect(b[k]!.equals(a[k]!)).toBe(true);
    for (const k of [packetAt(5.2), packetAt(7.9)]) expect(b[k]!.equals(a[k]!)).toBe(true);
    expect(b[packetAt(4)]!.equals(a[packetAt(4)]!)).toBe(false);

    // Heard: within the codec's own noise of a full encode of the same mix, at the cuts as anywhere.
    const [spliced, whole] = [decode(edited), decode(fresh)];
    expect(spliced.length).toBe(whole.length);
    const gain = rms(spliced) / rms(whole);
    expect(Math.abs(20 * Math.log10(gain))).toBeLessThan(0.5);
    for (let at = 0; at + 1024 <= whole.length; at += 1024) {
      const s = spliced.subarray(at, at + 1024);
      const w = whole.subarray(at, at + 1024);
      const err = rms(Float32Array.from(s, (v, i) => v - gain * w[i]!));
      expect(err, `block at ${(at / 48_000).toFixed(2)} s`).toBeLessThan(0.05 * rms(w) + 0.003);
    }
  });

  it('encodes in full when the last mix is damaged', async () => {
    const first = await mix('damaged-first', 'b.wav', { lineage: 'video-3' });
    await writeFile(first, 'not audio');
    const edited = await mix('damaged-edited', 'c.wav', { lineage: 'video-3' });
    const fresh = await mix('damaged-fresh', 'c.wav');
    expect((await readFile(edited)).equals(await readFile(fresh))).toBe(true);
  });

  it('never splices from another lineage, even from the same cache', async () => {
    await mix('someone-else', 'b.wav', { lineage: 'video-a', cache: 'worker' });
    const other = await mix('another-video', 'c.wav', { lineage: 'video-b', cache: 'worker' });
    const fresh = await mix('alone', 'c.wav');
    expect((await readFile(other)).equals(await readFile(fresh))).toBe(true);
  });
});
