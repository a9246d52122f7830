import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts } from '../src/audio/tts.ts';
import { ffprobe, parseEbur128Summary, runFfmpeg } from '../src/encode/ffmpeg.ts';
import { END_CARD_S, type RenderResult, renderVideo } from '../src/render/render.ts';
import { RENDER_STAGES } from '../src/render/stages.ts';
import { makeProduct, makeProductImages, makeScript } from './fixtures.ts';

const SCENE_S = 2.5;
const urls = ['https://shop.test/wide.jpg', 'https://shop.test/tall.jpg', 'https://shop.test/broken.jpg'];
const scenes = [
  {
    duration: SCENE_S,
    background: `Product image 2: ${urls[1]}`,
    voiceover: 'Meet SuperBlend.',
    animation: 'zoom in',
  },
  { duration: SCENE_S, background: `Product image 1: ${urls[0]}`, voiceover: 'Smoothies in seconds.' },
  // The image behind this one fails to load: the scene falls back to a colour background.
  { duration: SCENE_S, background: `Product image 3: ${urls[2]}`, voiceover: 'Get yours today.' },
];

let root: string;
let fetchImage: (url: string) => Promise<Buffer>;
let first: RenderResult;
let firstMs: number;
const progress: { stage: number; progress: number }[] = [];

async function render(label: string, content: ReturnType<typeof makeScript>) {
  const workDir = path.join(root, `work-${label}`);
  const t = Date.now();
  const result = await renderVideo({
    videoId: 'vid-1',
    content,
    product: makeProduct(urls),
    linkUrl: 'https://www.digistore24.com/redir/123/aff/',
    workDir,
    outDir: path.join(root, `out-${label}`),
    cacheDir: path.join(root, 'cache'),
    fetchImage,
    tts: createFliteTts(),
    onProgress: (p) => {
      progress.push(p);
    },
  });
  return { result, ms: Date.now() - t, workDir };
}

