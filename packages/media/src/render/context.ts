import { type CacheResult, cached } from './cache.ts';

/** What every render step shares: the cache (counting hits), cancellation and the x264 preset. */
export interface RenderContext {
  cacheDir: string;
  workDir: string;
  signal?: AbortSignal;
  preset: string;
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
}): RenderContext {
  let hits = 0;
  // Two scenes showing the same picture ask for the same entry at once; the second waits for the
  // first's producer instead of making it again (a product still is ~250 ms of CPU).
  const inFlight = new Map<string, Promise<CacheResult>>();
  return {
    ...o,
    async cache(kind, key, ext, produce) {
      const id = `${kind}/${key}.${ext}`;
      const pending = inFlight.get(id);
      if (pending) {
        const r = await pending;
        hits++;
        return { path: r.path, hit: true };
      }
      const p = cached(o.cacheDir, kind, key, ext, produce);
      inFlight.set(id, p);
      try {
        const r = await p;
        if (r.hit) hits++;
        return r;
      } finally {
        inFlight.delete(id);
      }
    },
    countHit: () => {
      hits++;
    },
    cacheHits: () => hits,
  };
}

/** Bump when any stage's output format changes so stale cache entries are ignored. */
export const CACHE_VERSION = 4;
