import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cached } from './cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cache-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const slowly = (text: string, calls: string[]) => async (tmp: string) => {
  calls.push(text);
  await new Promise((r) => setTimeout(r, 30));
  await writeFile(tmp, text);
};

describe('cached', () => {
  it('makes an entry asked for twice at once only once; the second ask is a hit', async () => {
    const calls: string[] = [];
    const [a, b] = await Promise.all([
      cached(dir, 'still', 'k', 'jpg', slowly('first', calls)),
      cached(dir, 'still', 'k', 'jpg', slowly('second', calls)),
    ]);
    // Which ask gets there first is up to the file system; exactly one of them makes the entry.
    expect(calls).toHaveLength(1);
    expect([a.hit, b.hit].sort()).toEqual([false, true]);
    expect(await readFile(b.path, 'utf8')).toBe(calls[0]);
  });

  it('makes the entry itself when the producer it waited for failed', async () => {
    const calls: string[] = [];
    const failing = async () => {
      calls.push('cancelled');
      await new Promise((r) => setTimeout(r, 30));
      throw new Error('render cancelled');
    };
    const first = cached(dir, 'still', 'k', 'jpg', failing);
    // Asked once the failing producer has started, so it is the one waited for.
    while (calls.length === 0) await new Promise((r) => setTimeout(r, 1));
    const [a, b] = await Promise.allSettled([
      first,
      cached(dir, 'still', 'k', 'jpg', slowly('retry', calls)),
    ]);
    expect(a.status).toBe('rejected');
    expect(b.status === 'fulfilled' && b.value.hit).toBe(false);
    expect(calls).toEqual(['cancelled', 'retry']);
    expect(await readFile(path.join(dir, 'still', 'k.jpg'), 'utf8')).toBe('retry');
  });
});
