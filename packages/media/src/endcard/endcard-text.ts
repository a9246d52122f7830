import type { Product } from '@adreel/contracts';

export interface EndCardText {
  title: string;
  price: string | null;
  cta: string;
  link: string | null;
}

/** Formats a price the way shoppers read it in the product's currency ("$49.99", "€19"). */
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

export function endCardText(product: Product | null, linkUrl: string | null): EndCardText {
  const title = product?.name?.trim() || 'Check it out';
  return {
    title: title.length > 60 ? `${title.slice(0, 59)}…` : title,
    price: product ? formatPrice(product.price, product.currency) : null,
    cta: linkUrl ? 'Scan or tap the link to get yours' : 'Get yours today',
    link: linkUrl ? displayLink(linkUrl) : null,
  };
}
