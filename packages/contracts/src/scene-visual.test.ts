import { describe, expect, it } from 'vitest';
import { imageUrlsIn, productImageReference } from './scene-visual.ts';

describe('scene visual references', () => {
  it('round-trips product image references through a background description', () => {
    const background = `${productImageReference(2, 'https://cdn.example.com/a.jpg?w=1080')} — close-up, then ${productImageReference(3, 'http://x.example/b.png')}.`;
    expect(background.startsWith('Product image 2: https://cdn.example.com/a.jpg?w=1080')).toBe(true);
    expect(imageUrlsIn(background)).toEqual([
      'https://cdn.example.com/a.jpg?w=1080',
      'http://x.example/b.png',
    ]);
    expect(imageUrlsIn('a calm blue gradient')).toEqual([]);
  });
});
