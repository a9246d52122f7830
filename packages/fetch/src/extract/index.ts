export { dominantColors, normaliseCssColor } from './colors.ts';
export { ExtractionError, type ExtractionFailure } from './errors.ts';
export { decodeHtml, type ExtractFromUrlHooks, extractProductFromUrl } from './extract-from-url.ts';
export { extractProduct } from './extract-product.ts';
export { findPriceInText, parsePrice } from './price.ts';