/** Mean volume (dBFS) of [start, start + dur] of the file's audio. */
async function meanVolume(file: string, start: number, dur: number): Promise<number> {
  const log = await runFfmpeg([
    '-v',
    'info',
    '-ss',
    String(start),
    '-t',
    String(dur),
    '-i',
    file,
    '-af',
    'volumedetect',
    '-f',
    'null',
    '-',
  ]);
  return Number(/mean_volume: (-?[\d.]+) dB/.exec(log)?.[1]);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'render-'));
  const imgs = await makeProductImages([
    { url: urls[0]!, width: 1600, height: 1000, hue: 200 },
    { url: urls[1]!, width: 1080, height: 1920, hue: 30 },
  ]);
  fetchImage = imgs.fetchImage;
  const r = await render('first', makeScript(scenes));
  first = r.result;
  firstMs = r.ms;
  expect(existsSync(r.workDir)).toBe(false);
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('renderVideo (integration, full 1080x1920)', () => {
  it('writes H.264 High yuv420p 1080x1920@30 with AAC 48 kHz stereo, as long as the scenes plus end card', async () => {
    const probe = await ffprobe(first.videoPath);
    const v = probe.streams.find((s) => s.codec_type === 'video')!;
    const a = probe.streams.find((s) => s.codec_type === 'audio')!;
    expect(v).toMatchObject({
      codec_name: 'h264',
      profile: 'High',
      pix_fmt: 'yuv420p',
      width: 1080,
      height: 1920,
      r_frame_rate: '30/1',
    });
    expect(a).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    const expected = scenes.length * SCENE_S + END_CARD_S;
    expect(Math.abs(first.durationS - expected)).toBeLessThan(0.5);
    expect(Math.abs(Number(probe.format.duration) - expected)).toBeLessThan(0.5);
    // Picture and sound end together: segment joins add no gaps that would drift captions off the voice.
    expect(Math.abs(Number(v.duration) - Number(a.duration))).toBeLessThan(0.04);
    expect(Number(v.nb_frames)).toBe(expected * 30);
  });

  it('puts the moov atom first (faststart) and writes a 1080x1920 JPEG poster', async () => {
    const { readFile } = await import('node:fs/promises');
    const head = (await readFile(first.videoPath)).subarray(0, 64 * 1024);
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(
      head.indexOf('mdat') === -1 ? Number.POSITIVE_INFINITY : head.indexOf('mdat'),
    );
    const meta = await sharp(first.thumbnailPath).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
  });

  it('is normalised to −14 LUFS with true peak at or below −1 dBTP', async () => {
    const log = await runFfmpeg([
      '-v',
      'info',
      '-i',
      first.videoPath,
      '-af',
      'ebur128=peak=true',
      '-f',
      'null',
      '-',
    ]);
    const { integratedLufs, truePeakDb } = parseEbur128Summary(log);
    expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(truePeakDb).toBeLessThanOrEqual(-1);
  });

  it('has the voice clearly above the music bed in every scene', async () => {
    // The end card carries music only; each scene's spoken window must be well above it.
    const musicOnly = await meanVolume(first.videoPath, scenes.length * SCENE_S + 0.5, 2);
    for (let i = 0; i < scenes.length; i++) {
      const voiced = await meanVolume(first.videoPath, i * SCENE_S + 0.4, 0.8);
      expect(voiced).toBeGreaterThan(musicOnly + 4);
      expect(voiced).toBeGreaterThan(-30);
    }
  });

  it('burns captions inside the safe zone while the voice speaks', async () => {
    // Scene 3 has no picture (its image fails), so it gets a designed motion background: soft shapes
    // drift between the two frames. A caption is white text on a dark outline, so only it changes
    // pixels by more than a third of the range; count those per band.
    const grab = async (t: number) => {
      const file = path.join(root, `frame-${t}.png`);
      await runFfmpeg(['-v', 'error', '-ss', String(t), '-i', first.videoPath, '-frames:v', '1', file]);
      return sharp(file).greyscale().raw().toBuffer();
    };
    const before = await grab(2 * SCENE_S + 0.1);
    const during = await grab(2 * SCENE_S + 0.9);
    const bandDiff = (y0: number, y1: number) => {
      let sharp = 0;
      for (let i = y0 * 1080; i < y1 * 1080; i++) {
        if (Math.abs((before[i] ?? 0) - (during[i] ?? 0)) > 85) sharp++;
      }
      return (1000 * sharp) / ((y1 - y0) * 1080);
    };
    const captionBand = bandDiff(Math.round(1920 * 0.55), Math.round(1920 * 0.8));
    expect(captionBand).toBeGreaterThan(4);
    expect(bandDiff(0, Math.round(1920 * 0.14))).toBeLessThan(captionBand / 4);
    expect(bandDiff(Math.round(1920 * 0.8), 1920)).toBeLessThan(captionBand / 4);
  });

  it('reports the six stages in order with monotone progress ending at 100', () => {
    const stages = progress.map((p) => p.stage);
    expect(stages[0]).toBe(0);
    expect([...new Set(stages)]).toEqual([0, 1, 2, 3, 4, 5]);
    for (let i = 1; i < progress.length; i++)
      expect(progress[i]!.progress).toBeGreaterThanOrEqual(progress[i - 1]!.progress);
    for (const p of progress) {
      if (p.progress < 100) expect(Math.floor(p.progress / (100 / 6))).toBe(p.stage);
    }
    expect(progress.at(-1)?.progress).toBe(100);
    expect(Object.keys(first.timingsMs)).toEqual(expect.arrayContaining([...RENDER_STAGES, 'total']));
  });

  it('re-renders after a voiceover edit from cache: faster, reusing the other scenes', async () => {
    const edited = scenes.map((s, i) => (i === 1 ? { ...s, voiceover: 'Soups in seconds.' } : s));
    const segmentsBefore = await readdir(path.join(root, 'cache', 'segments'));
    const r = await render('second', makeScript(edited));
    expect(existsSync(r.workDir)).toBe(false);
    // 2 unchanged voices + 3 backgrounds + music + end card + 3 unchanged segments (2 scenes + card).
    expect(r.result.cacheHits).toBeGreaterThanOrEqual(9);
    expect(r.ms).toBeLessThan(firstMs);
    const segmentsAfter = await readdir(path.join(root, 'cache', 'segments'));
    expect(segmentsAfter.length).toBe(segmentsBefore.length + 1);
    const probe = await ffprobe(r.result.videoPath);
    expect(Math.abs(Number(probe.format.duration) - (scenes.length * SCENE_S + END_CARD_S))).toBeLessThan(
      0.5,
    );
    // Freshly encoded and cached segments join into one cleanly decodable, frame-exact stream.
    const decodeLog = await runFfmpeg([
      '-v',
      'error',
      '-i',
      r.result.videoPath,
      '-map',
      '0:v',
      '-f',
      'null',
      '-',
    ]);
    expect(decodeLog.trim()).toBe('');
    const v = probe.streams.find((x) => x.codec_type === 'video');
    expect(Number(v?.nb_frames)).toBe((scenes.length * SCENE_S + END_CARD_S) * 30);
  }, 120_000);
});
