import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { DOCUMENTED_SEARCH, PORTRAIT_SEARCH } from './fixtures/pexels-video-search.ts';
import { createPexelsStockClips } from './pexels.ts';
import { STAND_IN_AUTHOR, startPexelsStandIn } from './pexels-stand-in.ts';
import { MAX_STOCK_CLIP_S, parsePexelsVideos, pickStockClip } from './pexels-videos.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

let dir: string;
let base = '';
let handler: Handler = (_q, res) => res.end();
const server = createServer((req, res) => handler(req, res, new URL(req.url ?? '/', 'http://x')));
let standIn: Awaited<ReturnType<typeof startPexelsStandIn>>;
let longClip: string;

const fetched: string[] = [];
const fetchFile = async (url: string) => {
  fetched.push(url);
  return Buffer.from(await (await fetch(url)).arrayBuffer());
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pexels-'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn = await startPexelsStandIn({ clipDir: path.join(dir, 'stand-in') });
  // A tiny portrait clip longer than any scene may take, whatever its search answer says.
  longClip = path.join(dir, 'long.mp4');
  await runFfmpeg([
    ...['-v', 'error', '-f', 'lavfi', '-i', 'color=c=teal:s=90x160:r=5', '-t', String(MAX_STOCK_CLIP_S + 5)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', longClip],
  ]);
}, 120_000);
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await standIn.close();
  await rm(dir, { recursive: true, force: true });
});

/** An answer with one portrait HD video whose file this test's server serves as `serve` says. */
function oneClip(id: number, durationS: number, serve: (res: ServerResponse) => void): Handler {
  return (_req, res, url) => {
    if (url.pathname !== '/videos/search') return serve(res);
    const file = { id: id + 1, quality: 'hd', file_type: 'video/mp4', width: 1080, height: 1920 };
    const video = {
      id,
      duration: durationS,
      user: { name: 'A' },
      video_files: [{ ...file, link: `${base}/f.mp4` }],
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ videos: [video] }));
  };
}

describe('Pexels video answers', () => {
  it("finds no portrait clip in the documentation's own example (landscape only)", () => {
    const videos = parsePexelsVideos(DOCUMENTED_SEARCH);
    expect(videos.map((v) => v.credit)).toEqual([
      {
        clipId: 1448735,
        author: 'Ruvim Miksanskiy',
        authorUrl: 'https://www.pexels.com/@digitech',
        pageUrl: 'https://www.pexels.com/video/video-of-forest-1448735/',
      },
    ]);
    expect(pickStockClip(videos)).toBeNull();
  });

  it('skips the 10-minute video and the malformed one, and takes the portrait HD file nearest 1080 wide', () => {
    const videos = parsePexelsVideos(PORTRAIT_SEARCH);
    expect(videos.map((v) => v.id)).toEqual([700, 800]);
    const pick = pickStockClip(videos);
    expect(pick?.video.id).toBe(800);
    expect(pick?.file.id).toBe(8004);
    expect(pick?.video.credit.author).toBe('Ana Blender');
    expect(parsePexelsVideos({ videos: 'nope' })).toEqual([]);
    expect(parsePexelsVideos(null)).toEqual([]);
  });
});

describe('Pexels stock clips through the stand-in', () => {
  it('downloads a checked clip once, credits its author, and gives other scenes other clips', async () => {
    const clips = createPexelsStockClips({
      apiKey: 'demo',
      baseUrl: standIn.origin,
      downloadDir: path.join(dir, 'cache'),
      fetchFile,
    });
    const first = await clips('hands making a smoothie');
    expect(first?.credit.author).toBe(STAND_IN_AUTHOR);
    expect(first?.credit.pageUrl).toMatch(new RegExp(`^${standIn.origin}/video/\\d+$`));
    const again = await clips('hands making a smoothie');
    expect(again?.path).toBe(first?.path);
    expect(fetched.filter((u) => u.startsWith(standIn.origin))).toHaveLength(1);
    const other = await clips('hands making a smoothie', new Set([first!.credit.clipId]));
    expect(other?.credit.clipId).not.toBe(first?.credit.clipId);
  }, 60_000);

  it('refuses a search without a key, as Pexels does', async () => {
    expect((await fetch(`${standIn.origin}/videos/search?query=x`)).status).toBe(401);
  });
});

describe('Pexels stock clips that must not be used', () => {
  const clipsAt = (timeoutMs?: number) =>
    createPexelsStockClips({
      apiKey: 'k',
      baseUrl: base,
      downloadDir: path.join(dir, 'bad'),
      fetchFile,
      ...(timeoutMs ? { timeoutMs } : {}),
    });

  it('drops a corrupt file and keeps nothing of it', async () => {
    handler = oneClip(1, 5, (res) => res.writeHead(200).end(Buffer.alloc(4096, 7)));
    expect(await clipsAt()('corrupt')).toBeNull();
    expect(await readdir(path.join(dir, 'bad')).catch(() => [])).toEqual([]);
  });

  it('drops a clip longer than a scene may use even when its answer says it is short', async () => {
    handler = oneClip(3, 5, (res) => {
      res.writeHead(200, { 'content-type': 'video/mp4' });
      import('node:fs').then((fs) => fs.createReadStream(longClip).pipe(res));
    });
    expect(await clipsAt()('long')).toBeNull();
    expect(await readdir(path.join(dir, 'bad')).catch(() => [])).toEqual([]);
  });

  it('answers null on an HTTP error, without a key, and when the server never answers', async () => {
    handler = (_req, res) => res.writeHead(500).end('boom');
    expect(await clipsAt()('server error')).toBeNull();
    expect(
      await createPexelsStockClips({ apiKey: '', baseUrl: base, downloadDir: dir, fetchFile })('x'),
    ).toBeNull();
    handler = () => undefined;
    expect(await clipsAt(300)('slow')).toBeNull();
  });
});
