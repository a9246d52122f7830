import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { DOCUMENTED_SEARCH, DOCUMENTED_VIDEO, PORTRAIT_SEARCH } from './fixtures/pexels-video-search.ts';
import { createPexelsStockClips } from './pexels.ts';
import { STAND_IN_AUTHOR, standInSearch, startPexelsStandIn } from './pexels-stand-in.ts';
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

/** Every field path of a JSON value (array items as `[]`) with the JSON types found there. */
function fieldTypes(value: unknown, at = '', out = new Map<string, Set<string>>()) {
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  out.set(at, new Set([...(out.get(at) ?? []), type]));
  if (Array.isArray(value)) for (const item of value) fieldTypes(item, `${at}[]`, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) fieldTypes(v, `${at}.${k}`, out);
  return out;
}

/** Fields of `answer` that the documented examples do not have, or have with another type. */
function undocumented(answer: unknown): string[] {
  // The search example, its Video resource, and the pagination fields the docs list as optional.
  const pageUrl = 'https://api.pexels.com/videos/search/?page=2&per_page=1&query=nature';
  const documented = fieldTypes({
    ...DOCUMENTED_SEARCH,
    next_page: pageUrl,
    prev_page: pageUrl,
    videos: [...DOCUMENTED_SEARCH.videos, DOCUMENTED_VIDEO],
  });
  return [...fieldTypes(answer)].flatMap(([path, types]) =>
    [...types].filter((t) => !documented.get(path)?.has(t)).map((t) => `${path || '(top)'}: ${t}`),
  );
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
    // Its HLS entry (width and height null) is dropped; the six sized MP4 files are kept.
    expect(videos[0]?.files.map((f) => f.id)).toEqual([58649, 58650, 58651, 58652, 58653, 58654]);
  });

  it("takes the documentation's portrait Video resource's HD file, not its SD ones", () => {
    const pick = pickStockClip(parsePexelsVideos({ videos: [DOCUMENTED_VIDEO] }));
    expect(pick?.file).toMatchObject({ id: 125004, width: 1080, height: 1920, quality: 'hd' });
    expect(pick?.video.credit).toEqual({
      clipId: 2499611,
      author: 'Joey Farina',
      authorUrl: 'https://www.pexels.com/@joey',
      pageUrl: 'https://www.pexels.com/video/2499611/',
    });
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

  it('answers in the documented fields and types, paged as documented', async () => {
    const first = standInSearch('http://stand-in', 'smoothie', 2);
    expect(undocumented(first)).toEqual([]);
    // Nothing the documented search answer has is left out (video pictures included).
    const has = fieldTypes(first);
    expect([...fieldTypes(DOCUMENTED_SEARCH).keys()].filter((p) => !has.has(p))).toEqual([]);
    // The helper notices a field Pexels does not have, or one of another type.
    expect(undocumented({ ...first, page: '1', videos: [{ id: 1, author: 'x' }] })).toEqual([
      '.page: string',
      '.videos[].author: string',
    ]);
    expect(first.next_page).toBe('http://stand-in/videos/search/?page=2&per_page=2&query=smoothie');
    expect(first).not.toHaveProperty('prev_page');
    const res = await fetch(`${standIn.origin}/videos/search?query=smoothie&per_page=2&page=2`, {
      headers: { Authorization: 'demo' },
    });
    const second = (await res.json()) as ReturnType<typeof standInSearch>;
    expect(undocumented(second)).toEqual([]);
    expect(second).toMatchObject({ page: 2, per_page: 2, total_results: 3 });
    expect(second.videos).toHaveLength(1);
    expect(second.prev_page).toContain('page=1');
    expect(second).not.toHaveProperty('next_page');
    // Its preview picture is a picture.
    const picture = await fetch(second.videos[0]!.image);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('refuses a search without a key, as Pexels does', async () => {
    expect((await fetch(`${standIn.origin}/videos/search?query=x`)).status).toBe(401);
  });

  it('finds no landscape or square footage: every stand-in clip is portrait', async () => {
    const search = async (orientation: string) =>
      (await (
        await fetch(`${standIn.origin}/videos/search?query=lamp&orientation=${orientation}`, {
          headers: { Authorization: 'k' },
        })
      ).json()) as { total_results: number; videos: unknown[] };
    expect(await search('landscape')).toMatchObject({ total_results: 0, videos: [] });
    expect(await search('square')).toMatchObject({ total_results: 0, videos: [] });
    expect((await search('portrait')).videos.length).toBeGreaterThan(0);
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

  it('asks Pexels once for a query it asked recently (a re-render or translation of the same scenes)', async () => {
    let searches = 0;
    const serve = oneClip(4, 5, (res) => res.writeHead(200).end(Buffer.alloc(4096, 7)));
    handler = (req, res, url) => {
      if (url.pathname === '/videos/search') searches++;
      serve(req, res, url);
    };
    const clips = clipsAt();
    expect(await clips('same scene')).toBeNull();
    expect(await clips('same scene')).toBeNull();
    expect(searches).toBe(1);
    expect(await clips('another scene')).toBeNull();
    expect(searches).toBe(2);
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
