import type { UploadKind } from '@adreel/contracts';

export interface DetectedType {
  kind: UploadKind;
  mimeType: string;
  ext: string;
}

const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/**
 * The real type of an upload from its first bytes (the declared type is only a claim).
 * Recognises JPEG, PNG, GIF, WebP, MP4, QuickTime and WebM; anything else is null.
 */
export function detectUploadType(head: Buffer): DetectedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: 'image', mimeType: 'image/jpeg', ext: 'jpg' };
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return { kind: 'image', mimeType: 'image/png', ext: 'png' };
  if (head.length >= 6 && /^GIF8[79]a$/.test(ascii(head, 0, 6)))
    return { kind: 'image', mimeType: 'image/gif', ext: 'gif' };
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', mimeType: 'image/webp', ext: 'webp' };
  if (head.length >= 4 && head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])))
    return { kind: 'video', mimeType: 'video/webm', ext: 'webm' };
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    return brand === 'qt  '
      ? { kind: 'video', mimeType: 'video/quicktime', ext: 'mov' }
      : { kind: 'video', mimeType: 'video/mp4', ext: 'mp4' };
  }
  if (head.length >= 8 && ['moov', 'mdat', 'wide'].includes(ascii(head, 4, 8)))
    return { kind: 'video', mimeType: 'video/quicktime', ext: 'mov' };
  return null;
}
