import { describe, expect, it } from 'vitest';
import { assignSceneImages, namesProductImage, parseMotion, stockQuery } from './scene-assets.ts';

const scene = (background: string) => ({ visual: { background } });

describe('assignSceneImages', () => {
  const images = ['https://shop.test/a.jpg', 'https://shop.test/b.jpg', 'https://shop.test/c.jpg'];
  it('uses images named in the background text, round-robin for the rest', () => {
    const scenes = [
      scene('Product image 3: https://shop.test/c.jpg.'),
      scene('Close-up of hands'),
      scene('Lifestyle shot'),
      scene('Product image 1: https://shop.test/a.jpg'),
      scene('Unknown https://elsewhere.test/x.jpg'),
    ];
    expect(assignSceneImages(scenes, images)).toEqual([
      'https://shop.test/c.jpg',
      'https://shop.test/a.jpg',
      'https://shop.test/b.jpg',
      'https://shop.test/a.jpg',
      'https://shop.test/c.jpg',
    ]);
  });
  it('falls back to colour (null) without product images', () => {
    expect(assignSceneImages([scene('anything'), scene('x')], [])).toEqual([null, null]);
  });
  it('detects explicitly named images', () => {
    expect(namesProductImage('Product image 2: https://shop.test/b.jpg', images)).toBe(true);
    expect(namesProductImage('A sunny kitchen', images)).toBe(false);
  });
});

describe('parseMotion', () => {
  it.each([
    ['Slow zoom out', 'zoomOut'],
    ['Ken Burns zoom', 'zoomIn'],
    ['pan left across the product', 'panLeft'],
    ['Pan right', 'panRight'],
    ['tilt up', 'panUp'],
    ['camera moves down', 'panDown'],
  ] as const)('%s → %s', (text, motion) => {
    expect(parseMotion(text, 0)).toBe(motion);
  });
  it('varies the default by scene', () => {
    expect(new Set([0, 1, 2, 3].map((i) => parseMotion(undefined, i))).size).toBe(4);
  });
});

describe('stockQuery', () => {
  it('keeps the descriptive words only', () => {
    expect(
      stockQuery(
        'Product image 2: https://x.test/i.jpg — happy woman, blending a smoothie in a bright kitchen',
      ),
    ).toBe('happy woman blending a smoothie in');
  });
});
