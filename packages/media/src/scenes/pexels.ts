import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkStockClip } from './clip-check.ts';
import { MAX_STOCK_CLIP_S, parsePexelsVideos, pickStockClip, type StockClip } from './pexels-videos.ts';

/**
 * Stock footage from Pexels video search (`GET {base}/videos/search`, the key in `Authorization`).
 * Every failure mode — no key, HTTP error, no portrait HD clip, a clip over MAX_STOCK_CLIP_S, a
 * file that does not decode, a slow server or download — yields null within `timeoutMs`, so the
 * renderer falls back to a still or designed motion and the job never hangs on a third party.
 * Clips are kept by Pexels' clip and file id: a later video showing the same clip downloads nothing.
 */
export function createPexelsStockClips(cfg: {
  apiKey: string;
  baseUrl?: string;
  downloadDir: string;
  timeoutMs?: number;
  fetchFile: (url: string, signal: AbortSignal) => Promise<Buffer>;
}): (query: string, avoid?: ReadonlySet<number>) => Promise<StockClip | null> {
  const base = (cfg.baseUrl ?? 'https://api.pexels.com').replace(/\/$/, '');
  const timeoutMs = cfg.timeoutMs ?? 15_000;

  async function lookup(
    query: string,
    avoid: ReadonlySet<number>,
    signal: AbortSignal,
  ): Promise<StockClip | null> {
    const params = new URLSearchParams({ query, orientation: 'portrait', size: 'medium', per_page: '10' });
    const res = await fetch(`${base}/videos/search?${params}`, {
      headers: { Authorization: cfg.apiKey, Accept: 'application/json' },
      signal,
    });
    if (!res.ok) return null;
    const pick = pickStockClip(parsePexelsVideos(await res.json()), avoid);
    if (!pick) return null;
    await mkdir(cfg.downloadDir, { recursive: true });
    const file = path.join(cfg.downloadDir, `pexels-${pick.video.id}-${pick.file.id}.mp4`);
    const credit = pick.video.credit;
    // Only checked clips are ever renamed into place, so a file that exists is one that decodes.
    if (((await stat(file).catch(() => null))?.size ?? 0) > 0) return { path: file, credit };
    const data = await cfg.fetchFile(pick.file.link, signal);
    if (signal.aborted || data.length === 0) return null;
    const tmp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}.mp4`;
    try {
      await writeFile(tmp, data);
      if ((await checkStockClip(tmp, MAX_STOCK_CLIP_S, signal)) !== null) return null;
      await rename(tmp, file);
      return { path: file, credit };
    } finally {
      await rm(tmp, { force: true });
    }
  }

  return async (query, avoid = new Set()) => {
    if (!cfg.apiKey || !query.trim()) return null;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve(null);
      }, timeoutMs);
    });
    try {
      return await Promise.race([
        lookup(query.trim().slice(0, 100), avoid, controller.signal).catch(() => null),
        timeout,
      ]);
    } finally {
      clearTimeout(timer);
    }
  };
}
