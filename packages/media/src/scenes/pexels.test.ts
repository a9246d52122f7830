import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPexelsStockClips, pickPortraitFile } from './pexels.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => void;

let base = '';
let handler: Handler = (_q, res) => res.end();
const requests: { url: URL; auth: string | undefined }[] = [];
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  requests.push({ url, auth: req.headers.authorization });
  handler(req, res, url);
});
let dir: string;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(tmpdir(), 'pexels-'));
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((r) => server.close(() => r()));
  await rm(dir, { recursive: true, force: true });
});

const file = (id: number, quality: string, width: number, height: number) => ({
  id,
  quality,
  file_type: 'video/mp4',
  width,
  height,
  link: `${base}/files/${id}.mp4`,
});

const fetchFile = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

describe('Pexels stock clips', () => {
  it('searches portrait videos with the API key and downloads the portrait HD file nearest 1080x1920', async () => {
    handler = (_req, res, url) => {
      if (url.pathname === '/videos/search') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            page: 1,
            per_page: 10,
            videos: [
              {
                id: 7,
                width: 1080,
                height: 1920,
                video_files: [
                  file(1, 'sd', 540, 960),
                  file(2, 'hd', 1920, 1080),
                  file(3, 'uhd', 2160, 3840),
                  file(4, 'hd', 1080, 1920),
                ],
              },
            ],
          }),
        );
      } else res.writeHead(200, { 'content-type': 'video/mp4' }).end(`clip ${url.pathname}`);
    };
    const clips = createPexelsStockClips({ apiKey: 'px-key', baseUrl: base, downloadDir: dir, fetchFile });
    const out = await clips('happy woman kitchen');
    expect(out).toBe(path.join(dir, 'pexels-7-4.mp4'));
    expect((await readFile(out!)).toString()).toBe('clip /files/4.mp4');
    const search = requests.find((r) => r.url.pathname === '/videos/search')!;
    expect(search.auth).toBe('px-key');
    expect(search.url.searchParams.get('query')).toBe('happy woman kitchen');
    expect(search.url.searchParams.get('orientation')).toBe('portrait');
  });

  it('returns null when nothing portrait HD exists or the API errors', async () => {
    const clips = createPexelsStockClips({ apiKey: 'k', baseUrl: base, downloadDir: dir, fetchFile });
    handler = (_req, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          videos: [{ id: 9, width: 1920, height: 1080, video_files: [file(5, 'hd', 1920, 1080)] }],
        }),
      );
    expect(await clips('landscape only')).toBeNull();
    handler = (_req, res) => res.writeHead(500).end('boom');
    expect(await clips('server error')).toBeNull();
    expect(
      await createPexelsStockClips({ apiKey: '', baseUrl: base, downloadDir: dir, fetchFile })('x'),
    ).toBeNull();
  });

  it('gives up quickly when the server hangs', async () => {
    handler = () => undefined; // never answers
    const clips = createPexelsStockClips({
      apiKey: 'k',
      baseUrl: base,
      downloadDir: dir,
      fetchFile,
      timeoutMs: 300,
    });
    const t = Date.now();
    expect(await clips('slow')).toBeNull();
    expect(Date.now() - t).toBeLessThan(2000);
  });

  it('prefers 1080-wide portrait files over larger ones', () => {
    const pick = pickPortraitFile([
      { id: 1, width: 0, height: 0, video_files: [file(1, 'hd', 1440, 2560), file(2, 'hd', 1080, 1920)] },
    ]);
    expect(pick?.file.id).toBe(2);
  });
});
