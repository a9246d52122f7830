import { z } from 'zod';
import { safeText } from './text.ts';

/**
 * The user's own media library (issue 33 item 2): product images and short clips uploaded to show
 * as scene backgrounds. Limits and messages live here so the API refuses and the app explains with
 * the same words.
 */

const MB = 1024 * 1024;

export const MEDIA_LIMITS = {
  /** Whole file as sent, images and clips alike. */
  maxBytes: 40 * MB,
  /** Pixels an image may claim; checked from its header before any decoding. */
  maxPixels: 40_000_000,
  /** Clips: at most this long, and at most 1080p (the short side ≤ 1080, the long side ≤ 1920). */
  maxClipSeconds: 15,
  maxClipShortSide: 1080,
  maxClipLongSide: 1920,
} as const;

export const MEDIA_MESSAGES = {
  notMedia: 'This file is not a JPEG, PNG, WebP or MP4.',
  tooLarge: 'Over 40 MB: choose a smaller file (images and clips can be at most 40 MB).',
  unreadable: 'This file is damaged or cut short, so it cannot be used.',
  clipUnreadable: 'This MP4 has no video we can read.',
  notFound: 'This media is not in your library.',
  inUse: 'This media is no longer in your library.',
} as const;

/** "20000 × 20000 pixels is over the 40-megapixel limit." */
export function tooManyPixelsMessage(width: number, height: number): string {
  return `${width} × ${height} pixels is over the ${MEDIA_LIMITS.maxPixels / 1_000_000}-megapixel limit.`;
}

export function clipTooLongMessage(seconds: number): string {
  return `This clip is ${Math.round(seconds * 10) / 10} s long; clips can be at most ${MEDIA_LIMITS.maxClipSeconds} s.`;
}

export function clipTooBigMessage(width: number, height: number): string {
  return `This clip is ${width} × ${height}; clips can be at most 1080p (1920 × 1080 or 1080 × 1920).`;
}

export const mediaKinds = ['image', 'clip'] as const;
export const mediaKindSchema = z.enum(mediaKinds);
export type MediaKind = z.infer<typeof mediaKindSchema>;

/** How a scene's background names an item of the library: the render resolves it for the video's owner. */
const MEDIA_REF_PREFIX = 'adreel-media:';
const MEDIA_REF_RE = /adreel-media:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i;

export function mediaReference(id: string): string {
  return `${MEDIA_REF_PREFIX}${id.toLowerCase()}`;
}

/** The library item a text names ("Your image: adreel-media:<uuid>"), as its reference, or null. */
export function mediaReferenceIn(text: string): string | null {
  const m = MEDIA_REF_RE.exec(text);
  return m ? mediaReference(m[1]!) : null;
}

/** The item id of a reference, or null when `ref` is not one. */
export function mediaIdOf(ref: string): string | null {
  const m = MEDIA_REF_RE.exec(ref);
  return m && ref.trim().startsWith(MEDIA_REF_PREFIX) ? m[1]!.toLowerCase() : null;
}

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: mediaKindSchema,
  name: z.string(),
  mime_type: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Seconds, for clips. */
  duration_s: z.number().nullable(),
  /** What a scene's background writes to show this item. */
  reference: z.string(),
  /** A small JPEG behind a short-lived signature. */
  thumbnail_url: z.string(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** GET /media-library */
export const mediaLibraryResponseSchema = z.object({
  items: z.array(mediaItemSchema),
  /** Bytes the library takes (part of the storage quota). */
  total_bytes: z.number().int().nonnegative(),
});
export type MediaLibraryResponse = z.infer<typeof mediaLibraryResponseSchema>;

/** DELETE /media-library/{id} */
export const mediaItemParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });

/** GET /media/library/{id}/thumbnail.jpg?exp=&sig= — public: the signature is the authorisation. */
export const mediaThumbnailParamsSchema = z.object({ id: safeText().trim().min(1).max(64) });
export const mediaThumbnailQuerySchema = z.object({
  exp: safeText().max(20),
  sig: safeText().max(100),
});

const LABELLED_REF_RE =
  /(?:your media:\s*)?adreel-media:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\s*[—–-]\s*)?/gi;

/** Every library item id a text names, lower-cased, each once. */
export function mediaIdsIn(text: string): string[] {
  return [...new Set([...text.matchAll(LABELLED_REF_RE)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * The text without the references to items that `keep` refuses (someone else's, or deleted): a
 * render must never show, or find in a shared cache, media its owner cannot see.
 */
export function withoutMediaReferences(text: string, keep: (id: string) => boolean): string {
  return text.replace(LABELLED_REF_RE, (whole, id: string) => (keep(id.toLowerCase()) ? whole : '')).trim();
}

/** Every library item id the scenes' backgrounds name. */
export function sceneMediaIds(scenes: readonly { visual: { background: string } }[]): string[] {
  return [...new Set(scenes.flatMap((s) => mediaIdsIn(s.visual.background)))];
}

/** The scenes with only the library references in `owned` kept (see withoutMediaReferences). */
export function scenesWithOwnMedia<S extends { visual: { background: string } }>(
  scenes: readonly S[],
  owned: ReadonlySet<string>,
): S[] {
  return scenes.map((s) => {
    const background = withoutMediaReferences(s.visual.background, (id) => owned.has(id));
    return background === s.visual.background ? s : { ...s, visual: { ...s.visual, background } };
  });
}
