/**
 * A stand-in for Pexels' video search (demo mode and tests; its own process, never the API's:
 * scripts/serve-pexels-stand-in.ts). It answers `GET /videos/search` in the shape of Pexels'
 * documentation (the documented examples are in fixtures/pexels-video-search.ts, and pexels.test.ts
 * holds this answer to their fields and types), paged as documented (`page`, `per_page`,
 * `next_page`/`prev_page` only when there is such a page), with a few small clips and their preview
 * pictures that it generates with ffmpeg when it starts, each labelled "Pexels stand-in" on screen
 * and as its author, so a video that shows one credits the stand-in, never a real videographer.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { runFfmpeg } from '../encode/ffmpeg.ts';

export type { StockCredit } from './pexels-videos.ts';

export const STAND_IN_AUTHOR = 'Pexels stand-in';

/** The stand-in's clips: small portrait HD files, a few seconds each, made by ffmpeg's own sources. */
export const STAND_IN_CLIPS = [
  { id: 910001, fileId: 920001, source: 'testsrc2=s=360x640:r=30', title: 'Test pattern in motion' },
  { id: 910002, fileId: 920002, source: 'gradients=s=360x640:r=30:speed=0.08:n=3', title: 'Colour drift' },
  {
    id: 910003,
    fileId: 920003,
    source: 'gradients=s=360x640:r=30:speed=0.12:n=5:seed=7',
    title: 'Colour sweep',
  },
] as const;
const CLIP_S = 3;
const SIZE = { width: 720, height: 1280 };

const clipFile = (dir: string, fileId: number) => path.join(dir, `stand-in-${fileId}.mp4`);
/** A clip's preview picture (Pexels' `image` and `video_pictures`): its first frame. */
const pictureFile = (dir: string, fileId: number) => path.join(dir, `stand-in-${fileId}.jpg`);
const made = async (file: string) => ((await stat(file).catch(() => null))?.size ?? 0) > 0;

/** Generates the clips into `dir` (kept between starts: an existing clip is not made again). */
export async function makeStandInClips(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const [i, clip] of STAND_IN_CLIPS.entries()) {
    const file = clipFile(dir, clip.fileId);
    if (!(await made(file))) {
      // Drawn small and scaled up: smooth footage keeps each file a few hundred kB.
      const label = `scale=${SIZE.width}:${SIZE.height}:flags=bilinear,drawtext=text='Pexels stand-in clip ${i + 1}':fontcolor=white:fontsize=40:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=h*0.1`;
      await runFfmpeg([
        ...['-v', 'error', '-f', 'lavfi', '-i', clip.source, '-t', String(CLIP_S)],
        ...['-vf', `${label},format=yuv420p`, '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '34'],
        ...['-movflags', '+faststart', `${file}.tmp.mp4`],
      ]);
      await rename(`${file}.tmp.mp4`, file);
    }
    const picture = pictureFile(dir, clip.fileId);
    if (!(await made(picture))) {
      await runFfmpeg(['-v', 'error', '-i', file, '-frames:v', '1', '-q:v', '5', `${picture}.tmp.jpg`]);
      await rename(`${picture}.tmp.jpg`, picture);
    }
  }
}

/**
 * The search answer for `query` in Pexels' documented shape: page `page` of `perPage` clips (the
 * clips' order rotates with the query), with `next_page`/`prev_page` only when there is such a page.
 */
