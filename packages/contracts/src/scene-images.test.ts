import { describe, expect, it } from 'vitest';
import {
  assignSceneImages,
  backgroundDescription,
  backgroundDescriptionMax,
  backgroundReference,
  isPexelsPhotoUrl,
  namedSceneImage,
  pexelsPhotoReference,
  sceneImageSearchQuerySchema,
  withBackgroundDescription,
  withSceneImage,
} from './scene-images.ts';
import { productImageReference } from './scene-visual.ts';

const A = 'https://shop.test/a.jpg';
const B = 'https://shop.test/b.jpg';
const C = 'https://shop.test/c.jpg';
const PEXELS = 'https://images.pexels.com/photos/123/pexels-photo-123.jpeg?auto=compress&h=650';

const scene = (background: string) => ({ visual: { background, animation: 'pan left' }, duration: 4 });
const noRepeat = (shown: (string | null)[]) => shown.every((img, i) => i === 0 || img !== shown[i - 1]);

describe('withSceneImage', () => {
  it('replaces the leading reference and keeps the shot description', () => {
    const s = scene(`${productImageReference(1, A)} — hero shot of the lamp`);
    const chosen = withSceneImage(s, { source: 'product', position: 3, url: C });
    expect(chosen.visual).toEqual({
      background: `${productImageReference(3, C)} — hero shot of the lamp`,
      animation: 'pan left',
    });
    expect(s.visual.background).toContain(A);
    const pexels = withSceneImage(chosen, { source: 'pexels', position: null, url: PEXELS });
    expect(pexels.visual.background).toBe(`Pexels photo: ${PEXELS} — hero shot of the lamp`);
    // Choosing again replaces the Pexels reference, it does not stack references.
    expect(withSceneImage(pexels, { source: 'product', position: 2, url: B }).visual.background).toBe(
      `Product image 2: ${B} — hero shot of the lamp`,
    );
  });

  it('prefixes a plain description and drops it when the whole would pass 500 characters', () => {
    expect(
      withSceneImage(scene('A calm blue gradient'), { source: 'product', position: 2, url: B }).visual
        .background,
    ).toBe(`Product image 2: ${B} — A calm blue gradient`);
    const long = withSceneImage(scene('x'.repeat(480)), { source: 'product', position: 2, url: B });
    expect(long.visual.background).toBe(productImageReference(2, B));
  });
});

describe('backgroundDescription', () => {
  it('drops a leading reference only', () => {
    expect(backgroundDescription(`${productImageReference(2, B)} — close-up`)).toBe('close-up');
    expect(backgroundDescription(pexelsPhotoReference(PEXELS))).toBe('');
    expect(backgroundDescription(`A lamp, see ${A}`)).toBe(`A lamp, see ${A}`);
  });
});

describe('namedSceneImage', () => {
  it('finds product images and Pexels photos, nothing else', () => {
    expect(namedSceneImage(`Product image 2: ${B}.`, [A, B])).toBe(B);
    expect(namedSceneImage(pexelsPhotoReference(PEXELS), [A])).toBe(PEXELS);
    expect(namedSceneImage('Pexels photo: https://evil.test/x.jpg', [A])).toBeNull();
    expect(namedSceneImage('a gradient', [A])).toBeNull();
  });

  it('accepts only https on images.pexels.com as a Pexels photo', () => {
    expect(isPexelsPhotoUrl(PEXELS)).toBe(true);
    expect(isPexelsPhotoUrl('http://images.pexels.com/x.jpg')).toBe(false);
    expect(isPexelsPhotoUrl('https://images.pexels.com.evil.test/x.jpg')).toBe(false);
    expect(isPexelsPhotoUrl('https://images.pexels.com:8443/x.jpg')).toBe(false);
    expect(isPexelsPhotoUrl('not a url')).toBe(false);
  });
});

