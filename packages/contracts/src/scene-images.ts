import { z } from 'zod';
import { type MediaItem, mediaReferenceIn } from './media-library.ts';
import { productImageReference } from './scene-visual.ts';
import type { Scene } from './script.ts';
import { safeText } from './text.ts';

/**
 * Scene images the user can see and choose (issue #13): the script's product images and, with a
 * Pexels key, Pexels photos; how a choice is written into `visual.background`, and which image each
 * scene shows (the renderer and the review page share this, so the thumbnail is what gets rendered).
 */

/** Where an image comes from: the product page, Pexels' photo search, or the user's own media library. */
export const sceneImageSourceSchema = z.enum(['product', 'pexels', 'library']);
export type SceneImageSource = z.infer<typeof sceneImageSourceSchema>;

export const sceneImageSchema = z.object({
  /** Stable within one answer: `product-2`, `pexels-12345`. */
  id: z.string(),
  source: sceneImageSourceSchema,
  /** 1-based position in the product's images; null for Pexels photos. */
  position: z.number().int().positive().nullable(),
  /** The image's own address: what the scene's background names and the render fetches. */
  url: z.string(),
  /** A small JPEG served by our API behind a short-lived signature (the app's CSP allows no other host). */
  thumbnail_url: z.string(),
  alt: z.string().nullable(),
  /** Pexels' licence asks for credit: the photographer's name and page. */
  photographer: z.string().nullable(),
  photographer_url: z.string().nullable(),
  /** Library items only: an image, or a clip the scene plays (looped or cut to the scene's length). */
  media_kind: z.enum(['image', 'clip']).optional(),
});
export type SceneImage = z.infer<typeof sceneImageSchema>;

/** GET /scripts/{id}/images */
export const scriptImagesParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });
export const scriptImagesResponseSchema = z.object({
  images: z.array(sceneImageSchema),
  /** Whether GET /scripts/{id}/images/search can answer (a Pexels key is set). */
  pexels: z.boolean(),
});
export type ScriptImagesResponse = z.infer<typeof scriptImagesResponseSchema>;

export const SCENE_IMAGE_QUERY_MAX = 80;
/** GET /scripts/{id}/images/search?q= */
export const sceneImageSearchQuerySchema = z.object({
  q: safeText({ error: 'Enter what to search for' })
    .trim()
    .min(1, 'Enter what to search for')
    .max(SCENE_IMAGE_QUERY_MAX, `Search for at most ${SCENE_IMAGE_QUERY_MAX} characters`),
});
export const sceneImageSearchResponseSchema = z.object({
  /** False: no Pexels key is set, so there is nothing to search (the list is empty). */
  configured: z.boolean(),
  images: z.array(sceneImageSchema),
});
export type SceneImageSearchResponse = z.infer<typeof sceneImageSearchResponseSchema>;

/** GET /media/scene-images/thumbnail.jpg?u=&exp=&sig= — public: the signature is the authorisation. */
export const sceneImageThumbnailQuerySchema = z.object({
  u: safeText().max(2048),
  exp: safeText().max(20),
  sig: safeText().max(100),
});

export const PEXELS_PHOTO_LABEL = 'Pexels photo';

/** Only Pexels' own image host: a "Pexels photo" reference cannot point the renderer anywhere else. */
export function isPexelsPhotoUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.hostname === 'images.pexels.com' && u.port === '';
  } catch {
    return false;
  }
}

/** "Pexels photo: https://images.pexels.com/…": the Pexels counterpart of productImageReference. */
export function pexelsPhotoReference(url: string): string {
  return `${PEXELS_PHOTO_LABEL}: ${url}`;
}

/** The reference a chosen image is written as at the start of a scene's background. */
export function sceneImageReference(image: Pick<SceneImage, 'source' | 'position' | 'url'>): string {
  if (image.source === 'library') return `${YOUR_MEDIA_LABEL}: ${mediaReferenceIn(image.url) ?? image.url}`;
  return image.source === 'product' && image.position !== null
    ? productImageReference(image.position, image.url)
    : pexelsPhotoReference(image.url);
}

export const YOUR_MEDIA_LABEL = 'Your media';

/** An item of the user's media library as a scene image choice: its `url` is the item's reference. */
export function librarySceneImage(item: MediaItem): SceneImage {
  return {
    id: `library-${item.id}`,
    source: 'library',
    position: null,
    url: item.reference,
    thumbnail_url: item.thumbnail_url,
    alt: item.name,
    photographer: null,
    photographer_url: null,
    media_kind: item.kind,
  };
}

