import * as cheerio from 'cheerio';
import { anchorsOf, isCheckoutAnchor } from './checkout-links.ts';
import { parseHttpUrl } from './urls.ts';

export interface ApplyAffiliateOptions {
  affiliateLink: string;
  pageUrl: string;
  /** Further links the user picked to send to the affiliate link, absolute or relative to the page. */
  extraLinks?: string[];
}

function withTokens(existing: string | undefined, add: readonly string[]): string {
  const tokens = new Set((existing ?? '').split(/\s+/).filter(Boolean));
  for (const token of add) tokens.add(token);
  return [...tokens].join(' ');
}

/**
 * Points every checkout link (and every chosen link) at the affiliate link, opening in a new tab and
 * marked sponsored. Links elsewhere are left as they are.
 */
export function applyAffiliateLink(
  html: string,
  opts: ApplyAffiliateOptions,
): { html: string; replaced: number } {
  const affiliate = parseHttpUrl(opts.affiliateLink.trim());
  if (!affiliate) throw new Error('The affiliate link must be a full http:// or https:// address.');
  const $ = cheerio.load(html);
  const anchors = anchorsOf($, opts.pageUrl);

  const chosen = new Set<string>();
  for (const link of opts.extraLinks ?? []) {
    try {
      chosen.add(new URL(link, opts.pageUrl).href);
    } catch {
      // A link that is not a URL cannot match any anchor; nothing to choose.
    }
  }
  // A URL any "Buy now" button points to is a checkout URL wherever it appears on the page.
  const checkoutUrls = new Set(anchors.filter((a) => isCheckoutAnchor(a.info)).map((a) => a.info.url));

  let replaced = 0;
  for (const { element, info } of anchors) {
    const byUrl = !info.inPage && checkoutUrls.has(info.url);
    if (!(chosen.has(info.url) || byUrl || isCheckoutAnchor(info))) continue;
    element.attr('href', affiliate.href);
    element.attr('rel', withTokens(element.attr('rel'), ['sponsored', 'noopener']));
    element.attr('target', '_blank');
    // Sales pages often send the click from a handler rather than the href; the href must win.
    element.removeAttr('onclick');
    replaced++;
  }
  return { html: $.html(), replaced };
}
