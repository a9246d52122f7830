import type { CheerioAPI } from 'cheerio';
import { absoluteUrl } from './text.ts';

export const MAX_IMAGES = 12;
const MIN_CONTENT_SIDE = 100;
const NOT_A_PRODUCT_PHOTO =
  /(sprite|icon|logo|pixel|tracking|spacer|blank|favicon|badge|avatar|emoji|loader|spinner|placeholder|1x1|rating|stars?[-_.])/i;

/** The biggest candidate of a srcset: the largest `w`, else the largest `x`, else the last one. */
export function bestSrcsetCandidate(srcset: string): string | null {
  let best: { url: string; score: number } | null = null;
  for (const part of srcset.split(/,\s+(?=\S)/)) {
    const [url, descriptor = '1x'] = part.trim().split(/\s+/);
    if (!url) continue;
    const score = Number.parseFloat(descriptor) * (descriptor.endsWith('w') ? 1 : 1000);
    if (best === null || (Number.isFinite(score) && score >= best.score)) {
      best = { url, score: Number.isFinite(score) ? score : 0 };
    }
  }
  return best?.url ?? null;
}

function dimension(value: string | undefined): number | null {
  if (!value) return null;
  const number = Number.parseInt(value, 10);
  return Number.isFinite(number) && number > 0 ? number : null;
}

interface Candidate {
  url: string;
  area: number;
  order: number;
}

/**
 * Content images of the page, biggest first (by width/height attributes), document order breaking
 * ties. Icons, sprites, tracking pixels, SVG art and anything declared smaller than 100px are skipped.
 */
export function readPageImages($: CheerioAPI, pageUrl: string): string[] {
  const candidates: Candidate[] = [];
  $('img').each((order, element) => {
    const img = $(element);
    const srcset = img.attr('srcset') ?? img.attr('data-srcset');
    const src = img.attr('src');
    const lazy = img.attr('data-src') ?? img.attr('data-lazy-src') ?? img.attr('data-original');
    const raw =
      (srcset && bestSrcsetCandidate(srcset)) ||
      (src && !src.startsWith('data:') ? src : null) ||
      lazy ||
      null;
    if (!raw) return;
    const url = absoluteUrl(raw, pageUrl);
    if (!url) return;

    const width = dimension(img.attr('width'));
    const height = dimension(img.attr('height'));
    if ((width !== null && width < MIN_CONTENT_SIDE) || (height !== null && height < MIN_CONTENT_SIDE))
      return;
    const path = new URL(url).pathname;
    if (/\.svg$/i.test(path)) return;
    const hints = `${path} ${img.attr('class') ?? ''} ${img.attr('id') ?? ''} ${img.attr('alt') ?? ''}`;
    if (NOT_A_PRODUCT_PHOTO.test(hints)) return;

    const area = width !== null && height !== null ? width * height : (width ?? height ?? 0) ** 2;
    candidates.push({ url, area, order });
  });
  candidates.sort((a, b) => b.area - a.area || a.order - b.order);
  return candidates.map((candidate) => candidate.url);
}

/** Absolute, deduplicated, at most MAX_IMAGES, in the order given (best sources first). */
export function mergeImages(pageUrl: string, ...lists: string[][]): string[] {
  const seen = new Set<string>();
  for (const raw of lists.flat()) {
    const url = absoluteUrl(raw, pageUrl);
    if (url && !seen.has(url)) seen.add(url);
    if (seen.size >= MAX_IMAGES) break;
  }
  return [...seen];
}
