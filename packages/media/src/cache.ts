import { createHash } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Stable hash of a stage's inputs; bump the version in `parts` when a stage's output changes. */
export function hashKey(...parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);
}

export interface CacheResult {
  path: string;
  hit: boolean;
}

/**
 * Returns the cached file for `key`, producing it on a miss. The producer writes to a temp path
 * that is renamed into place only on success, so an interrupted job never leaves a truncated
 * entry for the retry to trust.
 */
export async function cached(
  cacheDir: string,
  kind: string,
  key: string,
  ext: string,
  produce: (tmpPath: string) => Promise<void>,
): Promise<CacheResult> {
  const dir = path.join(cacheDir, kind);
  const file = path.join(dir, `${key}.${ext}`);
  const s = await stat(file).catch(() => null);
  if (s && s.size > 0) return { path: file, hit: true };
  await mkdir(dir, { recursive: true });
  // Keep the extension last so tools that infer the format from it (ffmpeg muxers) still work.
  const tmp = path.join(dir, `${key}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}.${ext}`);
  try {
    await produce(tmp);
    await rename(tmp, file);
  } finally {
    await rm(tmp, { force: true });
  }
  return { path: file, hit: false };
}
