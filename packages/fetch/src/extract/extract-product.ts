import { type Product, productSchema } from '@adreel/contracts';
import { load } from 'cheerio';
import { normaliseCssColor } from './colors.ts';
import { ExtractionError } from './errors.ts';
import { mergeImages, readPageImages } from './images.ts';
import { readJsonLdProduct } from './json-ld.ts';
import { allMeta, firstMeta, readMetaTags } from './meta-tags.ts';
import {
  readFeatures,
  readHeading,
  readLanguage,
  readReadableSummary,
  readTitle,
  readVisiblePrice,
  stripPageChrome,
} from './page-content.ts';
import { normaliseCurrency, parsePrice } from './price.ts';
import { firstNonEmpty, truncate } from './text.ts';

const MAX_SUMMARY = 500;
const MAX_NAME = 150;

function looksLikeHtml(text: string): boolean {
  return /<(html|head|body|title|meta|div|p|h1|main|article|!doctype)[\s>]/i.test(text.slice(0, 100_000));
}

/**
 * Reads what a product page says about its product. Sources in order of trust: JSON-LD Product,
 * OpenGraph / product meta, Twitter cards, then the visible page (title, h1, prose, lists, images).
 */
export function extractProduct(html: string, pageUrl: string): Product {
  if (html.trim() === '')
    throw new ExtractionError('EMPTY_PAGE', 'The page is empty, so there is nothing to read.');
  if (!looksLikeHtml(html)) {
    throw new ExtractionError(
      'NOT_HTML',
      'That address does not point to a web page. Please use a product page link.',
    );
  }

  const $ = load(html);
  const jsonLd = readJsonLdProduct($);
  const meta = readMetaTags($);
  const metaImages = [
    ...allMeta(meta, 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
    ...$('link[rel="image_src"]')
      .toArray()
      .map((link) => $(link).attr('href') ?? ''),
  ];
  const themeColor = normaliseCssColor(firstMeta(meta, 'theme-color', 'msapplication-tilecolor'));
  const language = readLanguage($, firstMeta(meta, 'og:locale'));
  const title = readTitle($);

  stripPageChrome($);
  const heading = readHeading($);
  const name = firstNonEmpty(
    jsonLd?.name,
    firstMeta(meta, 'og:title'),
    firstMeta(meta, 'twitter:title'),
    heading,
    title,
  );
  if (!name) {
    throw new ExtractionError(
      'NO_NAME',
      'We could not find a product name on that page. Is it a product page?',
    );
  }

  const metaPrice = parsePrice(firstMeta(meta, 'product:price:amount', 'og:price:amount', 'price'));
  const metaCurrency = normaliseCurrency(
    firstMeta(meta, 'product:price:currency', 'og:price:currency', 'pricecurrency'),
  );
  const visible = jsonLd?.price != null && jsonLd.currency ? null : readVisiblePrice($);

  const summary =
    firstNonEmpty(
      jsonLd?.description,
      firstMeta(meta, 'og:description'),
      firstMeta(meta, 'description'),
      firstMeta(meta, 'twitter:description'),
    ) ?? readReadableSummary($);

  const product: Product = {
    url: pageUrl,
    name: truncate(name, MAX_NAME),
    summary: truncate(summary, MAX_SUMMARY),
    price: jsonLd?.price ?? metaPrice ?? visible?.price ?? null,
    currency: jsonLd?.currency ?? metaCurrency ?? visible?.currency ?? null,
    brand: firstNonEmpty(jsonLd?.brand, firstMeta(meta, 'product:brand', 'og:brand', 'og:site_name')),
    category: firstNonEmpty(jsonLd?.category, firstMeta(meta, 'product:category', 'article:section')),
    features: readFeatures($),
    images: mergeImages(pageUrl, jsonLd?.images ?? [], metaImages, readPageImages($, pageUrl)),
    colors: themeColor ? [themeColor] : [],
    language,
  };
  return productSchema.parse(product);
}
