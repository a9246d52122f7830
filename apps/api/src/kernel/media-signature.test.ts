import { describe, expect, it } from 'vitest';
import { createMediaSigner } from './media-signature.ts';

const SECRET = 'x'.repeat(40);
const KEY = 'videos/11111111-1111-1111-1111-111111111111/video.mp4';

describe('media link signatures', () => {
  it('verifies its own signature for the same key before expiry', () => {
    const s = createMediaSigner(SECRET);
    const { exp, sig } = s.sign(KEY);
    expect(exp).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(s.verify(KEY, String(exp), sig)).toBe(true);
  });

  it('refuses another key, another exp, a tampered signature and another secret', () => {
    const s = createMediaSigner(SECRET);
    const { exp, sig } = s.sign(KEY);
    expect(s.verify(KEY.replace('video.mp4', 'thumb.jpg'), String(exp), sig)).toBe(false);
    expect(s.verify(KEY, String(exp + 1), sig)).toBe(false);
    expect(s.verify(KEY, String(exp), `${sig.slice(0, -1)}A`)).toBe(sig.endsWith('A'));
    expect(createMediaSigner('y'.repeat(40)).verify(KEY, String(exp), sig)).toBe(false);
    expect(s.verify(KEY, undefined, sig)).toBe(false);
    expect(s.verify(KEY, String(exp), undefined)).toBe(false);
    expect(s.verify(KEY, '12abc', sig)).toBe(false);
  });

  it('refuses an expired link', () => {
    let t = Date.now();
    const s = createMediaSigner(SECRET, () => t);
    const { exp, sig } = s.sign(KEY, 60);
    t += 61_000;
    expect(s.verify(KEY, String(exp), sig)).toBe(false);
  });

  it('rounds the expiry up when asked, so links stay identical within the span', () => {
    let t = 1_700_000_123_000;
    const s = createMediaSigner(SECRET, () => t);
    const first = s.sign(KEY, 24 * 3600, 3600);
    expect(first.exp % 3600).toBe(0);
    expect(first.exp).toBeGreaterThanOrEqual(t / 1000 + 24 * 3600);
    t += 60_000;
    expect(s.sign(KEY, 24 * 3600, 3600)).toEqual(first);
    expect(s.verify(KEY, String(first.exp), first.sig)).toBe(true);
  });

  it('never uses the JWT secret itself as the key', () => {
    const s = createMediaSigner(SECRET);
    const { sig } = s.sign(KEY);
    expect(sig).not.toContain(SECRET);
  });
});
