import type { Storage } from '@adreel/storage';

/**
 * Files the API makes on first use and then serves from storage (template thumbnails, voice preview
 * clips, scene-image thumbnails). `ensure(key, type, make)` answers the key once the file is
 * stored: concurrent first requests share one `make`, a file already in storage is never made
 * again, and a key known to be stored costs nothing after that. A failure is not remembered, so
 * the next request tries again.
 */
export function storedOnce(storage: Pick<Storage, 'stat' | 'put'>, maxKnown = 10_000) {
  const inFlight = new Map<string, Promise<string>>();
  const known = new Set<string>();
  return function ensure(key: string, contentType: string, make: () => Promise<Buffer>): Promise<string> {
    if (known.has(key)) return Promise.resolve(key);
    let job = inFlight.get(key);
    if (!job) {
      job = (async () => {
        if (!(await storage.stat(key))) await storage.put(key, await make(), contentType);
        if (known.size >= maxKnown) known.clear();
        known.add(key);
        return key;
      })().finally(() => inFlight.delete(key));
      inFlight.set(key, job);
    }
    return job;
  };
}
