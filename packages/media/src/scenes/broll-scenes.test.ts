import { mediaReference, pexelsPhotoReference, productImageReference } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { brollScenes } from './backgrounds.ts';
import { assignSceneImages } from './scene-assets.ts';

const A = 'https://shop.example/a.jpg';
const B = 'https://shop.example/b.jpg';
const scene = (background: string) => ({ visual: { background } });

describe('which scenes cut to stock footage', () => {
  it('keeps each product image once and cuts B-roll where an image would show again', () => {
    // The offline writer names the product's images in turn: two photos, five scenes.
    const scenes = [A, B, A, B, A].map((url, i) =>
      scene(`${productImageReference(url === A ? 1 : 2, url)} — shot ${i}`),
    );
    const imageFor = assignSceneImages(scenes, [A, B]);
    expect(brollScenes(scenes, imageFor, [A, B])).toEqual([false, false, true, true, true]);
  });

  it('cuts B-roll into scenes with no image or no named image, never over a picture the user chose', () => {
    const photo = 'https://images.pexels.com/photos/1/p.jpeg';
    const own = mediaReference('018f0000-0000-7000-8000-0000000000aa');
    const scenes = [
      scene('A kitchen at dawn'),
      scene(pexelsPhotoReference(photo)),
      scene(`Your media: ${own}`),
    ];
    const imageFor = [null, photo, own];
    expect(brollScenes(scenes, imageFor, [])).toEqual([true, false, false]);
  });

  it('keeps one product photo when no scene names one, so a product ad still shows its product', () => {
    const scenes = [scene('A kitchen at dawn'), scene('Close-up of the lamp'), scene('Call to action')];
    const imageFor = assignSceneImages(scenes, [A, B]);
    const cut = brollScenes(scenes, imageFor, [A, B]);
    expect(cut.filter((c) => !c)).toHaveLength(1);
    expect(imageFor[cut.indexOf(false)]).toBe(A);
  });
});
