import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CAPTION_STYLES, type CaptionStyleId, VIDEO_TEMPLATES } from '@adreel/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFliteTts } from '../src/audio/tts.ts';
import { buildAss } from '../src/captions/captions.ts';
import { captionLines, timeWords } from '../src/captions/phrases.ts';
import { ffprobe, runFfmpeg } from '../src/encode/ffmpeg.ts';
import { buildFilterGraph } from '../src/encode/filtergraph.ts';
import { captionLayoutFor, DEFAULT_RENDER_LOOK } from '../src/look/look.ts';
import { END_CARD_S, renderVideo } from '../src/render/render.ts';
import { renderStoryboard } from '../src/render/storyboard.ts';
import { makeProduct, makeProductImages, makeScript } from './fixtures.ts';

let root: string;
let fetchImage: (url: string) => Promise<Buffer>;
const url = 'https://shop.test/blender.jpg';

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'looks-'));
  fetchImage = (await makeProductImages([{ url, width: 1400, height: 1100, hue: 190 }])).fetchImage;
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const grey = async (jpeg: Buffer | string, w: number, h: number) =>
  sharp(jpeg).resize(w, h, { fit: 'fill' }).greyscale().raw().toBuffer();

const meanAbsDiff = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

describe('templates', () => {
  it('draw the same scene visibly differently (pairwise mean difference of the frames)', async () => {
    const content = makeScript([
      { duration: 3, background: `Product image 1: ${url}`, voiceover: 'Smoothies in seconds, every day.' },
    ]);
    const frames = new Map<string, Buffer>();
    for (const t of VIDEO_TEMPLATES) {
      const board = await renderStoryboard({
        content,
        product: makeProduct([url]),
        look: { ...DEFAULT_RENDER_LOOK, template: t.id },
        cacheDir: path.join(root, 'cache'),
        workDir: path.join(root, `work-${t.id}`),
        fetchImage,
        stillWidth: 180,
      });
      expect([board.width, board.height]).toEqual([180, 320]);
      frames.set(t.id, await grey(board.stills[0]!, 180, 320));
    }
    const ids = [...frames.keys()];
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        const d = meanAbsDiff(frames.get(ids[i]!)!, frames.get(ids[j]!)!);
        expect(d, `${ids[i]} vs ${ids[j]}`).toBeGreaterThan(6);
      }
    }
  });
});

describe('storyboard', () => {
  it('redraws only the edited scene, from the cache the render shares', async () => {
    const scenes = [1, 2, 3].map((i) => ({
      duration: 3,
      background: `Product image 1: ${url}`,
      voiceover: `Scene ${i} tells you something.`,
    }));
    const draw = (voiceover3: string) =>
      renderStoryboard({
        content: makeScript(scenes.map((sc, i) => (i === 2 ? { ...sc, voiceover: voiceover3 } : sc))),
        product: makeProduct([url]),
        look: { template: 'bold', format: '16:9', captionStyle: 'outline' },
        cacheDir: path.join(root, 'cache-sb'),
        workDir: path.join(root, 'work-sb'),
        fetchImage,
      });
    const first = await draw('Scene 3 tells you something.');
    expect([first.width, first.height]).toEqual([360, 202]);
    const edited = await draw('A different closing line.');
    expect(edited.stills[0]!.equals(first.stills[0]!)).toBe(true);
    expect(edited.stills[1]!.equals(first.stills[1]!)).toBe(true);
    expect(edited.stills[2]!.equals(first.stills[2]!)).toBe(false);
    expect(await readdir(path.join(root, 'cache-sb', 'storyboard'))).toHaveLength(4);
  });
});

