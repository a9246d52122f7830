import * as cheerio from 'cheerio';

/** The text of the page's first h1, whitespace collapsed ('' when it has none). */
export function firstHeadline(html: string): string {
  const $ = cheerio.load(html);
  return $('h1').first().text().replace(/\s+/g, ' ').trim();
}

/**
 * Every distinct http(s) link a visitor can follow off the page (in-page anchors left out), resolved
 * against the page's address: the candidates a user may send to their affiliate link too.
 */
export function outgoingLinks(html: string, pageUrl: string, max = 100): string[] {
  const $ = cheerio.load(html);
  const page = new URL(pageUrl);
  page.hash = '';
  const found = new Set<string>();
  $('a[href]').each((_, el) => {
    if (found.size >= max) return false;
    const href = ($(el).attr('href') ?? '').trim();
    if (!href || href.startsWith('#')) return;
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    url.hash = '';
    if (url.href === page.href) return;
    found.add(new URL(href, page).href);
  });
  return [...found];
}
