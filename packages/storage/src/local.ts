import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import type { Storage } from './types.ts';

const META_SUFFIX = '.meta.json';

/**
 * Files under `rootDir`; the content type lives in a sidecar `<file>.meta.json` so `stat` can
 * answer it the way S3 does. Writes go to a temp name first and are renamed, so readers never
 * see half-written objects.
 */
export function createLocalStorage(rootDir: string): Storage {
  const root = path.resolve(rootDir);
  const fileOf = (key: string): string => {
    const p = path.resolve(root, assertValidKey(key));
    if (!p.startsWith(root + path.sep)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    if (p.endsWith(META_SUFFIX)) throw new Error('Invalid storage key: reserved suffix');
    return p;
  };
  const tmpOf = (file: string) => `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  const writeMeta = (file: string, contentType: string) =>
    writeFile(file + META_SUFFIX, JSON.stringify({ contentType }));

  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const out: string[] = [];
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) out.push(...(await walk(p)));
      else if (!e.name.endsWith(META_SUFFIX) && !e.name.includes('.tmp-')) out.push(p);
    }
    return out;
  }

  return {
    async put(key, body, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = tmpOf(file);
      try {
        if (Buffer.isBuffer(body)) await writeFile(tmp, body);
        else await pipeline(body as Readable, createWriteStream(tmp));
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await writeMeta(file, contentType);
    },
    async putFile(key, filePath, contentType) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = tmpOf(file);
      try {
        await copyFile(filePath, tmp);
        await rename(tmp, file);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
      await writeMeta(file, contentType);
    },
    async stat(key) {
      const file = fileOf(key);
      const s = await stat(file).catch(() => null);
      if (!s?.isFile()) return null;
      const meta = await readFile(file + META_SUFFIX, 'utf8')
        .then((t) => JSON.parse(t) as { contentType?: string })
        .catch(() => ({}) as { contentType?: string });
      return { size: s.size, contentType: meta.contentType ?? 'application/octet-stream' };
    },
    async read(key, range) {
      const file = fileOf(key);
      const s = await stat(file).catch(() => null);
      if (!s?.isFile()) throw new Error(`Not found: ${key}`);
      return createReadStream(file, range ? { start: range.start, end: range.end } : {});
    },
    async readBuffer(key) {
      return readFile(fileOf(key));
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
    async deletePrefix(prefix) {
      for (const item of await this.list(prefix)) await this.delete(item.key);
    },
    async list(prefix) {
      assertValidPrefix(prefix);
      // Only the folder the prefix names (or its parent, for a partial last segment) is walked, so
      // listing one video's files costs the same however many other files the store holds.
      const slash = prefix.lastIndexOf('/');
      const files = await walk(slash < 0 ? root : path.join(root, prefix.slice(0, slash)));
      const out: { key: string; size: number }[] = [];
      for (const f of files) {
        const key = path.relative(root, f).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const s = await stat(f).catch(() => null);
        if (s) out.push({ key, size: s.size });
      }
      return out.sort((a, b) => a.key.localeCompare(b.key));
    },
  };
}
