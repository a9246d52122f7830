import { MEDIA_MESSAGES } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { checkClip, checkImagePixels, checkSize, displayName, libraryType } from './media-rules.ts';

const box = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`, 'latin1'), Buffer.alloc(8)]);

describe('libraryType', () => {
  it('takes JPEG, PNG, WebP and MP4 by their first bytes', () => {
    expect(libraryType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({
      kind: 'image',
      mimeType: 'image/jpeg',
    });
    expect(libraryType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])).mimeType).toBe(
      'image/png',
    );
    expect(libraryType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')).mimeType).toBe('image/webp');
    expect(libraryType(box('isom'))).toEqual({ kind: 'clip', mimeType: 'video/mp4' });
  });

  it('refuses GIF, QuickTime, WebM, HTML and empty heads with the one reason', () => {
    for (const head of [
      Buffer.from('GIF89a....', 'latin1'),
      box('qt  '),
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 0]),
      Buffer.from('<html>'),
      Buffer.alloc(0),
    ]) {
      expect(() => libraryType(head)).toThrow(MEDIA_MESSAGES.notMedia);
    }
  });
});

describe('limits', () => {
  it('caps the file at 40 MB and refuses an empty one', () => {
    expect(() => checkSize(40 * 1024 * 1024)).not.toThrow();
    expect(() => checkSize(40 * 1024 * 1024 + 1)).toThrow(MEDIA_MESSAGES.tooLarge);
    expect(() => checkSize(0)).toThrow(MEDIA_MESSAGES.unreadable);
  });

  it('caps images at 40 megapixels and names the size', () => {
    expect(() => checkImagePixels(8000, 5000)).not.toThrow();
    expect(() => checkImagePixels(20_000, 20_000)).toThrow(
      '20000 × 20000 pixels is over the 40-megapixel limit.',
    );
    expect(() => checkImagePixels(0, 10)).toThrow(MEDIA_MESSAGES.unreadable);
  });

  it('takes clips up to 15 s and 1080p in either orientation', () => {
    expect(checkClip({ width: 1080, height: 1920, durationS: 15.04 })).toEqual({
      width: 1080,
      height: 1920,
      durationS: 15.04,
    });
    expect(checkClip({ width: 1920, height: 1080, durationS: 3 }).width).toBe(1920);
    expect(() => checkClip({ width: 1080, height: 1920, durationS: 15.5 })).toThrow(
      'This clip is 15.5 s long',
    );
    expect(() => checkClip({ width: 2560, height: 1440, durationS: 5 })).toThrow('This clip is 2560 × 1440');
    expect(() => checkClip({ width: 1200, height: 1200, durationS: 5 })).toThrow('at most 1080p');
    expect(() => checkClip({ width: 640, height: 480 })).toThrow(MEDIA_MESSAGES.clipUnreadable);
  });
});

describe('displayName', () => {
  it('keeps the last path part, printable, and falls back per kind', () => {
    expect(displayName('C:\\fakepath\\kit photo.jpg', 'image')).toBe('kit photo.jpg');
    expect(displayName('../../etc/<b>x\u0000.png', 'image')).toBe('bx.png');
    expect(displayName('', 'clip')).toBe('Clip');
    expect(displayName(undefined, 'image')).toBe('Image');
  });
});
