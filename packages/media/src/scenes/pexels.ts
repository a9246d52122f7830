import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface PexelsVideoFile {
  id: number;
  quality: string | null;
  file_type: string;
  width: number | null;
  height: number | null;
  link: string;
}
interface PexelsVideo {
  id: number;
  width: number;
  height: number;
  video_files: PexelsVideoFile[];
}

/** The portrait MP4 closest to 1080x1920 among HD-ish files (≥720 wide), or null. */
export function pickPortraitFile(
  videos: PexelsVideo[],
): { video: PexelsVideo; file: PexelsVideoFile } | null {
  let best: { video: PexelsVideo; file: PexelsVideoFile; score: number } | null = null;
  for (const video of videos) {
    for (const file of video.video_files ?? []) {
      const w = file.width ?? 0;
      const h = file.height ?? 0;
      if (file.file_type !== 'video/mp4' || h <= w || w < 720) continue;
      if (file.quality && !/^(hd|uhd)$/.test(file.quality)) continue;
      // Prefer 1080 wide; larger files cost download and decode time for no visible gain.
      const score = Math.abs(w - 1080) + (w > 1080 ? 200 : 0);
      if (!best || score < best.score) best = { video, file, score };
    }
  }
  return best ? { video: best.video, file: best.file } : null;
}

/**
 * Stock footage from Pexels video search. Every failure mode — no key, HTTP error, no portrait
 * HD file, slow server, failed download — yields null within `timeoutMs`, so the renderer falls
 * back to an image or colour background and the job never hangs on a third party.
 */
export function createPexelsStockClips(cfg: {
  apiKey: string;
  baseUrl?: string;
  downloadDir: string;
  timeoutMs?: number;
  fetchFile: (url: string) => Promise<Buffer>;
}): (query: string) => Promise<string | null> {
  const base = (cfg.baseUrl ?? 'https://api.pexels.com').replace(/\/$/, '');
  const timeoutMs = cfg.timeoutMs ?? 15_000;

  async function lookup(query: string, signal: AbortSignal): Promise<string | null> {
    const url = `${base}/videos/search?${new URLSearchParams({ query, orientation: 'portrait', size: 'medium', per_page: '10' })}`;
    const res = await fetch(url, { headers: { Authorization: cfg.apiKey }, signal });
    if (!res.ok) return null;
    const body = (await res.json()) as { videos?: PexelsVideo[] };
    const pick = pickPortraitFile(body.videos ?? []);
    if (!pick) return null;
    await mkdir(cfg.downloadDir, { recursive: true });
    const file = path.join(cfg.downloadDir, `pexels-${pick.video.id}-${pick.file.id}.mp4`);
    const existing = await stat(file).catch(() => null);
    if (existing && existing.size > 0) return file;
    const data = await cfg.fetchFile(pick.file.link);
    if (signal.aborted || data.length === 0) return null;
    await writeFile(file, data);
    return file;
  }

  return async (query) => {
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
      return await Promise.race([lookup(query.trim(), controller.signal).catch(() => null), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
