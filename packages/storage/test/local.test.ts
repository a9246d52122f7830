import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage, createStorage } from '../src/index.ts';
import { exerciseStorage } from './storage-contract.ts';

describe('local storage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'storage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('round-trips objects, ranges, listing and prefix deletion', async () => {
    const src = path.join(dir, 'src.bin');
    const bytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
    await writeFile(src, bytes);
    const storage = createLocalStorage(path.join(dir, 'root'));
    await exerciseStorage(storage, src, bytes);
  });

  it('keeps files inside the root and never writes outside it', async () => {
    const storage = createLocalStorage(path.join(dir, 'root'));
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow();
    expect(existsSync(path.join(dir, 'escape.txt'))).toBe(false);
    await storage.put('sites/x/index.html', Buffer.from('<p>hi</p>'), 'text/html');
    expect(await readFile(path.join(dir, 'root/sites/x/index.html'), 'utf8')).toBe('<p>hi</p>');
  });

  it('createStorage picks local disk without a bucket', async () => {
    const storage = createStorage({ STORAGE_DIR: path.join(dir, 'env-root') });
    await storage.put('k.txt', Buffer.from('v'), 'text/plain');
    expect(existsSync(path.join(dir, 'env-root/k.txt'))).toBe(true);
  });
});