describe('assignSceneImages', () => {
  it('keeps named images and fills the rest round-robin without consecutive repeats', () => {
    // Round-robin would give scene 2 image A, the image scene 1 names.
    const shown = assignSceneImages([`Product image 1: ${A}`, 'close-up', 'lifestyle', 'cta'], [A, B, C]);
    expect(shown).toEqual([A, B, C, A]);
    expect(noRepeat(shown)).toBe(true);
  });

  it('never repeats next to a named image, before or after it', () => {
    const shown = assignSceneImages(
      ['hook', `Product image 1: ${A}`, 'offer', `Product image 2: ${B}`],
      [A, B],
    );
    // Scene 3 sits between A and B, so it can only differ from A (the one before it).
    expect(shown).toEqual([B, A, B, B]);
    // With two images and B on both sides of scene 3, scene 3 can only differ from scene 2.
    expect(assignSceneImages(['x', 'y', 'z'], [A, B])).toEqual([A, B, A]);
  });

  it('keeps a named image that repeats the previous scene: it was chosen', () => {
    const shown = assignSceneImages([`Product image 1: ${A}`, `Product image 1: ${A}`, 'z'], [A, B, C]);
    expect(shown).toEqual([A, A, B]);
    // One image only: repeating is the only choice.
    expect(assignSceneImages([`Product image 1: ${A}`, 'y'], [A])).toEqual([A, A]);
  });

  it('treats duplicate addresses as one image and uses Pexels photos as named', () => {
    expect(noRepeat(assignSceneImages(['a', 'b', 'c', 'd'], [A, A, B]))).toBe(true);
    expect(assignSceneImages([pexelsPhotoReference(PEXELS), 'b'], [A, B])).toEqual([PEXELS, A]);
    expect(assignSceneImages([pexelsPhotoReference(PEXELS), 'b'], [])).toEqual([PEXELS, null]);
  });

  it('keeps the rule for every arrangement of named and free scenes (exhaustive, 3 images)', () => {
    const options = ['free', `Product image 1: ${A}`, `Product image 2: ${B}`, `Product image 3: ${C}`];
    for (let n = 0; n < options.length ** 5; n++) {
      const backgrounds = Array.from(
        { length: 5 },
        (_, i) => options[Math.floor(n / options.length ** i) % 4]!,
      );
      const shown = assignSceneImages(backgrounds, [A, B, C]);
      // Only two named neighbours may show one image (both were chosen).
      const repeats = shown.flatMap((s, i) => (i > 0 && s === shown[i - 1] ? [i] : []));
      for (const i of repeats) {
        expect(backgrounds[i], backgrounds.join(' | ')).not.toBe('free');
        expect(backgrounds[i - 1], backgrounds.join(' | ')).toBe(backgrounds[i]);
      }
      expect(shown.every((s) => s !== null)).toBe(true);
    }
  });
});

describe('sceneImageSearchQuerySchema', () => {
  it('refuses empty, control characters and long queries', () => {
    expect(sceneImageSearchQuerySchema.safeParse({ q: ' lamp ' }).data).toEqual({ q: 'lamp' });
    expect(sceneImageSearchQuerySchema.safeParse({ q: '  ' }).success).toBe(false);
    expect(sceneImageSearchQuerySchema.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(sceneImageSearchQuerySchema.safeParse({ q: 'x'.repeat(81) }).success).toBe(false);
  });
});

describe('the review page keeps the image reference out of the edited text', () => {
  it('finds the reference without its separator', () => {
    expect(backgroundReference(`${productImageReference(2, B)} — close-up of the lamp`)).toBe(
      productImageReference(2, B),
    );
    expect(backgroundReference(`Pexels photo: ${PEXELS}`)).toBe(`Pexels photo: ${PEXELS}`);
    expect(backgroundReference('A bright office at sunrise')).toBeNull();
  });

  it('replaces only the description and keeps the image the scene shows', () => {
    const s = scene(`${productImageReference(2, B)} — close-up of the lamp`);
    expect(withBackgroundDescription(s, '  A bright office  ').visual).toEqual({
      background: `${productImageReference(2, B)} — A bright office`,
      animation: 'pan left',
    });
    expect(withBackgroundDescription(s, '').visual.background).toBe(productImageReference(2, B));
    expect(withBackgroundDescription(scene('old words'), 'new words').visual.background).toBe('new words');
    // The field's limit leaves room for the reference, so a full field still fits the contract.
    const max = backgroundDescriptionMax(s.visual.background);
    expect(max).toBe(500 - productImageReference(2, B).length - 3);
    expect(withBackgroundDescription(s, 'y'.repeat(max)).visual.background).toHaveLength(500);
    expect(backgroundDescriptionMax('plain')).toBe(500);
  });
});
