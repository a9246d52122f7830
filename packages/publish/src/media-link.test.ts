import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { postMediaUrl, signPostMedia, verifyPostMedia } from './media-link.ts';

const key = randomBytes(32);
const id = '0b8f3b2e-8d8c-4a8e-9b1e-2f8f3b2e8d8c';

it('a signed post media link verifies for its post until it expires, and for nothing else', () => {
  const now = Date.now();
  const { exp, sig } = signPostMedia(key, id, now);
  expect(verifyPostMedia(key, id, String(exp), sig, now)).toBe(true);
  expect(verifyPostMedia(key, id.replace('0b', '1b'), String(exp), sig, now)).toBe(false);
  expect(verifyPostMedia(randomBytes(32), id, String(exp), sig, now)).toBe(false);
  expect(verifyPostMedia(key, id, String(exp + 1), sig, now)).toBe(false);
  expect(verifyPostMedia(key, id, String(exp), sig, (exp + 1) * 1000)).toBe(false);
  expect(verifyPostMedia(key, id, undefined, sig, now)).toBe(false);
  expect(postMediaUrl('https://a.example/api/', key, id, now)).toBe(
    `https://a.example/api/posts/${id}/video.mp4?exp=${exp}&sig=${encodeURIComponent(sig)}`,
  );
});
