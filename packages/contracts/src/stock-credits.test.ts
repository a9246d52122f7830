import { describe, expect, it } from 'vitest';
import { parseStockCredits } from './stock-credits.ts';

describe('stock credits as stored', () => {
  it('keeps well-formed credits and drops the rest, and never a non-web link', () => {
    const ok = { clipId: 1, author: 'Ana', authorUrl: 'https://www.pexels.com/@ana', pageUrl: null };
    expect(parseStockCredits([ok, { clipId: 'x' }, null])).toEqual([ok]);
    expect(parseStockCredits([{ ...ok, authorUrl: 'javascript:alert(1)' }])).toEqual([
      { ...ok, authorUrl: null },
    ]);
    expect(parseStockCredits(null)).toEqual([]);
    expect(parseStockCredits({ clipId: 1 })).toEqual([]);
  });
});
