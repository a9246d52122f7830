const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  css: 'text/css',
};

export function extensionOf(url: string): string {
  try {
    const path = new URL(url).pathname;
    const dot = path.lastIndexOf('.');
    return dot === -1 || dot < path.lastIndexOf('/') ? '' : path.slice(dot + 1).toLowerCase();
  } catch {
    return '';
  }
}

/**
 * The media type to put in a data: URI. Servers often answer fonts (and sometimes images) with
 * application/octet-stream, which browsers refuse to use for @font-face from a data: URI reliably,
 * so a generic type is replaced by the one the file extension implies.
 */
export function dataUriMediaType(contentType: string, url: string): string {
  const declared = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const generic =
    declared === '' || declared === 'application/octet-stream' || declared === 'binary/octet-stream';
  if (!generic && /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(declared)) return declared;
  return TYPE_BY_EXTENSION[extensionOf(url)] ?? 'application/octet-stream';
}

export function toDataUri(mediaType: string, body: Buffer): string {
  return `data:${mediaType};base64,${body.toString('base64')}`;
}
