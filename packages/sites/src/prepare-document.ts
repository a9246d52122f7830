import type { CheerioAPI } from 'cheerio';
import { parseSrcset, serializeSrcset } from './srcset.ts';
import { absoluteHttpUrl } from './urls.ts';

/** Lazy-loading libraries keep the real image here until their script swaps it in. */
export const LAZY_SRC_ATTRIBUTES = ['data-src', 'data-lazy-src', 'data-original', 'data-lazy'] as const;
export const LAZY_SRCSET_ATTRIBUTES = ['data-srcset', 'data-lazy-srcset'] as const;

/** Every attribute that holds a URL the browser follows or loads, made absolute before inlining. */
const URL_ATTRIBUTES: readonly (readonly [selector: string, attribute: string])[] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['input[formaction]', 'formaction'],
  ['iframe[src]', 'src'],
  ['frame[src]', 'src'],
  ['img[src]', 'src'],
  ['input[src]', 'src'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['script[src]', 'src'],
  ['link[href]', 'href'],
];

const SRCSET_ATTRIBUTES = ['srcset', ...LAZY_SRCSET_ATTRIBUTES] as const;

/** The URL relative references resolve against: `<base href>` (itself relative to the page) or the page. */
export function documentBase($: CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href');
  return (href && absoluteHttpUrl(href, pageUrl)) || pageUrl;
}

export function absolutizeSrcset(srcset: string, base: string): string {
  return serializeSrcset(
    parseSrcset(srcset).map((c) => ({
      url: absoluteHttpUrl(c.url, base) ?? c.url,
      descriptor: c.descriptor,
    })),
  );
}

/**
 * Rewrites a parsed page in place so it no longer depends on where it was fetched from: references
 * become absolute (then `<base>` goes, because the copy is served from our origin), lazy images get a
 * real src/srcset so they show without the site's script, and a meta CSP (which would block the data:
 * URIs we inline) is dropped. The page is re-declared UTF-8 because that is how it is stored.
 * Returns the base URL used.
 */
export function prepareDocument($: CheerioAPI, pageUrl: string): string {
  const base = documentBase($, pageUrl);
  $('base').remove();
  $('meta[http-equiv]').each((_, el) => {
    const equiv = ($(el).attr('http-equiv') ?? '').toLowerCase();
    if (equiv === 'content-security-policy' || equiv === 'content-type') $(el).remove();
  });
  $('meta[charset]').remove();
  $('head').prepend('<meta charset="utf-8">');

  for (const [selector, attribute] of URL_ATTRIBUTES) {
    $(selector).each((_, el) => {
      const value = $(el).attr(attribute) ?? '';
      const absolute = absoluteHttpUrl(value, base);
      if (absolute) $(el).attr(attribute, absolute);
    });
  }

  $('img, source').each((_, el) => {
    const $el = $(el);
    for (const attribute of LAZY_SRC_ATTRIBUTES) {
      const absolute = absoluteHttpUrl($el.attr(attribute) ?? '', base);
      if (!absolute) continue;
      $el.attr(attribute, absolute);
      // <source> in <video> carries src; in <picture> only srcset, so a lazy src there is left alone.
      if (el.tagName === 'img') $el.attr('src', absolute);
    }
    for (const attribute of SRCSET_ATTRIBUTES) {
      const value = $el.attr(attribute);
      if (value === undefined || value.trim() === '') continue;
      const absolute = absolutizeSrcset(value, base);
      $el.attr(attribute, absolute);
      if (attribute !== 'srcset') $el.attr('srcset', absolute);
    }
  });
  return base;
}
