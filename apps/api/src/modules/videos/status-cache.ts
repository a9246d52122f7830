/**
 * The polled video statuses, kept in the API process and dropped whenever the worker (or another API
 * process) announces a change to that video. Every open generation page polls its video every few
 * seconds; with this, a poll that finds no change touches neither Postgres nor Redis.
 *
 * - A change notice drops the entry, and marks a read still in flight as stale so it is not kept.
 * - Reads of the same id share one query (a hundred tabs on one video cost one read).
 * - Each entry also expires on its own (`ttlMs(value)`), so a notice lost with Redis costs at most
 *   that much freshness.
 * - Misses (no such row) are not kept.
 */
export interface StatusCacheOptions<T> {
  load(id: string): Promise<T | null>;
  /** How long a loaded value may be served without a notice. */
  ttlMs(value: T): number;
  maxEntries?: number;
  now?: () => number;
}

export function createStatusCache<T>(opts: StatusCacheOptions<T>) {
  const maxEntries = opts.maxEntries ?? 50_000;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; until: number }>();
  const loading = new Map<string, { promise: Promise<T | null>; stale: boolean }>();

  function keep(id: string, value: T): void {
    if (entries.size >= maxEntries) {
      // Oldest first (Map keeps insertion order): a full cache sheds a tenth at once.
      let drop = Math.ceil(maxEntries / 10);
      for (const key of entries.keys()) {
        entries.delete(key);
        if (--drop === 0) break;
      }
    }
    entries.set(id, { value, until: now() + opts.ttlMs(value) });
  }

  return {
    async get(id: string): Promise<T | null> {
      const hit = entries.get(id);
      if (hit && hit.until > now()) return hit.value;
      if (hit) entries.delete(id);
      const pending = loading.get(id);
      if (pending) return pending.promise;
      const flight = { stale: false, promise: opts.load(id) };
      loading.set(id, flight);
      try {
        const value = await flight.promise;
        if (value !== null && !flight.stale) keep(id, value);
        return value;
      } finally {
        if (loading.get(id) === flight) loading.delete(id);
      }
    },

    /** The row changed somewhere: the next read goes to Postgres. */
    invalidate(id: string): void {
      entries.delete(id);
      const flight = loading.get(id);
      if (flight) {
        flight.stale = true;
        loading.delete(id);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}
