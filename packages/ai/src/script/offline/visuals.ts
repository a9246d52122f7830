import { productImageReference, type SceneAnimation } from '@adreel/contracts';
import { clip } from '../../text/words.ts';
import type { BeatRole } from './beats.ts';

/** Longer URLs would not fit the contract's 500-character background, and a clipped URL is useless to the renderer. */
const MAX_URL_LENGTH = 380;

const SHOTS: Record<BeatRole, string> = {
  hook: 'hero shot of the product with a bold headline overlay',
  benefit: 'close-up that highlights this feature',
  proof: 'lifestyle shot of the product in everyday use',
  offer: 'product with a clear price tag overlay',
  cta: 'product centred with an arrow pointing to the link',
};

export interface ImageRef {
  position: number;
  url: string;
}

/**
 * The product's images a scene may name, each address once (its first position): a page listing the
 * same image twice would otherwise let the cycle in `background` put it in two consecutive scenes.
 */
export function usableImages(images: readonly string[]): ImageRef[] {
  const seen = new Set<string>();
  return images
    .map((url, index) => ({ position: index + 1, url: url.trim() }))
    .filter((image) => /^https?:\/\//iu.test(image.url) && image.url.length <= MAX_URL_LENGTH)
    .filter((image) => !seen.has(image.url) && seen.add(image.url));
}

function palette(colors: readonly string[]): string {
  const [first, second] = colors;
  if (first && second) return `a soft gradient from ${first} to ${second}`;
  if (first) return `a soft ${first} gradient`;
  return 'a deep navy to teal gradient';
}

/**
 * Names one of the product's own images (cycling through them, so with two or more consecutive
 * scenes never share one) or, with none, a scene in its colours.
 */
export function background(
  role: BeatRole,
  sceneIndex: number,
  images: readonly ImageRef[],
  colors: readonly string[],
  name: string,
): string {
  const image = images.length > 0 ? images[sceneIndex % images.length] : undefined;
  if (image) {
    const reference = productImageReference(image.position, image.url);
    const full = `${reference} — ${SHOTS[role]}`;
    return full.length <= 500 ? full : reference;
  }
  return clip(
    `${SHOTS[role].replace('the product', name)}, on ${palette(colors)} with soft studio light`,
    500,
  );
}

const MIDDLE_MOVES: readonly SceneAnimation[] = ['pan left', 'slow zoom in', 'pan right', 'slow zoom out'];

export function animation(role: BeatRole, sceneIndex: number): SceneAnimation {
  if (role === 'hook') return 'slow zoom in';
  if (role === 'cta') return 'slow zoom out';
  return MIDDLE_MOVES[(sceneIndex - 1) % MIDDLE_MOVES.length] ?? 'static';
}
