import { describe, expect, it } from 'vitest';
import { createStatusCache } from './status-cache.ts';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('createStatusCache', () => {
  it('serves a loaded value until a change notice, then reads again', async () => {
    const rows = new Map([['v1', 'processing 10%']]);
    let reads = 0;
    const cache = createStatusCache<string>({
      load: async (id) => {
        reads += 1;
        return rows.get(id) ?? null;
      },
      ttlMs: () => 60_000,
    });
    expect(await cache.get('v1')).toBe('processing 10%');
    rows.set('v1', 'processing 50%');
    expect(await cache.get('v1')).toBe('processing 10%');
    expect(reads).toBe(1);
    cache.invalidate('v1');
    expect(await cache.get('v1')).toBe('processing 50%');
    expect(reads).toBe(2);
  });

  it('shares one read between concurrent callers and keeps no misses', async () => {
    let reads = 0;
    const cache = createStatusCache<string>({
      load: async (id) => {
        reads += 1;
        await new Promise((r) => setTimeout(r, 5));
        return id === 'known' ? 'row' : null;
      },
      ttlMs: () => 60_000,
    });
    const answers = await Promise.all(Array.from({ length: 100 }, () => cache.get('known')));
    expect(new Set(answers)).toEqual(new Set(['row']));
    expect(reads).toBe(1);
    expect(await cache.get('missing')).toBeNull();
    expect(await cache.get('missing')).toBeNull();
    expect(reads).toBe(3);
  });

  it('does not keep a read that a change overtook', async () => {
    const first = deferred<string | null>();
    const loads = [first.promise, Promise.resolve('after the change')];
    const cache = createStatusCache<string>({ load: () => loads.shift()!, ttlMs: () => 60_000 });
    const early = cache.get('v1');
    cache.invalidate('v1');
    first.resolve('before the change');
    expect(await early).toBe('before the change');
    expect(await cache.get('v1')).toBe('after the change');
  });

  it('expires entries on their own time and sheds the oldest when full', async () => {
    let clock = 0;
    let reads = 0;
    const cache = createStatusCache<string>({
      load: async (id) => {
        reads += 1;
        return `${id}@${clock}`;
      },
      ttlMs: (v) => (v.startsWith('slow') ? 10_000 : 1_000),
      maxEntries: 10,
      now: () => clock,
    });
    await cache.get('fast');
    await cache.get('slow');
    clock = 1_500;
    expect(await cache.get('fast')).toBe('fast@1500');
    expect(await cache.get('slow')).toBe('slow@0');
    for (let i = 0; i < 20; i += 1) await cache.get(`id${i}`);
    expect(cache.size).toBeLessThanOrEqual(10);
    expect(reads).toBe(23);
  });
});
