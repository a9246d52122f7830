import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from '../src/audio/espeak.ts';
import { VIDEO } from '../src/core/video-format.ts';
import { ffprobe } from '../src/encode/ffmpeg.ts';
import { mp4Layout } from '../src/encode/mp4-boxes.ts';
import { type RenderResult, renderVideo } from '../src/render/render.ts';
import { makeProduct, makeScript, offlineRenderDirs } from './fixtures.ts';

const run = promisify(execFile);
const FRAME_S = 1 / VIDEO.fps;
let root: string;
let result: RenderResult;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'upload-ready-'));
  result = await renderVideo({
    videoId: 'upload-ready',
    content: makeScript([
      { duration: 2, background: 'Kitchen', voiceover: 'Stop! The right size for you.' },
      { duration: 2, background: 'Kitchen', voiceover: 'Get it now for just 34.99.' },
    ]),
    product: makeProduct([]),
    linkUrl: 'https://adreel.test/go/abc',
    ...offlineRenderDirs(root),
    tts: createEspeakTts({ language: 'en' }),
    onProgress: () => undefined,
  });
}, 120_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** pts of the first `count` packets of one stream, in seconds. */
async function firstPts(file: string, stream: 'v' | 'a', count: number): Promise<number[]> {
  const { stdout } = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', stream, '-read_intervals', `%+#${count}`],
    ...['-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file],
  ]);
  return stdout.trim().split('\n').map(Number);
}

// Issue 32: what the platforms accept — Meta's Reels spec asks for MP4 without edit lists and with the
// moov atom first; the captions are burned in, so the file carries no subtitle track.
describe('the rendered MP4, as uploaded to the platforms', () => {
  it('has no edit lists, only a video and an audio track, and moov before mdat', async () => {
    const layout = mp4Layout(await readFile(result.videoPath));
    expect(layout.tracks).toEqual([
      { handler: 'vide', editList: null },
      { handler: 'soun', editList: null },
    ]);
    expect(layout.topLevel.indexOf('moov')).toBeGreaterThan(-1);
    expect(layout.topLevel.indexOf('moov')).toBeLessThan(layout.topLevel.indexOf('mdat'));
  });

  it('keeps picture and sound together: both start at 0 and end within a frame of each other', async () => {
    const probe = await ffprobe(result.videoPath);
    const v = probe.streams.find((s) => s.codec_type === 'video')!;
    const a = probe.streams.find((s) => s.codec_type === 'audio')!;
    expect(probe.streams.map((s) => s.codec_type)).toEqual(['video', 'audio']);
    // The first picture is shown at 0 although B-frames delay it (negative composition offsets), and
    // the audio's first packet (the encoder's priming) plays at 0 too.
    expect(Math.min(...(await firstPts(result.videoPath, 'v', 4)))).toBe(0);
    expect(await firstPts(result.videoPath, 'a', 2)).toEqual(
      [0, 1024 / 48_000].map((t) => expect.closeTo(t, 5)),
    );
    expect(Math.abs(Number(v.duration) - result.durationS)).toBeLessThan(FRAME_S / 2);
    expect(Math.abs(Number(a.duration) - Number(v.duration))).toBeLessThanOrEqual(FRAME_S);
    // Every frame decodes (a broken ctts or stts would lose or repeat some).
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-count_frames', '-select_streams', 'v', '-show_entries', 'stream=nb_read_frames'],
      ...['-of', 'csv=p=0', result.videoPath],
    ]);
    expect(Number(stdout.trim())).toBe(Math.round(result.durationS * VIDEO.fps));
  });

  it('writes the captions as SubRip beside the video', async () => {
    expect(result.captionsPath).toBe(path.join(path.dirname(result.videoPath), 'captions.srt'));
    const srt = await readFile(result.captionsPath!, 'utf8');
    expect(srt).toMatch(/^1\r?\n00:00:00,\d{3} --> /);
    expect(srt).toContain('34.99');
  });
});
