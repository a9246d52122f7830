import type { Scene } from '@adreel/contracts';

export type Motion = 'zoomIn' | 'zoomOut' | 'panLeft' | 'panRight' | 'panUp' | 'panDown';

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

const normaliseUrl = (u: string) => u.replace(/[.,;:!?]+$/, '');

/**
 * Which product image each scene shows: an image named in the scene's background text (the
 * offline writer writes "Product image 2: https://…"), else the product images round-robin over
 * the remaining scenes, else null (an animated colour background).
 */
export function assignSceneImages(scenes: Pick<Scene, 'visual'>[], images: string[]): (string | null)[] {
  const known = new Set(images);
  const named = scenes.map((s) => {
    for (const m of s.visual.background.match(URL_RE) ?? []) {
      const u = normaliseUrl(m);
      if (known.has(u)) return u;
    }
    return null;
  });
  let next = 0;
  return named.map((n) => {
    if (n) return n;
    if (images.length === 0) return null;
    const img = images[next % images.length]!;
    next++;
    return img;
  });
}

/** Whether the scene's background text names one of the product images explicitly. */
export function namesProductImage(background: string, images: string[]): boolean {
  return (background.match(URL_RE) ?? []).some((m) => images.includes(normaliseUrl(m)));
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
