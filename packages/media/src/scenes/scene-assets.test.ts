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
    expect(namesProductImage('Pexels photo: https://images.pexels.com/photos/1/p.jpeg', images)).toBe(true);
    expect(namesProductImage('Pexels photo: https://elsewhere.test/p.jpeg', images)).toBe(false);
  });
  it('never picks an image that repeats a neighbour, even next to a named one', () => {
    const two = images.slice(0, 2);
    // Round-robin alone would give scene 2 image a, which scene 1 names.
    expect(assignSceneImages([scene('Product image 1: https://shop.test/a.jpg'), scene('x')], two)).toEqual([
      'https://shop.test/a.jpg',
      'https://shop.test/b.jpg',
    ]);
    const shown = assignSceneImages(
      [
        scene('hook'),
        scene('Product image 2: https://shop.test/b.jpg'),
        scene('Product image 2: https://shop.test/b.jpg'),
        scene('Pexels photo: https://images.pexels.com/photos/1/p.jpeg'),
        scene('cta'),
      ],
      images,
    );
    expect(shown[3]).toBe('https://images.pexels.com/photos/1/p.jpeg');
    // Scenes 2 and 3 name the same image (a choice, kept); every image picked here differs from its neighbours.
    expect(shown[1]).toBe(shown[2]);
    for (const i of [0, 4]) {
      expect(shown[i]).not.toBe(shown[i - 1]);
      expect(shown[i]).not.toBe(shown[i + 1]);
    }
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
