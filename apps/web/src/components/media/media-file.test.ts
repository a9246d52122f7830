import { MEDIA_MESSAGES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { describeMedia, formatBytes, precheckMediaFile } from './media-file.ts';

describe('precheckMediaFile', () => {
  it('sends images and MP4s by type or name, and leaves the content check to the server', () => {
    expect(precheckMediaFile({ name: 'a.jpg', type: 'image/jpeg', size: 10 })).toBeNull();
    expect(precheckMediaFile({ name: 'clip.MP4', type: '', size: 10 })).toBeNull();
    // A text file named .png is sent: the server refuses it by its bytes, with the reason.
    expect(precheckMediaFile({ name: 'fake.png', type: 'image/png', size: 10 })).toBeNull();
  });

  it('refuses other kinds and files over 40 MB before sending', () => {
    expect(precheckMediaFile({ name: 'doc.pdf', type: 'application/pdf', size: 10 })).toBe(
      MEDIA_MESSAGES.notMedia,
    );
    expect(precheckMediaFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(MEDIA_MESSAGES.notMedia);
    expect(precheckMediaFile({ name: 'big.mp4', type: 'video/mp4', size: 40 * 1024 * 1024 + 1 })).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
  });
});

describe('labels', () => {
  it('formats sizes and describes items', () => {
    expect(formatBytes(2_500_000)).toBe('2.4 MB');
    expect(formatBytes(300)).toBe('1 KB');
    expect(describeMedia({ kind: 'clip', width: 1080, height: 1920, duration_s: 8.5 })).toBe(
      'Clip · 1080 × 1920 · 8.5 s',
    );
    expect(describeMedia({ kind: 'image', width: 800, height: 600, duration_s: null })).toBe(
      'Image · 800 × 600',
    );
  });
});
