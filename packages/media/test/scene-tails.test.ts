import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../src/encode/ffmpeg.ts';
import { END_CARD_S, renderVideo } from '../src/render/render.ts';
import { makeProductImages, makeScript, renderTestInput } from './fixtures.ts';

/**
 * A voice edit re-encodes only the frames that show captions: the scene's caption-free tail is a
 * segment of its own, taken from the cache (render/scene-parts.ts).
 */
const url = 'https://shop.test/tall.jpg';
const SCENE_S = 4;
const script = (firstLine: string) =>
  makeScript([
    { duration: SCENE_S, background: `Product image 1: ${url}`, voiceover: firstLine },
    { duration: SCENE_S, background: `Product image 1: ${url}`, voiceover: 'Get yours today.' },
  ]);

let root: string;
let fetchImage: (u: string) => Promise<Buffer>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'scene-tails-'));
  fetchImage = (await makeProductImages([{ url, width: 1080, height: 1920, hue: 30 }])).fetchImage;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const render = (label: string, content: ReturnType<typeof makeScript>) =>
  renderVideo({ ...renderTestInput({ root, label, urls: [url], fetchImage }), content });

/** Each decoded video frame's time stamp and MD5. */
async function decodedFrames(file: string): Promise<{ pts: number; md5: string }[]> {
  const md5 = path.join(root, `${path.basename(path.dirname(file))}.framemd5`);
  await runFfmpeg(['-v', 'error', '-i', file, '-map', '0:v', '-f', 'framemd5', md5]);
  const rows = (await readFile(md5, 'utf8')).split('\n').filter((l) => l && !l.startsWith('#'));
  return rows.map((l) => {
    const cols = l.split(',').map((c) => c.trim());
    return { pts: Number(cols[2]), md5: cols.at(-1)! };
  });
}

describe('caption-free scene tails', () => {
  it('a voice edit re-encodes the captioned head only and keeps the tail from the cache', async () => {
    const first = await render('first', script('Meet SuperBlend.'));
    const before = await readdir(path.join(root, 'cache', 'segments'));
    // Two scenes, each a head and a tail, and the end card.
    expect(before).toHaveLength(5);
    const second = await render('second', script('Meet SuperBlend now.'));
    const after = await readdir(path.join(root, 'cache', 'segments'));
    expect(after).toHaveLength(before.length + 1);

    const frames = (SCENE_S * 2 + END_CARD_S) * 30;
    const [a, b] = await Promise.all([decodedFrames(first.videoPath), decodedFrames(second.videoPath)]);
    for (const decoded of [a, b]) {
      expect(decoded).toHaveLength(frames);
      // Segments are joined as one stream whose clock restarts at each (render/video-format.ts):
      // the frames must still come out evenly spaced from zero, with no gap or overlap at a join.
      const pts = decoded.map((f) => f.pts);
      expect(pts[0]).toBe(0);
      expect(new Set(pts.slice(1).map((t, i) => t - pts[i]!))).toEqual(new Set([pts[1]! - pts[0]!]));
    }
    const md5s = (d: typeof a, from: number, to: number) => d.slice(from, to).map((f) => f.md5);
    // The edited scene's last second is caption-free in both: the same frames, bit for bit.
    const tail = [SCENE_S * 30 - 30, SCENE_S * 30] as const;
    expect(md5s(b, ...tail)).toEqual(md5s(a, ...tail));
    // Its first second shows the new words: different frames.
    expect(md5s(b, 15, 30)).not.toEqual(md5s(a, 15, 30));
  }, 240_000);

  it('a render whose words end earlier takes the later tail another render left, encoding one segment', async () => {
    // The cache holds the tail that 'Meet SuperBlend now.' left (test above). A shorter line would
    // start its own, longer tail earlier; it takes that cached one instead and encodes just its head,
    // as a translation into a shorter language takes the longer language's tail.
    const before = await readdir(path.join(root, 'cache', 'segments'));
    await render('shorter', script('Hi.'));
    const after = await readdir(path.join(root, 'cache', 'segments'));
    expect(after).toHaveLength(before.length + 1);
  }, 240_000);
});
