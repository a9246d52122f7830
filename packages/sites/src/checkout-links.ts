import * as cheerio from 'cheerio';
import { documentBase } from './prepare-document.ts';

/** Path or query words vendors use for order pages (`/checkout`, `?add-to-cart=12`, `/buy-now`). */
const CHECKOUT_PATH =
  /(?:^|[^a-z])(?:checkout|order|buy|cart|purchase|payment|pay|get-?started|sign-?up|join)(?:now|[^a-z]|$)/i;

/** Payment processors and affiliate networks whose links are always a way to buy. */
const CHECKOUT_HOSTS: readonly { host: string; path?: RegExp }[] = [
  { host: 'digistore24.com', path: /^\/(?:product|redir|buy|order)\b/i },
  { host: 'clickbank.net' },
  { host: 'paypal.com' },
  { host: 'paypal.me' },
  { host: 'checkout.stripe.com' },
  { host: 'buy.stripe.com' },
  { host: 'jvzoo.com' },
  { host: 'warriorplus.com' },
  { host: 'paykickstart.com' },
  { host: 'samcart.com' },
  { host: 'thrivecart.com' },
  { host: 'gumroad.com' },
  { host: '2checkout.com' },
];

/** Button wording, compared after lower-casing and turning punctuation into spaces. */
const CHECKOUT_PHRASES =
  /\b(?:buy (?:it )?now|buy today|order (?:now|today|yours)|add to (?:cart|basket|bag|order)|(?:get )?instant access|get access|get it now|check ?out|claim (?:your|my)|yes i want|get started|sign up now|join now|download now|purchase now|pre ?order)\b/;
const STARTS_WITH_BUY = /^(?:buy|order|purchase)\b/;

export function normaliseLabel(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function isCheckoutLabel(text: string): boolean {
  const label = normaliseLabel(text);
  return (
    label.length > 0 && label.length <= 80 && (CHECKOUT_PHRASES.test(label) || STARTS_WITH_BUY.test(label))
  );
}

export function isCheckoutUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  for (const known of CHECKOUT_HOSTS) {
    if (host === known.host || host.endsWith(`.${known.host}`)) {
      if (!known.path || known.path.test(parsed.pathname)) return true;
    }
  }
  return CHECKOUT_PATH.test(`${parsed.pathname}${parsed.search}`);
}

export interface AnchorInfo {
  /** The href resolved against the document base. */
  url: string;
  /** True when the href only moves within the page (`#order`): only its wording can make it a checkout link. */
  inPage: boolean;
  label: string;
}

type Loaded = ReturnType<typeof cheerio.load>;

/** Every followable link on the page with what it points to and what it says. */
export function anchorsOf($: Loaded, pageUrl: string): { element: ReturnType<Loaded>; info: AnchorInfo }[] {
  const base = documentBase($, pageUrl);
  const pagePath = new URL(pageUrl).href.split('#')[0];
  const found: { element: ReturnType<Loaded>; info: AnchorInfo }[] = [];
  $('a[href], area[href]').each((_, el) => {
    const $el = $(el);
    const href = ($el.attr('href') ?? '').trim();
    if (/^(?:javascript|mailto|tel|sms|data):/i.test(href)) return;
    let url: string;
    try {
      url = new URL(href, base).href;
    } catch {
      return;
    }
    if (!/^https?:/i.test(url)) return;
    const inPage = href === '' || href.startsWith('#') || url.split('#')[0] === pagePath;
    const label = [$el.text(), $el.attr('aria-label'), $el.attr('title'), $el.find('img[alt]').attr('alt')]
      .filter(Boolean)
      .join(' ');
    found.push({ element: $el, info: { url, inPage, label } });
  });
  return found;
}

export function isCheckoutAnchor(info: AnchorInfo): boolean {
  return isCheckoutLabel(info.label) || (!info.inPage && isCheckoutUrl(info.url));
}

/**
 * Links to the vendor's order or checkout pages, absolute and without duplicates: by address (order
 * words in the path, known payment hosts) or by button wording ("Buy now", "Add to cart").
 */
export function findCheckoutLinks(html: string, pageUrl: string): string[] {
  const $ = cheerio.load(html);
  const links = new Set<string>();
  for (const { info } of anchorsOf($, pageUrl)) {
    if (isCheckoutAnchor(info)) links.add(info.url);
  }
  return [...links];
}
