import type { Product } from '@adreel/contracts';
import sanitizeHtml from 'sanitize-html';

/** What of an offer's catalog row a script can be written from. */
export interface CatalogOffer {
  name: string;
  descriptionHtml: string;
  imageUrl: string | null;
  category: string | null;
  price: number | null;
  currency: string | null;
}

const MAX_FEATURES = 6;
const MAX_SUMMARY = 600;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 31 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain text of a vendor's description: no markup, no script or style text, no control characters. */
function textOf(html: string): string {
  const bare = sanitizeHtml(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg'],
  });
  return decodeEntities(bare)
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The description's blocks (paragraphs, headings) and list items, each as plain text. */
function blocksOf(html: string): { paragraphs: string[]; items: string[] } {
  const items = [...html.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => textOf(m[1] ?? ''));
  const withoutLists = html.replace(/<(ul|ol)\b[\s\S]*?<\/\1>/gi, '\n');
  const paragraphs = withoutLists
    .split(/<\/(?:p|h[1-6]|div)>|<br\s*\/?>/i)
    .map(textOf)
    .filter((p) => p !== '');
  return { paragraphs, items: items.filter((i) => i !== '') };
}

function absolute(imageUrl: string | null, origin: string): string | null {
  if (!imageUrl) return null;
  try {
    const url = new URL(imageUrl, `${origin.replace(/\/+$/, '')}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * A marketplace offer as the product a script is written from, using only what the catalog holds
 * (no page is fetched): its name, the description as text (first paragraph the summary, list items and
 * later paragraphs the features), price, currency, image and category. Relative catalog images are
 * served by our own origin (spec §2.12). `missing` names what the catalog lacks, for the user's note.
 */
export function offerProduct(
  offer: CatalogOffer,
  opts: { url: string | null; imageOrigin: string },
): { product: Product; missing: ('description' | 'image')[] } {
  const { paragraphs, items } = blocksOf(offer.descriptionHtml);
  const [first = '', ...rest] = paragraphs;
  const image = absolute(offer.imageUrl, opts.imageOrigin);
  const currency =
    offer.currency && /^[A-Za-z]{3}$/.test(offer.currency) ? offer.currency.toUpperCase() : null;
  const price = offer.price !== null && Number.isFinite(offer.price) && offer.price >= 0 ? offer.price : null;
  const missing: ('description' | 'image')[] = [];
  if (first === '' && items.length === 0) missing.push('description');
  if (!image) missing.push('image');
  return {
    product: {
      url: opts.url,
      name: offer.name.trim() || 'This offer',
      summary: first.slice(0, MAX_SUMMARY),
      price: price !== null && currency ? price : null,
      currency: price !== null && currency ? currency : null,
      brand: null,
      category: offer.category?.trim() || null,
      features: [...items, ...rest].map((f) => f.slice(0, 200)).slice(0, MAX_FEATURES),
      images: image ? [image] : [],
      colors: [],
      language: null,
    },
    missing,
  };
}
