import { type CacheResult, cached } from './cache.ts';
import { VIDEO } from './video-format.ts';

/** What every render step shares: the cache (counting hits), cancellation and the x264 preset. */
export interface RenderContext {
  cacheDir: string;
  workDir: string;
  signal?: AbortSignal;
  preset: string;
  /** x264 CRF: VIDEO.crf, or 0 for the bench's lossless reference (x264Args). */
  crf: number;
  cache: (
    kind: string,
    key: string,
    ext: string,
    produce: (tmp: string) => Promise<void>,
  ) => Promise<CacheResult>;
  /** For entries looked up outside `cache` (batch producers). */
  countHit: () => void;
  cacheHits: () => number;
}

export function createRenderContext(o: {
  cacheDir: string;
  workDir: string;
  signal?: AbortSignal;
  preset: string;
  crf?: number;
}): RenderContext {
  let hits = 0;
  return {
    ...o,
    crf: o.crf ?? VIDEO.crf,
    async cache(kind, key, ext, produce) {
      const r = await cached(o.cacheDir, kind, key, ext, produce);
      if (r.hit) hits++;
      return r;
    },
    countHit: () => {
      hits++;
    },
    cacheHits: () => hits,
  };
}

/** Bump when any stage's output format changes so stale cache entries are ignored. */
export const CACHE_VERSION = 4;
