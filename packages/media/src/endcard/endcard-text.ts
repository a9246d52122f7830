import { type LanguageCode, languageTag, linkInBioPhrase, type Product } from '@adreel/contracts';
import { VIDEO_WORDS } from './endcard-words.ts';

export interface EndCardText {
  title: string;
  price: string | null;
  cta: string;
  link: string | null;
}

/** Formats a price the way shoppers read it in the product's currency ("$49.99", "€19", "34,99 €" in German). */
export function formatPrice(price: number | null, currency: string | null, locale = 'en-US'): string | null {
  if (price === null || !Number.isFinite(price)) return null;
  const fraction = Number.isInteger(price) ? 0 : 2;
  if (!currency) return price.toFixed(fraction);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fraction,
      maximumFractionDigits: fraction,
    }).format(price);
  } catch {
    return `${price.toFixed(fraction)} ${currency}`;
  }
}

/** Shortens a link for display under the QR code (no scheme, no query noise). */
export function displayLink(url: string, max = 34): string {
  const short = url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return short.length > max ? `${short.slice(0, max - 1)}…` : short;
}

/** The end card's words in the video's language (issue 25); the price in that language's format. */
export function endCardText(
  product: Product | null,
  linkUrl: string | null,
  language: LanguageCode = 'en',
): EndCardText {
  const words = VIDEO_WORDS[language];
  const title = product?.name?.trim() || words.fallbackTitle;
  return {
    title: title.length > 60 ? `${title.slice(0, 59)}…` : title,
    price: product ? formatPrice(product.price, product.currency, languageTag(language)) : null,
    cta: linkUrl ? words.ctaWithLink : words.cta,
    link: linkUrl ? displayLink(linkUrl) : null,
  };
}

/**
 * The card of a TikTok or Instagram upload (issue 32): the same name and price, and "Link in bio" in
 * the video's language as its call to action, with no link (the caption cannot carry one either).
 */
export function linkInBioCard(text: EndCardText, language: LanguageCode = 'en'): EndCardText {
  return { ...text, cta: linkInBioPhrase(language), link: null };
}