export function standInSearch(origin: string, query: string, perPage: number, page = 1) {
  const shift = [...query].reduce((a, ch) => a + ch.charCodeAt(0), 0) % STAND_IN_CLIPS.length;
  const all = [...STAND_IN_CLIPS.slice(shift), ...STAND_IN_CLIPS.slice(0, shift)];
  const clips = all.slice((page - 1) * perPage, page * perPage);
  const pageUrl = (n: number) =>
    `${origin}/videos/search/?${new URLSearchParams({ page: String(n), per_page: String(perPage), query })}`;
  return {
    page,
    per_page: perPage,
    total_results: all.length,
    url: `${origin}/videos/`,
    ...(page > 1 ? { prev_page: pageUrl(page - 1) } : {}),
    ...(page * perPage < all.length ? { next_page: pageUrl(page + 1) } : {}),
    videos: clips.map((clip) => ({
      id: clip.id,
      width: SIZE.width,
      height: SIZE.height,
      url: `${origin}/video/${clip.id}`,
      image: `${origin}/files/${clip.fileId}.jpg`,
      duration: CLIP_S,
      user: { id: 1, name: STAND_IN_AUTHOR, url: `${origin}/` },
      video_files: [
        {
          id: clip.fileId,
          quality: 'hd',
          file_type: 'video/mp4',
          width: SIZE.width,
          height: SIZE.height,
          fps: 30,
          link: `${origin}/files/${clip.fileId}.mp4`,
        },
      ],
      video_pictures: [{ id: clip.fileId, picture: `${origin}/files/${clip.fileId}.jpg`, nr: 0 }],
    })),
  };
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * Starts the stand-in on `port` (0: any) after making its clips in `clipDir`. Every search needs an
 * `Authorization` header, as Pexels' does (any value: it is a stand-in).
 */
export async function startPexelsStandIn(o: {
  clipDir: string;
  host?: string;
  port?: number;
  /** Where clients reach it (default: the address it listens on). */
  publicOrigin?: string;
}): Promise<{ origin: string; server: Server; close: () => Promise<void> }> {
  await makeStandInClips(o.clipDir);
  let origin = o.publicOrigin?.replace(/\/+$/, '') ?? '';
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    if (req.method !== 'GET')
      return send(405, 'application/json', JSON.stringify({ error: 'Method not allowed' }));
    if (url.pathname === '/videos/search') {
      if (!req.headers.authorization)
        return send(401, 'application/json', JSON.stringify({ error: 'Unauthorized' }));
      const query = (url.searchParams.get('query') ?? '').slice(0, 200);
      // Pexels' documented defaults and bounds: per_page 15 (at most 80), page 1.
      const perPage = Math.min(80, Math.max(1, Math.trunc(Number(url.searchParams.get('per_page'))) || 15));
      const page = Math.min(1000, Math.max(1, Math.trunc(Number(url.searchParams.get('page'))) || 1));
      if (!query.trim()) return send(400, 'application/json', JSON.stringify({ error: 'query is required' }));
      // Every stand-in clip is portrait: a search for landscape or square footage finds none, as
      // Pexels' `orientation` filter would.
      const orientation = url.searchParams.get('orientation');
      const found = standInSearch(origin, query, perPage, page);
      if (orientation && orientation !== 'portrait') {
        const { next_page: _n, prev_page: _p, ...rest } = found;
        return send(200, 'application/json', JSON.stringify({ ...rest, total_results: 0, videos: [] }));
      }
      return send(200, 'application/json', JSON.stringify(found));
    }
    const file = /^\/files\/(\d+)\.(mp4|jpg)$/.exec(url.pathname);
    const clip = file ? STAND_IN_CLIPS.find((c) => String(c.fileId) === file[1]) : undefined;
    if (file && clip) {
      const video = file[2] === 'mp4';
      res.writeHead(200, { 'content-type': video ? 'video/mp4' : 'image/jpeg' });
      createReadStream((video ? clipFile : pictureFile)(o.clipDir, clip.fileId)).pipe(res);
      return;
    }
    const video = /^\/video\/(\d+)$/.exec(url.pathname);
    const shown = video ? STAND_IN_CLIPS.find((c) => String(c.id) === video[1]) : undefined;
    if (shown) {
      const body = `<p>Stand-in for Pexels: a sample clip generated by ffmpeg for AdReel's demo mode, not a Pexels video.</p><video src="/files/${shown.fileId}.mp4" controls muted playsinline width="270"></video>`;
      return send(200, 'text/html; charset=utf-8', page(`Pexels stand-in: ${shown.title}`, body));
    }
    if (url.pathname === '/' || url.pathname === '/videos/') {
      const list = STAND_IN_CLIPS.map((c) => `<li><a href="/video/${c.id}">${c.title}</a></li>`).join('');
      return send(
        200,
        'text/html; charset=utf-8',
        page('Pexels stand-in', `<p>Stand-in for Pexels video search (demo mode).</p><ul>${list}</ul>`),
      );
    }
    return send(404, 'application/json', JSON.stringify({ error: 'Not found' }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, o.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin ||= `http://${o.host ?? '127.0.0.1'}:${port}`;
  return {
    origin,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
