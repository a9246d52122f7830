import { MEDIA_LIMITS, MEDIA_MESSAGES, type MediaItem } from '@adreel/contracts';

/** What the file picker offers; the server decides by the file's bytes, whatever it is called. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,.jpg,.jpeg,.png,.webp,.mp4';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'video/mp4']);
const EXTENSIONS = /\.(jpe?g|png|webp|mp4)$/i;

/**
 * The reason to refuse a chosen file before sending it, or null to send it. Only spares a pointless
 * upload: a file that passes here is still checked by content on the server.
 */
export function precheckMediaFile(file: { name: string; type: string; size: number }): string | null {
  if (file.size > MEDIA_LIMITS.maxBytes) return MEDIA_MESSAGES.tooLarge;
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return MEDIA_MESSAGES.notMedia;
  return null;
}

/** "1.4 MB", "820 KB". */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "Image · 1200 × 800" or "Clip · 1080 × 1920 · 8.5 s". */
export function describeMedia(item: Pick<MediaItem, 'kind' | 'width' | 'height' | 'duration_s'>): string {
  const parts = [item.kind === 'clip' ? 'Clip' : 'Image', `${item.width} × ${item.height}`];
  if (item.kind === 'clip' && item.duration_s !== null) parts.push(`${item.duration_s} s`);
  return parts.join(' · ');
}
