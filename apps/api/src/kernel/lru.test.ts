import { describe, expect, it } from 'vitest';
import { createLru } from './lru.ts';

describe('createLru', () => {
  it('evicts the least recently used entry past its size', () => {
    const lru = createLru<number>(2, 1000);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')?.value).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')?.value).toBe(1);
    expect(lru.get('c')?.value).toBe(3);
  });

  it('forgets entries after their time and keeps cached misses', () => {
    let t = 0;
    const lru = createLru<string | null>(10, 100, () => t);
    lru.set('gone', null);
    expect(lru.get('gone')).toEqual({ value: null });
    t = 150;
    expect(lru.get('gone')).toBeUndefined();
  });
});
