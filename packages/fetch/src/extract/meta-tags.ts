import type { CheerioAPI } from 'cheerio';
import { cleanText } from './text.ts';

/**
 * All <meta> values keyed by lower-cased property/name; repeated keys (several og:image) keep every
 * value in document order.
 */
export function readMetaTags($: CheerioAPI): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  $('meta').each((_, element) => {
    const meta = $(element);
    const key = (meta.attr('property') ?? meta.attr('name') ?? meta.attr('itemprop') ?? '')
      .trim()
      .toLowerCase();
    const content = cleanText(meta.attr('content'));
    if (!key || !content) return;
    const values = tags.get(key) ?? [];
    values.push(content);
    tags.set(key, values);
  });
  return tags;
}

export function firstMeta(tags: Map<string, string[]>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = tags.get(key)?.[0];
    if (value) return value;
  }
  return null;
}

export function allMeta(tags: Map<string, string[]>, ...keys: string[]): string[] {
  return keys.flatMap((key) => tags.get(key) ?? []);
}
