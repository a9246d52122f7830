/**
 * The vocabulary script writers use in `visual.animation` and how `visual.background` refers to
 * a product image, so the renderer can map text from any writer (or a user's edit) to a camera
 * move and a still.
 */
export const sceneAnimations = ['slow zoom in', 'slow zoom out', 'pan left', 'pan right', 'static'] as const;
export type SceneAnimation = (typeof sceneAnimations)[number];

/** "Product image 2: https://…": 1-based position in Product.images, then the absolute URL. */
export function productImageReference(position: number, url: string): string {
  return `Product image ${position}: ${url}`;
}

/** Every absolute http(s) URL mentioned in a background description, in order. */
export function imageUrlsIn(background: string): string[] {
  return background.match(/https?:\/\/[^\s"'<>]+[^\s"'<>.,;:!?)]/g) ?? [];
}
