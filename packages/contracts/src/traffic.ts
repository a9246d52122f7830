import { z } from 'zod';
import { safeText } from './text.ts';

/** Traffic Sources unlock uploads (spec §2.21): accepted types and size caps. */
export const UPLOAD_RULES = {
  image: { types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], maxBytes: 10 * 1024 * 1024 },
  video: { types: ['video/mp4', 'video/webm', 'video/quicktime'], maxBytes: 200 * 1024 * 1024 },
} as const;
export type UploadKind = keyof typeof UPLOAD_RULES;

export const TRAFFIC_MESSAGES = {
  urlRequired: 'Please enter a URL',
  urlInvalid: 'Please enter a valid URL',
  locked: 'Please unlock traffic sources first',
} as const;

/** Client-side check of the URL field: an absolute http(s) address with a host. */
export function isShareableUrl(value: string): boolean {
  try {
    const u = new URL(value.trim());
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** POST /api/traffic/uploads (multipart: kind, file). */
export const uploadResponseSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  mimeType: z.string(),
  size: z.number().int(),
  /** Absolute public address of the uploaded file (an unguessable path). */
  url: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** GET /traffic/files/{id}/{name}: an upload's public address (the id is a random UUID). */
export const uploadFileParamsSchema = z.object({ id: z.uuid(), name: safeText().max(32) });
