/** A small least-recently-used cache with a time limit per entry (Map keeps insertion order). */
export function createLru<V>(maxSize: number, ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key: string): { value: V } | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, hit);
      return { value: hit.value };
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      if (entries.size > maxSize) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
    },
    delete(key: string): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
