import type { CheerioAPI } from 'cheerio';
import { findPriceInText } from './price.ts';
import { cleanText, truncate } from './text.ts';

const CHROME =
  'script, style, noscript, template, svg, iframe, nav, header, footer, aside, form, [role=navigation]';
const MAIN_CANDIDATES = [
  'main',
  '[role=main]',
  '[itemtype*="Product"]',
  'article',
  '#content',
  '.product',
  'body',
];
const MAX_FEATURES = 6;

/**
 * Removes navigation, headers, footers and scripts from the document so the rest reads like the
 * page's own content. Mutates `$`: call it after metadata has been read.
 */
export function stripPageChrome($: CheerioAPI): void {
  $(CHROME).remove();
}

/** The element holding the page's main content, falling back to <body>. */
function mainContent($: CheerioAPI) {
  for (const selector of MAIN_CANDIDATES) {
    const found = $(selector).first();
    if (found.length > 0 && cleanText(found.text()).length > 0) return found;
  }
  return $.root();
}

export function readTitle($: CheerioAPI): string | null {
  const title = cleanText($('head title').first().text() || $('title').first().text());
  if (!title) return null;
  // "Product name | Shop" → "Product name"
  const first = title.split(/\s+[|–—·-]\s+/)[0]?.trim();
  return first && first.length >= 3 ? first : title;
}

export function readHeading($: CheerioAPI): string | null {
  return cleanText(mainContent($).find('h1').first().text()) || cleanText($('h1').first().text()) || null;
}

export function readLanguage($: CheerioAPI, ogLocale: string | null): string | null {
  const lang = ($('html').attr('lang') ?? ogLocale ?? '').trim();
  const primary = lang.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** The first paragraphs of real prose in the main content, for pages without any description. */
export function readReadableSummary($: CheerioAPI, maxLength = 400): string {
  const parts: string[] = [];
  let length = 0;
  mainContent($)
    .find('p')
    .each((_, element) => {
      const text = cleanText($(element).text());
      if (text.length < 40) return;
      parts.push(text);
      length += text.length;
      return length < maxLength;
    });
  return truncate(parts.join(' '), maxLength);
}

function cleanFeature(text: string): string {
  return cleanText(text)
    .replace(/^(?:\s|[•·*✓✔✅☑→►▶–—-])+/u, '')
    .replace(/[;,]$/, '')
    .trim();
}

/**
 * Short list items from the main content. A list whose items are all links is navigation, not a
 * feature list, so such items are skipped.
 */
export function readFeatures($: CheerioAPI): string[] {
  const features: string[] = [];
  mainContent($)
    .find('ul li, ol li')
    .each((_, element) => {
      const item = $(element);
      const text = cleanFeature(item.text());
      const linkText = cleanText(item.find('a').text());
      if (text.length < 3 || text.length > 140 || linkText === cleanText(item.text())) return;
      if (!features.includes(text)) features.push(text);
      return features.length < MAX_FEATURES;
    });
  return features;
}

/** A price written in the page, preferring elements marked as prices over the whole text. */
export function readVisiblePrice($: CheerioAPI): { price: number; currency: string } | null {
  const marked = $('[itemprop=price], [class*="price" i], [id*="price" i]')
    .toArray()
    .flatMap((element) => [cleanText($(element).text()), cleanText($(element).attr('content'))]);
  for (const text of marked) {
    const found = findPriceInText(text);
    if (found) return found;
  }
  return findPriceInText(cleanText(mainContent($).text()));
}
