import { describe, expect, it } from 'vitest';
import { parseSrcset, serializeSrcset } from './srcset.ts';

describe('srcset', () => {
  it('parses candidates with and without descriptors, keeping commas inside URLs', () => {
    expect(parseSrcset('a.png 1x, https://cdn.x/w_100,h_80/b.png 2x,c.png')).toEqual([
      { url: 'a.png', descriptor: '1x' },
      { url: 'https://cdn.x/w_100,h_80/b.png', descriptor: '2x' },
      { url: 'c.png', descriptor: '' },
    ]);
    expect(parseSrcset('d.png, e.png 480w')).toEqual([
      { url: 'd.png', descriptor: '' },
      { url: 'e.png', descriptor: '480w' },
    ]);
  });

  it('round-trips', () => {
    const candidates = parseSrcset('small.jpg 480w,  large.jpg 1080w');
    expect(serializeSrcset(candidates)).toBe('small.jpg 480w, large.jpg 1080w');
  });
});
