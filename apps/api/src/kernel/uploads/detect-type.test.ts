import { describe, expect, it } from 'vitest';
import { detectUploadType } from './detect-type.ts';

const box = (type: string, brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(type + brand, 'latin1'), Buffer.alloc(8)]);

describe('detectUploadType', () => {
  it.each([
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    [Buffer.from('GIF89a....', 'latin1'), 'image/gif'],
    [Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), 'image/webp'],
    [Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 0]), 'video/webm'],
    [box('ftyp', 'isom'), 'video/mp4'],
    [box('ftyp', 'qt  '), 'video/quicktime'],
  ])('recognises %#', (head, mime) => {
    expect(detectUploadType(head)?.mimeType).toBe(mime);
  });

  it('refuses text or HTML whatever its name claims', () => {
    expect(detectUploadType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectUploadType(Buffer.alloc(0))).toBeNull();
  });
});
