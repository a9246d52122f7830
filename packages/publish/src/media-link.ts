import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The short-lived public link Instagram fetches a post's video from (`video_url` must be public
 * HTTPS). The worker signs it and the API's `GET /posts/{id}/video.mp4` checks it; both hold
 * ENCRYPTION_KEY, from which the HMAC key is derived (so the link never reveals or equals it).
 */
export const POST_MEDIA_TTL_S = 6 * 3600;

const keyFrom = (encryptionKey: Buffer) =>
  createHmac('sha256', encryptionKey).update('adreel:post-media:v1').digest();
const mac = (key: Buffer, postId: string, exp: number) =>
  createHmac('sha256', key).update(`${postId}\n${exp}`).digest('base64url');

export function signPostMedia(
  encryptionKey: Buffer,
  postId: string,
  now = Date.now(),
): { exp: number; sig: string } {
  const exp = Math.floor(now / 1000) + POST_MEDIA_TTL_S;
  return { exp, sig: mac(keyFrom(encryptionKey), postId, exp) };
}

export function verifyPostMedia(
  encryptionKey: Buffer,
  postId: string,
  exp: unknown,
  sig: unknown,
  now = Date.now(),
): boolean {
  const e = typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : Number.NaN;
  if (!Number.isFinite(e) || e < Math.floor(now / 1000) || typeof sig !== 'string' || sig.length > 100)
    return false;
  const expected = Buffer.from(mac(keyFrom(encryptionKey), postId, e));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `{publicUrl}{apiPrefix}/posts/{id}/video.mp4?exp=…&sig=…` */
export function postMediaUrl(base: string, encryptionKey: Buffer, postId: string, now = Date.now()): string {
  const { exp, sig } = signPostMedia(encryptionKey, postId, now);
  return `${base.replace(/\/+$/, '')}/posts/${postId}/video.mp4?exp=${exp}&sig=${encodeURIComponent(sig)}`;
}
