import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product, ScriptContent, VideoFormatId } from '@adreel/contracts';
import { createRenderContext } from '../src/core/context.ts';
import { renderEndCard } from '../src/endcard/endcard.ts';
import { type EndCardText, endCardText } from '../src/endcard/endcard-text.ts';
import { canvasFor } from '../src/look/canvas.ts';
import { backgroundMaker } from '../src/scenes/backgrounds.ts';
import { makeScript } from './fixtures.ts';

const IMAGES = new URL('../../demo-shop/public/images/', import.meta.url);

/** A demo-shop product whose image carries its own text, and the words only that image shows. */
export interface TextProduct {
  id: string;
  product: Product;
  /** Words printed in the image but not on the end card: OCR must never find them there. */
  imageOnlyWords: string[];
}

const base = (name: string, url: string, price: number): Product => ({
  url: `https://shop.test/${encodeURIComponent(name)}`,
  name,
  summary: `${name}.`,
  price,
  currency: 'USD',
  brand: null,
  category: null,
  features: ['Clear steps', 'Instant access', 'Money-back guarantee'],
  images: [url],
  colors: ['#1e3a8a', '#f97316'],
  language: 'en',
});

/** Three products with baked-in text: a square bottle shot, an e-book cover, a software box. */
export const TEXT_PRODUCTS: (TextProduct & { file: string })[] = [
  {
    id: 'bottle',
    file: 'hydrapulse-smart-bottle/1.jpg',
    product: base('HydraPulse Smart Water Bottle', 'https://shop.test/bottle.jpg', 49),
    imageOnlyWords: [],
  },
  {
    id: 'ebook',
    file: 'text-products/ebook-cover.png',
    product: base('Mindful Money e-book', 'https://shop.test/ebook.png', 19),
    imageOnlyWords: ['CLARA', 'BENNETT', 'SPEND', 'BONUS', 'PLAN'],
  },
  {
    id: 'software',
    file: 'text-products/software-box.png',
    product: base('PixelForge Studio 5', 'https://shop.test/box.png', 89),
    imageOnlyWords: ['PIXEL', 'FORGE', 'EDITING', 'SUITE', 'WINDOWS', 'MACOS'],
  },
];

/** Serves each product's image by its URL from the demo shop's files. */
export async function textProductImages(): Promise<(url: string) => Promise<Buffer>> {
  const bytes = new Map<string, Buffer>();
  for (const p of TEXT_PRODUCTS) bytes.set(p.product.images[0]!, await readFile(new URL(p.file, IMAGES)));
  return async (url) => {
    const b = bytes.get(url);
    if (!b) throw new Error(`no such image ${url}`);
    return b;
  };
}

/**
 * One scene showing the product, with a caption (every camera move is checked by placement.test.ts;
 * one still per look keeps the matrix quick).
 */
export function textProductScript(p: TextProduct): ScriptContent {
  const url = p.product.images[0]!;
  return makeScript([
    { duration: 3, background: `Product image 1: ${url}`, voiceover: 'Finally a plan that works for you.' },
  ]);
}

/** A link for the end card's QR code and text. */
export const TEXT_PRODUCT_LINK = 'https://go.adreel.test/r/abc123';

/**
 * The end card a render of this product draws in `format`, at full size: the card's words over the
 * scene still with the whole product (what the render puts behind it). Returns the JPEG's path.
 */
export async function textProductEndCard(
  tp: TextProduct,
  format: VideoFormatId,
  o: { cacheDir: string; outDir: string; fetchImage: (url: string) => Promise<Buffer> },
): Promise<{ path: string; text: EndCardText }> {
  const canvas = canvasFor({ template: 'classic', format, captionStyle: 'highlight' });
  const ctx = createRenderContext({ cacheDir: o.cacheDir, workDir: o.outDir, preset: 'veryfast' });
  const sources = { images: tp.product.images, colors: tp.product.colors, fetchImage: o.fetchImage };
  const bg = await backgroundMaker(ctx, sources, canvas.still).image(tp.product.images[0]!, 0);
  const text = endCardText(tp.product, TEXT_PRODUCT_LINK);
  const out = path.join(o.outDir, `endcard-${tp.id}-${format.replace(':', 'x')}.jpg`);
  await renderEndCard(text, bg.path, TEXT_PRODUCT_LINK, canvas.still.width, canvas.still.height, out);
  return { path: out, text };
}
