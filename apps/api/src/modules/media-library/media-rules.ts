import {
  clipTooBigMessage,
  clipTooLongMessage,
  MEDIA_LIMITS,
  MEDIA_MESSAGES,
  type MediaKind,
  tooManyPixelsMessage,
} from '@adreel/contracts';
import { Invalid, TooLarge, UnsupportedType } from '../../domain-errors.ts';
import { detectUploadType } from '../../kernel/uploads/detect-type.ts';

/** What the library takes, by the file's first bytes (the name and declared type are only claims). */
export interface LibraryType {
  kind: MediaKind;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp' | 'video/mp4';
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** JPEG, PNG, WebP or MP4 by content; a GIF, a QuickTime or WebM video, or anything else is refused (415). */
export function libraryType(head: Buffer): LibraryType {
  const detected = detectUploadType(head);
  if (detected && IMAGE_TYPES.has(detected.mimeType))
    return { kind: 'image', mimeType: detected.mimeType as LibraryType['mimeType'] };
  if (detected?.mimeType === 'video/mp4') return { kind: 'clip', mimeType: 'video/mp4' };
  throw new UnsupportedType(MEDIA_MESSAGES.notMedia);
}

/** The whole file against the 40 MB cap (413). */
export function checkSize(size: number): void {
  if (size === 0) throw new Invalid(MEDIA_MESSAGES.unreadable);
  if (size > MEDIA_LIMITS.maxBytes) throw new TooLarge(MEDIA_MESSAGES.tooLarge);
}

/** The pixels an image's header claims, before anything is decoded (413 past 40 MP). */
export function checkImagePixels(width: number, height: number): void {
  if (!(width > 0 && height > 0)) throw new Invalid(MEDIA_MESSAGES.unreadable);
  if (width * height > MEDIA_LIMITS.maxPixels) throw new TooLarge(tooManyPixelsMessage(width, height));
}

/** A probed clip: at most 15 s and 1080p (either orientation); a file without video is refused. */
export function checkClip(probe: { width?: number; height?: number; durationS?: number }): {
  width: number;
  height: number;
  durationS: number;
} {
  const { width, height, durationS } = probe;
  if (!width || !height || !durationS || !Number.isFinite(durationS) || durationS <= 0)
    throw new Invalid(MEDIA_MESSAGES.clipUnreadable);
  // A container's duration rounds up a little past the last frame: a 15.0 s clip can say 15.02.
  if (durationS > MEDIA_LIMITS.maxClipSeconds + 0.1) throw new Invalid(clipTooLongMessage(durationS));
  const short = Math.min(width, height);
  const long = Math.max(width, height);
  if (short > MEDIA_LIMITS.maxClipShortSide || long > MEDIA_LIMITS.maxClipLongSide)
    throw new Invalid(clipTooBigMessage(width, height));
  return { width, height, durationS };
}

/** The user's file name as shown in the library: its last path part, printable, at most 120 characters. */
export function displayName(raw: string | undefined, kind: MediaKind): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters and angle brackets go: the name is only ever shown back as text.
  const clean = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '<' && ch !== '>')
    .join('')
    .trim()
    .slice(0, 120);
  return clean || (kind === 'clip' ? 'Clip' : 'Image');
}
