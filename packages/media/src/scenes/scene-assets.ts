import { assignSceneImages as assignImages, namedSceneImage, type Scene } from '@adreel/contracts';
import type { Motion } from '../encode/plan.ts';

// Mostly pans: a pan is an exact whole-pixel shift that x264 predicts almost for free, while a zoom
// changes every pixel and about doubles the encode time of its scene (measured).
const MOTION_CYCLE: Motion[] = ['panRight', 'zoomIn', 'panLeft', 'panUp', 'panDown'];

/** Reads the script's free-text animation hint; scenes without one get a varied default. */
export function parseMotion(animation: string | undefined, sceneIndex: number): Motion {
  const a = (animation ?? '').toLowerCase();
  if (/zoom[\s-]*out|pull[\s-]*back/.test(a)) return 'zoomOut';
  if (/zoom|push[\s-]*in|ken\s*burns/.test(a)) return 'zoomIn';
  if (/pan[\s-]*left|\bleft\b/.test(a)) return 'panLeft';
  if (/pan[\s-]*right|\bright\b/.test(a)) return 'panRight';
  if (/\bup\b|tilt[\s-]*up|rise/.test(a)) return 'panUp';
  if (/\bdown\b|tilt[\s-]*down/.test(a)) return 'panDown';
  return MOTION_CYCLE[sceneIndex % MOTION_CYCLE.length]!;
}

const URL_RE = /https?:\/\/[^\s"'<>)]+/g;

/**
 * Which image each scene shows: an image named in the scene's background text (the offline writer
 * writes "Product image 2: https://…", a user's choice may be a "Pexels photo: https://…"), else
 * the product images round-robin over the remaining scenes, else null (an animated colour
 * background). With two or more images, consecutive scenes never show the same one. The rule lives
 * in contracts, so the review page's thumbnails show exactly what is rendered.
 */
export function assignSceneImages(scenes: Pick<Scene, 'visual'>[], images: string[]): (string | null)[] {
  return assignImages(
    scenes.map((s) => s.visual.background),
    images,
  );
}

/**
 * Whether the scene's background text names an image explicitly: one of the product images, or a
 * Pexels photo the user chose (either way no stock clip replaces it).
 */
export function namesProductImage(background: string, images: string[]): boolean {
  return namedSceneImage(background, images) !== null;
}

/** A short stock-footage search query from a background description (URLs and labels removed). */
export function stockQuery(background: string): string {
  return background
    .replace(URL_RE, ' ')
    .replace(/product image \d+:?/gi, ' ')
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 6)
    .join(' ');
}
