import type { StockCredit } from '@adreel/contracts';

/**
 * Pexels video search answers (`GET /videos/search`, documented at
 * https://www.pexels.com/api/documentation/#videos-search; fixtures in fixtures/) read defensively:
 * every field is checked, so a changed or hostile answer yields fewer clips, never a crash.
 */

/** Who made a stock clip and where it lives: the credit the video page shows (contracts). */
export type { StockCredit };

export interface StockVideoFile {
  id: number;
  quality: string | null;
  fileType: string;
  width: number;
  height: number;
  link: string;
}

export interface StockVideo {
  id: number;
  durationS: number;
  files: StockVideoFile[];
  credit: StockCredit;
}

/**
 * Longer clips are not downloaded at all: a scene uses a few seconds, and a 10-minute file would
 * cost a download of hundreds of MB and the render's time (issue 36: "a clip 10 minutes long").
 */
export const MAX_STOCK_CLIP_S = 60;
/** Portrait files narrower than this look soft at 1080 wide. */
export const MIN_STOCK_WIDTH = 720;

const text = (v: unknown, max = 200): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null;
const httpUrl = (v: unknown): string | null => {
  const s = text(v, 2048);
  return s && /^https?:\/\/[^\s]+$/.test(s) ? s : null;
};
const count = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null;

/** The videos of a search answer with the fields a clip pick needs; anything malformed is skipped. */
export function parsePexelsVideos(body: unknown): StockVideo[] {
  const videos = (body as { videos?: unknown } | null)?.videos;
  if (!Array.isArray(videos)) return [];
  const out: StockVideo[] = [];
  for (const v of videos.slice(0, 80) as Record<string, unknown>[]) {
    const id = count(v?.id);
    const duration = typeof v?.duration === 'number' && Number.isFinite(v.duration) ? v.duration : null;
    if (id === null || duration === null) continue;
    const user = (v.user ?? {}) as Record<string, unknown>;
    const files: StockVideoFile[] = [];
    for (const f of (Array.isArray(v.video_files) ? v.video_files : []) as Record<string, unknown>[]) {
      const fileId = count(f?.id);
      const link = httpUrl(f?.link);
      const width = count(f?.width);
      const height = count(f?.height);
      if (fileId === null || !link || width === null || height === null) continue;
      files.push({
        id: fileId,
        quality: text(f.quality, 20),
        fileType: text(f.file_type, 40) ?? '',
        width,
        height,
        link,
      });
    }
    out.push({
      id,
      durationS: duration,
      files,
      credit: {
        clipId: id,
        author: text(user.name) ?? 'Pexels',
        authorUrl: httpUrl(user.url),
        pageUrl: httpUrl(v.url),
      },
    });
  }
  return out;
}

/** The portrait MP4 of a video closest to 1080 wide among HD files, or null. */
export function portraitFile(video: Pick<StockVideo, 'files'>): StockVideoFile | null {
  let best: { file: StockVideoFile; score: number } | null = null;
  for (const file of video.files) {
    if (file.fileType !== 'video/mp4' || file.height <= file.width || file.width < MIN_STOCK_WIDTH) continue;
    if (file.quality && !/^(hd|uhd)$/.test(file.quality)) continue;
    // Prefer 1080 wide; larger files cost download and decode time for no visible gain.
    const score = Math.abs(file.width - 1080) + (file.width > 1080 ? 200 : 0);
    if (!best || score < best.score) best = { file, score };
  }
  return best?.file ?? null;
}

/**
 * The clip for a scene: the first video (Pexels orders by relevance) that is short enough and has a
 * portrait HD file, preferring one no other scene of this video took, so consecutive scenes differ.
 */
export function pickStockClip(
  videos: StockVideo[],
  taken: ReadonlySet<number> = new Set(),
): { video: StockVideo; file: StockVideoFile } | null {
  const usable = videos.flatMap((video) => {
    if (video.durationS <= 0 || video.durationS > MAX_STOCK_CLIP_S) return [];
    const file = portraitFile(video);
    return file ? [{ video, file }] : [];
  });
  return usable.find((u) => !taken.has(u.video.id)) ?? usable[0] ?? null;
}

/** A downloaded, checked stock clip and whom to credit for it. */
export interface StockClip {
  path: string;
  credit: StockCredit;
}
