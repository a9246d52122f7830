import type { Product } from '@adreel/contracts';
import { FetchRefusedError } from '../errors.ts';
import type { SafeFetcher, SafeResponse } from '../safe-fetcher.ts';
import { dominantColors } from './colors.ts';
import { ExtractionError } from './errors.ts';
import { extractProduct } from './extract-product.ts';

const MAX_COLORS = 4;

/** Decodes a page using the charset from its header or <meta charset>, defaulting to UTF-8. */
export function decodeHtml(response: Pick<SafeResponse, 'body' | 'contentType'>): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(response.contentType)?.[1];
  const head = response.body.subarray(0, 2048).toString('latin1');
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1];
  try {
    return new TextDecoder(fromHeader ?? fromMeta ?? 'utf-8').decode(response.body);
  } catch {
    return new TextDecoder('utf-8').decode(response.body);
  }
}

export interface ExtractFromUrlHooks {
  /** Called once the page is downloaded, before it is read: the caller's progress moves to extracting. */
  onPageFetched?: () => Promise<void> | void;
}

/**
 * Fetches a product page through the safe fetcher, extracts the product, then samples the main
 * image's colours. The image is a nice-to-have: if it cannot be fetched or read, colours stay as they are.
 */
export async function extractProductFromUrl(
  fetcher: SafeFetcher,
  url: string,
  hooks: ExtractFromUrlHooks = {},
): Promise<Product> {
  let page: SafeResponse;
  try {
    page = await fetcher.fetch(url, { kind: 'html' });
  } catch (error) {
    if (error instanceof FetchRefusedError && error.code === 'BAD_CONTENT_TYPE') {
      throw new ExtractionError(
        'NOT_HTML',
        'That address does not point to a web page. Please use a product page link.',
        { cause: error },
      );
    }
    if (error instanceof FetchRefusedError && error.code === 'EMPTY') {
      throw new ExtractionError('EMPTY_PAGE', 'The page is empty, so there is nothing to read.', {
        cause: error,
      });
    }
    throw error;
  }

  await hooks.onPageFetched?.();
  const product = extractProduct(decodeHtml(page), page.url);
  const mainImage = product.images[0];
  if (!mainImage) return product;
  try {
    const image = await fetcher.fetch(mainImage, { kind: 'image' });
    const sampled = await dominantColors(image.body);
    const colors = [...new Set([...product.colors, ...sampled])].slice(0, MAX_COLORS);
    return { ...product, colors };
  } catch {
    return product;
  }
}
