import { describe, expect, it } from 'vitest';
import { mediaIdOf, mediaIdsIn, mediaReference, scenesWithOwnMedia } from './media-library.ts';
import { assignSceneImages, backgroundDescription, namedSceneImage, withSceneImage } from './scene-images.ts';

const A = '0b9f7c1e-2a4d-4c3b-9e8f-1a2b3c4d5e6f';
const B = '7d6c5b4a-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

describe('media references', () => {
  it('round-trips an id and finds every id a text names', () => {
    expect(mediaIdOf(mediaReference(A.toUpperCase()))).toBe(A);
    expect(mediaIdOf('https://example.com/a.jpg')).toBeNull();
    expect(mediaIdsIn(`Your media: adreel-media:${A} — a desk; adreel-media:${B} adreel-media:${A}`)).toEqual(
      [A, B],
    );
  });

  it('is what a scene shows when chosen, ahead of product images, and keeps the description', () => {
    const scene = { visual: { background: 'Product image 1: https://shop.test/1.jpg — a lamp on a desk' } };
    const chosen = withSceneImage(scene, { source: 'library', position: null, url: mediaReference(A) });
    expect(chosen.visual.background).toBe(`Your media: adreel-media:${A} — a lamp on a desk`);
    expect(backgroundDescription(chosen.visual.background)).toBe('a lamp on a desk');
    expect(namedSceneImage(chosen.visual.background, ['https://shop.test/1.jpg'])).toBe(mediaReference(A));
    expect(assignSceneImages([chosen.visual.background, 'a kitchen'], ['https://shop.test/1.jpg'])).toEqual([
      mediaReference(A),
      'https://shop.test/1.jpg',
    ]);
  });

  it('drops references to items the owner does not have, keeping the rest of the text', () => {
    const scenes = [
      { visual: { background: `Your media: adreel-media:${A} — a lamp` } },
      { visual: { background: `Your media: adreel-media:${B} — someone else's` } },
    ];
    const kept = scenesWithOwnMedia(scenes, new Set([A]));
    expect(kept[0]).toBe(scenes[0]);
    expect(kept[1]!.visual.background).toBe("someone else's");
  });
});
