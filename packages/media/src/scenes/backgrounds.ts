import { stat } from 'node:fs/promises';
import type { Scene } from '@adreel/contracts';
import { mapLimit } from '../encode/limit.ts';
import { coverStill } from '../look/template-stills.ts';
import { hashKey } from '../render/cache.ts';
import { CACHE_VERSION, type RenderContext } from '../render/context.ts';
import { assignSceneImages, namesProductImage, stockQuery } from './scene-assets.ts';
import { colorStill, prepareStill } from './stills.ts';

/** A stock lookup that hasn't answered by now is treated as a miss, whatever adapter is plugged in. */
export const STOCK_TIMEOUT_MS = 20_000;

function withTimeout<T>(p: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([p.catch(() => fallback), timeout]).finally(() => clearTimeout(timer));
}

export type Background = { kind: 'still' | 'clip'; path: string; key: string };

export interface BackgroundSources {
  images: string[];
  colors: string[];
  fetchImage: (url: string) => Promise<Buffer>;
  stockClips?: (query: string) => Promise<string | null>;
}

/**
 * The stills a look draws on: their size includes the overscan the camera motion moves within, and
 * `fit` is the template's (the image whole on a blurred copy of itself, or filling the frame).
 */
export interface StillSpec {
  width: number;
  height: number;
  fit: 'blur' | 'cover';
}

export function backgroundMaker(ctx: RenderContext, src: BackgroundSources, still: StillSpec) {
  const { width: sw, height: sh, fit } = still;
  const color = async (seed: number): Promise<Background> => {
    const key = hashKey('color', CACHE_VERSION, src.colors, seed, sw, sh);
    const r = await ctx.cache('bg', key, 'jpg', (tmp) => colorStill(src.colors, sw, sh, seed, tmp));
    return { kind: 'still', path: r.path, key };
  };
  const image = async (url: string, seed: number): Promise<Background> => {
    const key =
      fit === 'blur'
        ? hashKey('still', CACHE_VERSION, url, sw, sh)
        : hashKey('still', CACHE_VERSION, url, sw, sh, fit);
    try {
      const r = await ctx.cache('bg', key, 'jpg', async (tmp) => {
        const image = await src.fetchImage(url);
        await (fit === 'blur' ? prepareStill(image, sw, sh, tmp) : coverStill(image, sw, sh, tmp));
      });
      return { kind: 'still', path: r.path, key };
    } catch {
      // A dead or non-image URL must not fail the video.
      return color(seed);
    }
  };
  return { color, image };
}

/** Per scene: a named product image, else a stock clip, else product images round-robin, else colours. */
export async function prepareBackgrounds(
  ctx: RenderContext,
  scenes: Pick<Scene, 'visual'>[],
  src: BackgroundSources,
  still: StillSpec,
  onDone: (done: number, total: number) => void = () => undefined,
): Promise<Background[]> {
  const make = backgroundMaker(ctx, src, still);
  const imageFor = assignSceneImages(scenes, src.images);
  let done = 0;
  return mapLimit(scenes, 2, async (scene, i) => {
    const img = imageFor[i] ?? null;
    let bg: Background | null = null;
    if (src.stockClips && !(img && namesProductImage(scene.visual.background, src.images))) {
      const clip = await withTimeout(
        src.stockClips(stockQuery(scene.visual.background)),
        STOCK_TIMEOUT_MS,
        null,
      );
      const s = clip ? await stat(clip).catch(() => null) : null;
      if (clip && s?.isFile()) bg = { kind: 'clip', path: clip, key: hashKey('clip', clip, s.size) };
    }
    bg ??= img ? await make.image(img, i) : await make.color(i);
    done++;
    onDone(done, scenes.length);
    return bg;
  });
}