const BACKGROUND_MAX = 500;
const SEPARATOR = ' — ';
// A reference the writer or an earlier choice put first: "Product image 2: <url>" / "Pexels photo: <url>".
const LEADING_REFERENCE = /^\s*((?:product image \d+|pexels photo|your media):\s*\S+)\s*(?:[—–-]\s*)?/iu;

/**
 * The scene with `image` chosen: the reference replaces any reference at the start of the
 * background, and the shot description after it is kept when it still fits the contract's 500
 * characters (the render reads only the reference; the description helps a later stock search).
 */
export function withSceneImage<S extends Pick<Scene, 'visual'>>(
  scene: S,
  image: Pick<SceneImage, 'source' | 'position' | 'url'>,
): S {
  const reference = sceneImageReference(image);
  const description = scene.visual.background.replace(LEADING_REFERENCE, '').trim();
  const full = description ? `${reference}${SEPARATOR}${description}` : reference;
  const background = full.length <= BACKGROUND_MAX ? full : reference.slice(0, BACKGROUND_MAX);
  return { ...scene, visual: { ...scene.visual, background } };
}

/** The background's words without a leading image reference: what the review page prints beside the thumbnail. */
export function backgroundDescription(background: string): string {
  return background.replace(LEADING_REFERENCE, '').trim();
}

/**
 * The image reference at the start of a background ("Product image 2: https://…"), or null. The review
 * page keeps it out of the text the user edits and shows the picture instead.
 */
export function backgroundReference(background: string): string | null {
  return LEADING_REFERENCE.exec(background)?.[1] ?? null;
}

/** How many characters of description fit beside the background's reference (the contract allows 500). */
export function backgroundDescriptionMax(background: string): number {
  const reference = backgroundReference(background);
  return reference ? BACKGROUND_MAX - reference.length - SEPARATOR.length : BACKGROUND_MAX;
}

/**
 * The scene with its shot description replaced and its image reference, if any, kept in front: what
 * saving the review page's "Background description" field writes (the render reads the reference).
 */
export function withBackgroundDescription<S extends Pick<Scene, 'visual'>>(scene: S, description: string): S {
  const reference = backgroundReference(scene.visual.background);
  const text = description.trim();
  const background = reference ? (text ? `${reference}${SEPARATOR}${text}` : reference) : text;
  return { ...scene, visual: { ...scene.visual, background: background.slice(0, BACKGROUND_MAX) } };
}

const URL_RE = /https?:\/\/[^\s"'<>)]+/g;
const normaliseUrl = (u: string) => u.replace(/[.,;:!?]+$/, '');

/**
 * The image a background names explicitly: an item of the user's media library ("Your media:
 * adreel-media:<id>"), else the first product image it mentions, or a Pexels photo
 * on Pexels' image host; else null.
 */
export function namedSceneImage(background: string, productImages: readonly string[]): string | null {
  // The user's own media (resolved by the render for the video's owner only).
  const own = mediaReferenceIn(background);
  if (own) return own;
  for (const m of background.match(URL_RE) ?? []) {
    const u = normaliseUrl(m);
    if (productImages.includes(u) || isPexelsPhotoUrl(u)) return u;
  }
  return null;
}

/**
 * Which image each scene shows: the image its background names, else the product images
 * round-robin, else null (a colour background). A named image is a choice and is kept (the writers
 * and the review's picker never name one image for two neighbouring scenes; the built-in training
 * videos do, for two steps on one page). With two or more product images no image chosen here
 * repeats a neighbour: a round-robin pick skips the previous scene's image and the next scene's
 * named one.
 */
export function assignSceneImages(
  backgrounds: readonly string[],
  productImages: readonly string[],
): (string | null)[] {
  // The same address twice on a page would defeat the rule (and cycle through a repeat).
  const images = [...new Set(productImages)];
  const named = backgrounds.map((b) => namedSceneImage(b, images));
  const shown: (string | null)[] = [];
  let next = 0;
  const take = (k: number): string => {
    const image = images[(next + k) % images.length]!;
    next = (next + k + 1) % images.length;
    return image;
  };
  // Avoiding both neighbours may be impossible with two images; then only the previous one counts.
  const pick = (previous: string | null, after: string | null): string => {
    for (const avoid of [[previous, after], [previous]]) {
      for (let k = 0; k < images.length; k++) {
        if (!avoid.includes(images[(next + k) % images.length]!)) return take(k);
      }
    }
    return take(0);
  };
  named.forEach((own, i) => {
    const previous = shown[i - 1] ?? null;
    if (own) shown.push(own);
    else shown.push(images.length === 0 ? null : pick(previous, named[i + 1] ?? null));
  });
  return shown;
}
