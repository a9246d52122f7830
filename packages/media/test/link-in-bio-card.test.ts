import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEspeakTts } from '../src/audio/espeak.ts';
import { mp4Layout } from '../src/encode/mp4-boxes.ts';
import { END_CARD_S, type RenderResult, renderVideo } from '../src/render/render.ts';
import { makeProduct, makeScript, offlineRenderDirs } from './fixtures.ts';

// Issue 32 item 4: a TikTok or Instagram upload closes on a card saying "Link in bio" in the video's
// language instead of the link and its QR code, made by encoding that card's segment alone.
const run = promisify(execFile);
const LINK = 'https://adreel.test/go/bio42';
let root: string;
let original: RenderResult;
let inBio: RenderResult;
let segmentsBefore: string[];
let segmentsAfter: string[];

const segmentFiles = async (cacheDir: string) =>
  (await readdir(path.join(cacheDir, 'segments'))).filter((f) => f.endsWith('.ts')).sort();

/** Each packet of one stream: its time and the MD5 of its bytes. */
async function packets(file: string, stream: 'v' | 'a'): Promise<{ pts: number; hash: string }[]> {
  const { stdout } = await run(
    'ffprobe',
    [
      ...['-v', 'error', '-select_streams', stream, '-show_data_hash', 'MD5'],
      ...['-show_entries', 'packet=pts_time,data_hash', '-of', 'csv=p=0', file],
    ],
    { maxBuffer: 1 << 24 },
  );
  return stdout
    .trim()
    .split('\n')
    .map((l) => {
      const [pts, hash] = l.split(',');
      return { pts: Number(pts), hash: hash! };
    });
}

/** What Tesseract reads on the frame at `atS`, upper case, one line. */
async function ocrAt(file: string, atS: number, dir: string): Promise<string> {
  const png = path.join(dir, `frame-${path.basename(path.dirname(file))}.png`);
  await run('ffmpeg', ['-v', 'error', '-y', '-i', file, '-ss', String(atS), '-frames:v', '1', png]);
  const { stdout } = await run('tesseract', [png, 'stdout', '--psm', '11']);
  return stdout.replace(/\s+/g, ' ').toUpperCase();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'link-in-bio-'));
  const dirs = offlineRenderDirs(root);
  const input = {
    videoId: 'link-in-bio',
    content: makeScript([
      { duration: 2, background: 'Kitchen', voiceover: 'Stopp! Der Mixer für jeden Morgen.' },
      { duration: 2, background: 'Kitchen', voiceover: 'Jetzt nur 34,99 Euro.' },
    ]),
    product: makeProduct([]),
    linkUrl: LINK,
    ...dirs,
    tts: createEspeakTts({ language: 'de' }),
    language: 'de' as const,
    onProgress: () => undefined,
  };
  original = await renderVideo(input);
  segmentsBefore = await segmentFiles(dirs.cacheDir);
  inBio = await renderVideo({
    ...input,
    endCardKind: 'linkInBio',
    workDir: path.join(root, 'work-bio'),
    outDir: path.join(root, 'out-bio'),
  });
  segmentsAfter = await segmentFiles(dirs.cacheDir);
}, 180_000);

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the link-in-bio variant of a video', () => {
  it('encodes only the end card: one new segment, the same length', () => {
    expect(segmentsAfter.length).toBe(segmentsBefore.length + 1);
    expect(segmentsAfter).toEqual(expect.arrayContaining(segmentsBefore));
    expect(inBio.durationS).toBe(original.durationS);
    expect(inBio.sceneStartsS).toEqual(original.sceneStartsS);
    expect(inBio.videoPath).not.toBe(original.videoPath);
  });

  it('carries the same video packets before the end card and the same sound throughout', async () => {
    const cardStart = original.durationS - END_CARD_S;
    const [a, b] = await Promise.all([packets(original.videoPath, 'v'), packets(inBio.videoPath, 'v')]);
    expect(b.map((p) => p.pts)).toEqual(a.map((p) => p.pts));
    const before = (ps: typeof a) => ps.filter((p) => p.pts < cardStart - 1e-6).map((p) => p.hash);
    const card = (ps: typeof a) => ps.filter((p) => p.pts >= cardStart - 1e-6).map((p) => p.hash);
    expect(before(a).length).toBeGreaterThan(30);
    expect(before(b)).toEqual(before(a));
    // The card's own packets are new: its first (the keyframe) differs.
    expect(card(b)[0]).not.toBe(card(a)[0]);
    const [sa, sb] = await Promise.all([packets(original.videoPath, 'a'), packets(inBio.videoPath, 'a')]);
    expect(sb).toEqual(sa);
  });

  it('says "Link in der Bio" on its end card and shows no link, where the original shows the link', async () => {
    const at = original.durationS - END_CARD_S / 2;
    const [was, now] = await Promise.all([
      ocrAt(original.videoPath, at, root),
      ocrAt(inBio.videoPath, at, root),
    ]);
    expect(was).toContain('ADREEL.TEST');
    expect(now).toContain('LINK IN DER BIO');
    expect(now).not.toMatch(/ADREEL|\.TEST|BIO42|\/GO\/|HTTPS?:/);
    // The product's name stays: only the link part of the card changed.
    expect(now).toContain('SUPERBLEND');
  });

  it('is as upload-ready as the original: no edit lists, no subtitle track, moov first', async () => {
    const layout = mp4Layout(await readFile(inBio.videoPath));
    expect(layout.tracks).toEqual([
      { handler: 'vide', editList: null },
      { handler: 'soun', editList: null },
    ]);
    expect(layout.topLevel.indexOf('moov')).toBeLessThan(layout.topLevel.indexOf('mdat'));
  });
});
