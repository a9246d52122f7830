import { describe, expect, it } from 'vitest';
import { createIndex } from './bm25.ts';
import { stem, terms } from './stem.ts';

describe('stem', () => {
  it('brings word forms together', () => {
    expect(stem('videos')).toBe(stem('video'));
    expect(stem('creating')).toBe(stem('create'));
    expect(stem('countries')).toBe('country');
  });

  it('drops stopwords from search terms', () => {
    expect(terms('How do I share the videos?')).toEqual(['shar', 'video']);
  });
});

describe('BM25 index', () => {
  it('ranks the document that matches more (and rarer) terms first', () => {
    const index = createIndex([
      terms('reset your password'),
      terms('create a video from a link'),
      terms('share a video'),
    ]);
    const hits = index.search(terms('how to create videos'));
    expect(hits[0]?.index).toBe(1);
    expect(hits.map((hit) => hit.index)).not.toContain(0);
  });

  it('finds nothing for unknown words', () => {
    expect(createIndex([terms('reset password')]).search(terms('weather paris'))).toEqual([]);
  });
});
