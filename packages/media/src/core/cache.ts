import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Stable hash of a stage's inputs; bump the version in `parts` when a stage's output changes. */
export function hashKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

/** Where an entry lives; for producers that fill several entries in one go (see render/segments.ts). */
export function cachePath(cacheDir: string, kind: string, key: string, ext: string): string {
  return path.join(cacheDir, kind, `${key}.${ext}`);
}

export async function isCached(file: string): Promise<boolean> {
  const s = await stat(file).catch(() => null);
  return Boolean(s && s.size > 0);
}

export interface CacheResult {
  path: string;
  hit: boolean;
}

/**
 * Entries being produced now, by path. Two scenes showing one picture, or two renders of one product
 * running in this worker at once, ask for the same entry together: the later ones wait for the first
 * producer instead of making it again (a product still is ~250 ms of CPU).
 */
const producing = new Map<string, Promise<void>>();

/**
 * Returns the cached file for `key`, producing it on a miss. The producer writes to a temp path
 * that is renamed into place only on success, so an interrupted job never leaves a truncated
 * entry for the retry to trust. An entry another caller is producing is waited for, and counts as a
 * hit; if that producer fails (its render was cancelled, say), this caller makes the entry itself.
 */
export async function cached(
  cacheDir: string,
  kind: string,
  key: string,
  ext: string,
  produce: (tmpPath: string) => Promise<void>,
): Promise<CacheResult> {
  const file = cachePath(cacheDir, kind, key, ext);
  for (;;) {
    if (await isCached(file)) return { path: file, hit: true };
    const other = producing.get(file);
    if (!other) break;
    await other.catch(() => undefined);
  }
  const made = produceInto(path.join(cacheDir, kind), key, ext, file, produce);
  producing.set(file, made);
  try {
    await made;
  } finally {
    producing.delete(file);
  }
  return { path: file, hit: false };
}

async function produceInto(
  dir: string,
  key: string,
  ext: string,
  file: string,
  produce: (tmpPath: string) => Promise<void>,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  // Keep the extension last so tools that infer the format from it (ffmpeg muxers) still work.
  const tmp = path.join(dir, `${key}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}.${ext}`);
  try {
    await produce(tmp);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
}
