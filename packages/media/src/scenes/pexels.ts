import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStockClip } from './clip-check.ts';
import {
  MAX_STOCK_CLIP_S,
  parsePexelsVideos,
  pickStockClip,
  type StockClip,
  type StockVideo,
} from './pexels-videos.ts';

/**
 * How long a search answer is reused: a re-render after a voice edit, a translation or a variant of
 * the same video asks for the same scenes' clips, and should get them without a request per scene
 * (Pexels allows 200 an hour by default) and without a changed answer swapping a scene's clip, which
 * would also lose every cached segment of that scene.
 */
const SEARCH_KEEP_MS = 6 * 3600_000;
/** The most search answers kept (the oldest goes first). */
const SEARCHES_KEPT = 500;

/**
 * Stock footage from Pexels video search (`GET {base}/videos/search`, the key in `Authorization`).
 * Every failure mode — no key, HTTP error, no portrait HD clip, a clip over MAX_STOCK_CLIP_S, a
 * file that does not decode, a slow server or download — yields null, so the renderer falls back to
 * a still or designed motion: the search and download within `timeoutMs` (the job never hangs on a
 * third party), then the clip's local check (checkStockClip).
 * Clips are kept by Pexels' clip and file id: a later video showing the same clip downloads nothing;
 * search answers are kept in process for SEARCH_KEEP_MS.
 */
export function createPexelsStockClips(cfg: {
  apiKey: string;
  baseUrl?: string;
  downloadDir: string;
  timeoutMs?: number;
  fetchFile: (url: string, signal: AbortSignal) => Promise<Buffer>;
}): (query: string, taken?: Set<number>) => Promise<StockClip | null> {
  const base = (cfg.baseUrl ?? 'https://api.pexels.com').replace(/\/$/, '');
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  const searches = new Map<string, { at: number; videos: StockVideo[] }>();

  /** The videos Pexels answers for `query` (a kept answer when recent), or null on an HTTP error. */
  async function search(query: string, signal: AbortSignal): Promise<StockVideo[] | null> {
    const kept = searches.get(query);
    if (kept && Date.now() - kept.at < SEARCH_KEEP_MS) return kept.videos;
    const params = new URLSearchParams({ query, orientation: 'portrait', size: 'medium', per_page: '10' });
    const res = await fetch(`${base}/videos/search?${params}`, {
      headers: { Authorization: cfg.apiKey, Accept: 'application/json' },
      signal,
    });
    if (!res.ok) return null;
    const videos = parsePexelsVideos(await res.json());
    searches.delete(query);
    if (searches.size >= SEARCHES_KEPT) searches.delete(searches.keys().next().value as string);
    searches.set(query, { at: Date.now(), videos });
    return videos;
  }

  /** The search and the download: the third party's part, which the timeout bounds. */
  async function download(
    query: string,
    taken: Set<number>,
    signal: AbortSignal,
  ): Promise<{ file: string; tmp: string | null; credit: StockClip['credit'] } | null> {
    const videos = await search(query, signal);
    const pick = videos && pickStockClip(videos, taken);
    if (!pick) return null;
    // Taken at once, before the download: scenes looking up together then pick different clips.
    taken.add(pick.video.id);
    await mkdir(cfg.downloadDir, { recursive: true });
    const file = path.join(cfg.downloadDir, `pexels-${pick.video.id}-${pick.file.id}.mp4`);
    const credit = pick.video.credit;
    // Only checked clips are ever renamed into place, so a file that exists is one that decodes.
    if (((await stat(file).catch(() => null))?.size ?? 0) > 0) return { file, tmp: null, credit };
    const data = await cfg.fetchFile(pick.file.link, signal);
    if (signal.aborted || data.length === 0) return null;
    const tmp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}.mp4`;
    await writeFile(tmp, data);
    if (signal.aborted) {
      await rm(tmp, { force: true });
      return null;
    }
    return { file, tmp, credit };
  }

  return async (query, taken = new Set()) => {
    if (!cfg.apiKey || !query.trim()) return null;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, timeoutMs);
    });
    let got: Awaited<ReturnType<typeof download>> = null;
    try {
      got = await Promise.race([
        download(query.trim().slice(0, 100), taken, controller.signal).catch(() => null),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
    if (!got) return null;
    if (!got.tmp) return { path: got.file, credit: got.credit };
    // The check is our own bounded work (a probe and a second of decoding), outside the timeout.
    try {
      if ((await checkStockClip(got.tmp, MAX_STOCK_CLIP_S).catch(() => 'unreadable')) !== null) return null;
      await rename(got.tmp, got.file);
      return { path: got.file, credit: got.credit };
    } finally {
      await rm(got.tmp, { force: true });
    }
  };
}