describe('caption styles', () => {
  /** Rows (in a 270x480 copy of a 1080x1920 frame) where a frame with captions differs from one without. */
  async function captionRows(style: CaptionStyleId): Promise<number[]> {
    const dir = path.join(root, `cap-${style}`);
    await rm(dir, { recursive: true, force: true });
    await runFfmpeg([
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=0x336699:s=1188x2112',
      '-frames:v',
      '1',
      path.join(root, 'flat.jpg'),
    ]);
    await mkdir(dir, { recursive: true });
    const layout = captionLayoutFor({ ...DEFAULT_RENDER_LOOK, captionStyle: style });
    await writeFile(
      path.join(dir, 'c.ass'),
      buildAss(captionLines(timeWords('Fresh smoothies in seconds', 0, 1)), layout),
    );
    const frame = async (captionsFile: string | null, out: string) => {
      const g = buildFilterGraph({
        width: 1080,
        height: 1920,
        fps: 30,
        scenes: [
          {
            durationS: 1,
            background: { kind: 'still', path: path.join(root, 'flat.jpg'), motion: 'panUp' },
            window: { from: 15, frames: 1 },
          },
        ],
        captionsFile,
        audio: null,
      });
      await runFfmpeg(
        [
          '-v',
          'error',
          ...g.inputs.flat(),
          '-filter_complex',
          g.filterComplex,
          ...g.maps,
          '-frames:v',
          '1',
          '-s',
          '270x480',
          out,
        ],
        { cwd: dir },
      );
      return sharp(path.join(dir, out)).greyscale().raw().toBuffer();
    };
    const on = await frame('c.ass', 'on.png');
    const off = await frame(null, 'off.png');
    const rows: number[] = [];
    for (let y = 0; y < 480; y++) {
      let d = 0;
      for (let x = 0; x < 270; x++) d += Math.abs(on[y * 270 + x]! - off[y * 270 + x]!);
      if (d / 270 > 3) rows.push(y);
    }
    return rows;
  }

  it('burn each style in its own zone: bottom, box, centre and lower third, never in the top band', async () => {
    const zones: Record<string, [number, number]> = {};
    for (const c of CAPTION_STYLES) {
      const rows = await captionRows(c.id);
      expect(rows.length, c.id).toBeGreaterThan(5);
      zones[c.id] = [rows[0]!, rows.at(-1)!];
      // Nothing in the top 14% (platform UI) or the bottom 20% (caption bar and buttons).
      expect(rows[0]!, c.id).toBeGreaterThan(480 * 0.14);
      expect(rows.at(-1)!, c.id).toBeLessThan(480 * 0.8);
    }
    // Bottom styles end just above the bottom band; the centred one sits around the middle.
    expect(zones.highlight![1]).toBeGreaterThan(480 * 0.7);
    expect(zones.box![1]).toBeGreaterThan(480 * 0.7);
    expect(zones.outline![0]).toBeLessThan(240);
    expect(zones.outline![1]).toBeGreaterThan(240);
    expect(zones.outline![1]).toBeLessThan(480 * 0.65);
    expect(zones.minimal![1]).toBeLessThan(zones.highlight![0]! + 20);
    // The box style paints a solid panel: far more changed rows are fully covered than outline text.
    expect(zones.box![1] - zones.box![0]).toBeGreaterThan(10);
  });
});

describe('formats', () => {
  for (const [format, width, height] of [
    ['1:1', 1080, 1080],
    ['16:9', 1920, 1080],
  ] as const) {
    it(`renders ${format} at ${width}x${height} with the end card's QR code square and inside the frame`, async () => {
      const out = path.join(root, `out-${format.replace(':', 'x')}`);
      const r = await renderVideo({
        videoId: `fmt-${format}`,
        content: makeScript([
          { duration: 1.5, background: `Product image 1: ${url}`, voiceover: 'Hi there.' },
        ]),
        product: makeProduct([url]),
        linkUrl: 'https://www.digistore24.com/redir/123/aff/',
        workDir: path.join(root, `work-fmt-${format.replace(':', 'x')}`),
        outDir: out,
        cacheDir: path.join(root, 'cache'),
        fetchImage,
        tts: createFliteTts(),
        onProgress: () => undefined,
        preset: 'ultrafast',
        look: { format, template: 'ugc', captionStyle: 'box' },
      });
      const v = (await ffprobe(r.videoPath)).streams.find((s) => s.codec_type === 'video');
      expect(v).toMatchObject({ width, height });
      expect(await sharp(r.thumbnailPath).metadata()).toMatchObject({ width, height });
      // The end card: the QR code's white quiet zone is the longest run of white in any row and in
      // any column; equal runs mean a square code (re-laid, not stretched), well inside the frame.
      const png = path.join(out, 'card.png');
      await runFfmpeg([
        '-v',
        'error',
        '-ss',
        String(r.durationS - END_CARD_S / 2),
        '-i',
        r.videoPath,
        '-frames:v',
        '1',
        png,
      ]);
      const img = await sharp(png).greyscale().raw().toBuffer();
      const white = (x: number, y: number) => img[y * width + x]! > 225;
      const longest = (outer: number, inner: number, at: (o: number, i: number) => boolean) => {
        let best = 0;
        for (let o = 0; o < outer; o++) {
          let run = 0;
          for (let i = 0; i < inner; i++) {
            run = at(o, i) ? run + 1 : 0;
            best = Math.max(best, run);
          }
        }
        return best;
      };
      const across = longest(height, width, (y, x) => white(x, y));
      const down = longest(width, height, (x, y) => white(x, y));
      expect(across).toBeGreaterThan(height * 0.25);
      expect(Math.abs(across - down) / across).toBeLessThan(0.08);
    }, 120_000);
  }
});
