import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts } from '../src/audio/tts.ts';
import { ffprobe, lavfiInput, runFfmpeg } from '../src/encode/ffmpeg.ts';
import { END_CARD_S, renderVideo } from '../src/render/render.ts';
import { makeScript } from './fixtures.ts';

let root: string;
let clip: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'render-edge-'));
  // A short landscape clip: the renderer must crop it to portrait and loop it to the scene length.
  clip = path.join(root, 'stock.mp4');
  await runFfmpeg([
    '-v',
    'error',
    ...lavfiInput('testsrc2=size=640x360:rate=25:duration=1'),
    '-pix_fmt',
    'yuv420p',
    clip,
  ]);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const script = makeScript([{ duration: 2, background: 'City street at night', voiceover: 'Hello there.' }]);

const baseInput = (label: string) => ({
  videoId: label,
  content: script,
  product: null,
  linkUrl: null,
  workDir: path.join(root, `work-${label}`),
  outDir: path.join(root, `out-${label}`),
  cacheDir: path.join(root, `cache-${label}`),
  fetchImage: async () => {
    throw new Error('no images in this test');
  },
  tts: createFliteTts(),
});

describe('renderVideo edge cases', () => {
  it('uses a stock clip when the lookup hits, with no product at all', async () => {
    const queries: string[] = [];
    const r = await renderVideo({
      ...baseInput('stock'),
      stockClips: async (q) => {
        queries.push(q);
        return { path: clip, credit: { clipId: 42, author: 'A. Maker', authorUrl: null, pageUrl: null } };
      },
      onProgress: () => undefined,
    });
    expect(queries).toEqual(['City street at night']);
    expect(r.stockCredits).toEqual([{ clipId: 42, author: 'A. Maker', authorUrl: null, pageUrl: null }]);
    const probe = await ffprobe(r.videoPath);
    const v = probe.streams.find((s) => s.codec_type === 'video');
    expect(v).toMatchObject({ width: 1080, height: 1920 });
    expect(Number(v?.nb_frames)).toBe((2 + END_CARD_S) * 30);
  }, 120_000);

  it('falls back to a colour background when the stock lookup throws', async () => {
    const r = await renderVideo({
      ...baseInput('stock-miss'),
      stockClips: async () => {
        throw new Error('pexels down');
      },
      onProgress: () => undefined,
    });
    expect(Number((await ffprobe(r.videoPath)).format.duration)).toBeCloseTo(2 + END_CARD_S, 1);
  }, 120_000);

  it('stops on abort, kills ffmpeg and still removes the work dir', async () => {
    const controller = new AbortController();
    const input = baseInput('abort');
    await expect(
      renderVideo({
        ...input,
        signal: controller.signal,
        onProgress: (p) => {
          if (p.stage === 4) controller.abort(new Error('cancelled by test'));
        },
      }),
    ).rejects.toThrow('cancelled by test');
    expect(existsSync(input.workDir)).toBe(false);
    expect(existsSync(path.join(input.outDir, 'video.mp4'))).toBe(false);
  }, 120_000);
});
