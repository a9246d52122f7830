export type FetchKind = 'html' | 'image' | 'css' | 'font' | 'any';

const MB = 1024 * 1024;

export const MAX_BYTES_BY_KIND: Record<FetchKind, number> = {
  html: 5 * MB,
  image: 15 * MB,
  css: 2 * MB,
  font: 5 * MB,
  any: 20 * MB,
};

export const ACCEPT_BY_KIND: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
  css: 'text/css,*/*;q=0.1',
  font: 'font/woff2,font/woff,font/ttf,font/otf,*/*;q=0.1',
  any: '*/*',
};

const KIND_LABEL: Record<FetchKind, string> = {
  html: 'a web page',
  image: 'an image',
  css: 'a stylesheet',
  font: 'a font',
  any: 'a file',
};

/** The media type without parameters, lower-cased: `text/html; charset=utf-8` → `text/html`. */
export function mediaTypeOf(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

export function isAcceptedContentType(kind: FetchKind, contentType: string): boolean {
  const type = mediaTypeOf(contentType);
  switch (kind) {
    case 'html':
      return type === 'text/html' || type === 'application/xhtml+xml';
    case 'image':
      return type.startsWith('image/');
    case 'css':
      return type === 'text/css';
    case 'font':
      return (
        type.startsWith('font/') ||
        type.startsWith('application/font-') ||
        type.startsWith('application/x-font-') ||
        type === 'application/octet-stream'
      );
    case 'any':
      return true;
  }
}

export function contentTypeMessage(kind: FetchKind, contentType: string): string {
  const got = mediaTypeOf(contentType) || 'an unknown type';
  return `Expected ${KIND_LABEL[kind]} but the address returned ${got}.`;
}

export function tooLargeMessage(kind: FetchKind, maxBytes: number): string {
  const mb = (maxBytes / MB).toFixed(maxBytes % MB === 0 ? 0 : 1);
  return `That ${KIND_LABEL[kind].replace(/^an? /, '')} is larger than the ${mb} MB limit.`;
}
