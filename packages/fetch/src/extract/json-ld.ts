import type { CheerioAPI } from 'cheerio';
import { normaliseCurrency, parsePrice } from './price.ts';
import { cleanText, stripTags } from './text.ts';

export interface JsonLdProduct {
  name: string | null;
  description: string | null;
  images: string[];
  brand: string | null;
  category: string | null;
  price: number | null;
  currency: string | null;
}

type JsonObject = Record<string, unknown>;

const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct', 'productmodel']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isProduct(node: JsonObject): boolean {
  return asArray(node['@type']).some(
    (type) => typeof type === 'string' && PRODUCT_TYPES.has(type.toLowerCase()),
  );
}

/** Every object in the document, walking arrays, @graph and nested entities (mainEntity, offers…). */
function* walk(value: unknown, depth = 0): Generator<JsonObject> {
  if (depth > 8) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, depth + 1);
  } else if (isObject(value)) {
    yield value;
    for (const child of Object.values(value)) {
      if (typeof child === 'object' && child !== null) yield* walk(child, depth + 1);
    }
  }
}

function nameOf(value: unknown): string | null {
  for (const item of asArray(value)) {
    if (typeof item === 'string' && cleanText(item)) return cleanText(item);
    if (isObject(item) && typeof item.name === 'string' && cleanText(item.name)) return cleanText(item.name);
  }
  return null;
}

function imagesOf(value: unknown): string[] {
  const urls: string[] = [];
  for (const item of asArray(value)) {
    if (typeof item === 'string') urls.push(item);
    else if (isObject(item)) {
      const url = item.url ?? item.contentUrl;
      if (typeof url === 'string') urls.push(url);
    }
  }
  return urls;
}

function offerOf(offers: unknown): { price: number | null; currency: string | null } {
  for (const offer of asArray(offers)) {
    if (!isObject(offer)) continue;
    const spec = asArray(offer.priceSpecification).find(isObject);
    const price = parsePrice(offer.price ?? offer.lowPrice ?? spec?.price);
    const currency = normaliseCurrency(offer.priceCurrency ?? spec?.priceCurrency);
    if (price !== null || currency !== null) return { price, currency };
  }
  return { price: null, currency: null };
}

/** Parses JSON-LD blocks leniently: one broken block must not hide the others. */
function parseBlocks($: CheerioAPI): unknown[] {
  const blocks: unknown[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    const raw = $(element).text().trim();
    if (!raw) return;
    try {
      blocks.push(JSON.parse(raw));
    } catch {
      try {
        blocks.push(JSON.parse(raw.replace(/,\s*([}\]])/g, '$1')));
      } catch {
        // Unreadable block: other sources still apply.
      }
    }
  });
  return blocks;
}

export function readJsonLdProduct($: CheerioAPI): JsonLdProduct | null {
  for (const block of parseBlocks($)) {
    for (const node of walk(block)) {
      if (!isProduct(node)) continue;
      const { price, currency } = offerOf(node.offers);
      return {
        name: nameOf(node.name),
        description: typeof node.description === 'string' ? stripTags(node.description) || null : null,
        images: imagesOf(node.image),
        brand: nameOf(node.brand) ?? nameOf(node.manufacturer),
        category: nameOf(node.category),
        price,
        currency,
      };
    }
  }
  return null;
}
