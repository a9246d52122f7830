import { readFile, rm, stat, writeFile } from 'node:fs/promises';
import { isPexelsPhotoUrl, mediaIdOf, type Scene } from '@adreel/contracts';
import sharp from 'sharp';
import type { Rect } from '../captions/captions.ts';
import { cached, cachePath, hashKey, isCached } from '../core/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../core/context.ts';
import { STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { mapLimit } from '../encode/limit.ts';
import type { MotionLayer } from '../encode/motion-layers.ts';
import { detailCrop } from './detail-crop.ts';
import { fullBleedFits } from './full-bleed.ts';
import { makeMotionBackground } from './motion-assets.ts';
import { designMotion, type MotionStyle } from './motion-design.ts';
import type { StockClip, StockCredit } from './pexels-videos.ts';
import { placeProduct } from './product-fit.ts';
import { type ProductImage, productImage, UnusableImageError } from './product-image.ts';
import { assignSceneImages, namesProductImage, stockQuery } from './scene-assets.ts';
import { type Backdrop, bleedStill, colorStill, productStill } from './stills.ts';

/**
 * A stock lookup that hasn't answered by now is treated as a miss, whatever adapter is plugged in.
 * The Pexels client bounds its network part itself (15 s); this also covers its local clip check,
 * which on a busy worker (two renders on two cores) took several seconds.
 */
export const STOCK_TIMEOUT_MS = 45_000;

function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([p.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

export interface Background {
  kind: 'still' | 'clip';
  path: string;
  key: string;
  /**
   * The product shown whole in this still: its normalised image and where it sits (still pixels).
   * With `fullBleed` the photo covers the whole still instead (`box` is the still), edges cropped.
   */
  product?: ProductImage & { box: Rect; fullBleed?: boolean };
  /** Why the scene's product image was replaced by the generated background (review page). */
  problem?: string;
  /** Designed motion (a still with no picture): shapes moving over it, in frame pixels. */
  layers?: MotionLayer[];
  /** A stock clip's author and page, credited on the video page. */
  credit?: StockCredit;
}

export interface BackgroundSources {
  images: string[];
  colors: string[];
  fetchImage: (url: string) => Promise<Buffer>;
  /**
   * Stock footage for a search query: a local, checked clip and its credit, or null on any miss.
   * `taken` holds the clip ids this video's other scenes show; the lookup adds the one it picks.
   */
  stockClips?: (query: string, taken?: Set<number>) => Promise<StockClip | null>;
  /**
   * A local file of the user's own clip a scene names ("Your media: adreel-media:<id>"), or null when
   * the reference names an image (then fetchImage reads it) or nothing of the video's owner.
   */
  ownClip?: (reference: string) => Promise<string | null>;
}

/**
 * The stills a look draws on: their size includes the overscan the camera motion moves within;
 * `stage` is where the look puts the whole product (still pixels) and `backdrop` how it fills the rest.
 */
export interface StillSpec {
  width: number;
  height: number;
  stage: Rect;
  backdrop: Backdrop;
  /** The look fills the still with a scene photo where fullBleedFits allows (bold, ugc). */
  bleed?: boolean;
  /**
   * How a scene with no picture moves (motion-design.ts); missing: the older gradient still (the
   * product card keeps its card).
   */
  motion?: MotionStyle | null;
  /** The frame the still is drawn for (designs are laid out in frame pixels); default still / overscan. */
  frame?: { width: number; height: number };
}

export function backgroundMaker(ctx: RenderContext, src: BackgroundSources, still: StillSpec) {
  const { width: sw, height: sh } = still;
  const color = async (seed: number): Promise<Background> => {
    if (still.motion) {
      const frame = still.frame ?? {
        width: Math.round(sw / STILL_OVERSCAN),
        height: Math.round(sh / STILL_OVERSCAN),
      };
      const design = designMotion(still.motion, src.colors, seed, frame);
      return { kind: 'still', ...(await makeMotionBackground(ctx, design, still)) };
    }
    const key = hashKey('color', CACHE_VERSION, src.colors, seed, sw, sh);
    const r = await ctx.cache('bg', key, 'jpg', (tmp) => colorStill(src.colors, sw, sh, seed, tmp));
    return { kind: 'still', path: r.path, key };
  };
  const image = async (url: string, seed: number, again = true): Promise<Background> => {
    const key = hashKey('still', CACHE_VERSION, url, still);
    try {
      // The image's analysis is cached by its bytes; the placed still by the URL and the look's stage.
      const meta = await ctx.cache('bg', key, 'json', async (tmp) => {
        const image = await productImage(ctx, await src.fetchImage(url));
        // Only a stock scene photo may fill the frame: a shop's or the user's product image is the
        // product, and the product is always shown whole (product-images.test.ts).
        if (still.bleed && isPexelsPhotoUrl(url) && fullBleedFits(image, still)) {
          const note = 'a photo that fills the frame: its edges may be cropped';
          const box = { x: 0, y: 0, w: sw, h: sh };
          await cached(ctx.cacheDir, 'bg', key, 'jpg', (t) => bleedStill(image, sw, sh, still.backdrop, t));
          await writeFile(
            tmp,
            JSON.stringify({ ...image, notes: [...image.notes, note], box, fullBleed: true }),
          );
          return;
        }
        const product = await detailOf(ctx, image, still.stage);
        const box = placeProduct(product, still.stage);
        await cached(ctx.cacheDir, 'bg', key, 'jpg', (t) =>
          productStill(product, box, sw, sh, still.backdrop, t),
        );
        await writeFile(tmp, JSON.stringify({ ...product, box }));
      });
      const product = JSON.parse(await readFile(meta.path, 'utf8')) as Background['product'] & {};
      const jpg = cachePath(ctx.cacheDir, 'bg', key, 'jpg');
      if (again && !((await isCached(jpg)) && (await isCached(product.path)))) {
        // Part of the entry was cleaned up: make it again, once.
        await rm(meta.path, { force: true });
        return image(url, seed, false);
      }
      return { kind: 'still', path: jpg, key, product };
    } catch (err) {
      // A dead, damaged or blank image must not fail the video: the look's generated background.
      const problem =
        err instanceof UnusableImageError
          ? err.message
          : "We couldn't use this image: it could not be downloaded";
      return { ...(await color(seed)), problem };
    }
  };
  return { color, image };
}

/**
 * A wide image (a 1920×600 screenshot) far wider than the stage, cut to its most detailed region
 * at the stage's shape (detailCrop; sharp's entropy strategy), so it fills the stage readably
 * instead of as a thin strip. Any other image as it is.
 */
async function detailOf(ctx: RenderContext, product: ProductImage, stage: Rect): Promise<ProductImage> {
  const crop = detailCrop(product, stage);
  if (!crop) return product;
  const key = hashKey('detail', CACHE_VERSION, product.key, crop);
  const r = await ctx.cache('bg', key, 'jpg', async (tmp) => {
    await sharp(product.path)
      .resize(crop.width, crop.height, { fit: 'cover', position: sharp.strategy.entropy })
      .jpeg({ quality: 92 })
      .toFile(tmp);
  });
  const note = `wide image: its most detailed ${crop.width}×${crop.height} part is shown`;
  return { ...product, ...crop, path: r.path, key, notes: [...product.notes, note] };
}

/**
 * Which scenes may cut to stock footage when it is on: a scene with no image of its own, one whose
 * text names no image, and one that would show a product image an earlier scene already showed (a
 * product with two photos and five scenes cuts three clips). A photo the user picked, their own
 * media, or the first showing of a product image the scene's text names is never replaced (an image
 * only dealt round-robin to a scene that names none may be, unless it is the only product image
 * left: a product ad keeps at least one).
 */
export function brollScenes(
  scenes: Pick<Scene, 'visual'>[],
  imageFor: (string | null)[],
  images: string[],
): boolean[] {
  const seen = new Set<string>();
  const cut = scenes.map((scene, i) => {
    const img = imageFor[i] ?? null;
    if (!img) return true;
    const chosen = isPexelsPhotoUrl(img) || mediaIdOf(img) !== null;
    const again = seen.has(img);
    seen.add(img);
    if (chosen) return false;
    return again || !namesProductImage(scene.visual.background, images);
  });
  // A product ad always shows its product: when no scene names an image, the first scene dealt one
  // keeps it instead of a stock clip.
  const productAt = imageFor.findIndex((img) => img !== null && images.includes(img));
  if (productAt >= 0 && imageFor.every((img, i) => !img || !images.includes(img) || cut[i])) {
    cut[productAt] = false;
  }
  return cut;
}

/** Per scene: a named product image, else a stock clip, else product images round-robin, else designed motion. */
export async function prepareBackgrounds(
  ctx: RenderContext,
  scenes: Pick<Scene, 'visual'>[],
  src: BackgroundSources,
  still: StillSpec,
  onDone: (done: number, total: number) => void = () => undefined,
): Promise<Background[]> {
  const make = backgroundMaker(ctx, src, still);
  const imageFor = assignSceneImages(scenes, src.images);
  const brollAt = brollScenes(scenes, imageFor, src.images);
  const taken = new Set<number>();
  let done = 0;
  return mapLimit(scenes, 2, async (scene, i) => {
    const img = imageFor[i] ?? null;
    let bg: Background | null = null;
    if (src.stockClips && brollAt[i]) {
      const clip = await withTimeout(
        src.stockClips(stockQuery(scene.visual.background), taken),
        STOCK_TIMEOUT_MS,
        null,
      );
      const s = clip ? await stat(clip.path).catch(() => null) : null;
      if (clip && s?.isFile()) {
        const key = hashKey('clip', clip.path, s.size);
        bg = { kind: 'clip', path: clip.path, key, credit: clip.credit };
      }
    }
    // The user's own clip plays as the scene's footage (looped or cut to the scene's length).
    if (img && src.ownClip && mediaIdOf(img)) {
      const clip = await src.ownClip(img).catch(() => null);
      const s = clip ? await stat(clip).catch(() => null) : null;
      if (clip && s?.isFile()) bg = { kind: 'clip', path: clip, key: hashKey('own-clip', img, s.size) };
    }
    bg ??= img ? await make.image(img, i) : await make.color(i);
    done++;
    onDone(done, scenes.length);
    return bg;
  });
}
