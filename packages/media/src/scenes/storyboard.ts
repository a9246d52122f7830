import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product, ScriptContent } from '@adreel/contracts';
import { buildAss } from '../captions/captions.ts';
import { captionLines, splitPhrases, type TimedWord, timeWords } from '../captions/phrases.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs, frameCount, STILL_OVERSCAN } from '../encode/filtergraph.ts';
import { mapLimit } from '../encode/limit.ts';
import type { PlanScene } from '../encode/plan.ts';
import { brandCaptionLayout, type RenderBrand } from '../look/brand.ts';
import { prepareWatermark, withWatermark } from '../look/brand-layers.ts';
import { dressScenes } from '../look/dress.ts';
import {
  captionLayoutFor,
  lookFrame,
  type RenderLook,
  resolveRenderLook,
  stillFit,
  templateMotion,
} from '../look/look.ts';
import { hashKey } from '../render/cache.ts';
import { CACHE_VERSION, createRenderContext } from '../render/context.ts';
import { VIDEO } from '../render/segments.ts';
import { prepareBackgrounds } from './backgrounds.ts';

export interface StoryboardInput {
  content: ScriptContent;
  product: Product | null;
  look?: Partial<RenderLook>;
  /** The signed-in user's brand kit, drawn as the render would draw it. */
  brand?: RenderBrand | null;
  /** Shared with renders: stills and template layers made here are reused by the render, and back. */
  cacheDir: string;
  /** Scratch space, removed at the end. */
  workDir: string;
  fetchImage: (url: string) => Promise<Buffer>;
  /** Width of each still; the height follows the format. */
  stillWidth?: number;
  signal?: AbortSignal;
}

export interface StoryboardResult {
  look: RenderLook;
  width: number;
  height: number;
  /** One JPEG per scene, in scene order. */
  stills: Buffer[];
}

/**
 * The caption a scene shows at `atS` before any voice exists: the first line of its first phrase,
 * laid over one second around that time (the render times words from the real audio instead).
 */
export function storyboardCaption(voiceover: string, atS: number): TimedWord[][] {
  const first = splitPhrases(voiceover)[0] ?? '';
  const line = captionLines(timeWords(first, 0, 1))[0];
  if (!line) return [];
  return [timeWords(line.map((w) => w.text).join(' '), atS - 0.5, 1)];
}

/**
 * One still per scene, drawn by the render's own filter graph (template layers, camera motion and
 * ASS captions) at the middle frame of the scene, at preview size: ffmpeg draws just that frame
 * (`window`), two scenes at a time. Each still is cached by everything that shapes it, so changing one scene or the
 * template redraws only what changed.
 */
export async function renderStoryboard(input: StoryboardInput): Promise<StoryboardResult> {
  const look = resolveRenderLook(input.look ?? {});
  const full = lookFrame(look);
  // The whole graph runs at the still's size (stills, template layers, motion); the captions keep the
  // full frame's coordinates, which libass scales to the frame it draws on.
  const width = 2 * Math.round((input.stillWidth ?? 360) / 2);
  const height = 2 * Math.round((width * full.height) / full.width / 2);
  const stillSize = {
    width: Math.round(width * STILL_OVERSCAN),
    height: Math.round(height * STILL_OVERSCAN),
  };
  const workDir = path.resolve(input.workDir);
  const ctx = createRenderContext({
    cacheDir: path.resolve(input.cacheDir),
    workDir,
    signal: input.signal,
    preset: 'veryfast',
  });
  const scenes = input.content.reelScript.scenes;
  const layout = brandCaptionLayout(captionLayoutFor(look), input.brand);
  await mkdir(workDir, { recursive: true });
  try {
    const backgrounds = await prepareBackgrounds(
      ctx,
      scenes,
      {
        images: input.product?.images ?? [],
        colors: input.product?.colors ?? [],
        fetchImage: input.fetchImage,
      },
      stillSize.width,
      stillSize.height,
      async () => undefined,
      stillFit(look.template),
    );
    const dressed = withWatermark(
      await dressScenes(ctx, {
        look,
        backgrounds,
        product: input.product,
        content: input.content,
        stillSize,
        frame: { width, height },
      }),
      await prepareWatermark(ctx, input.brand, look.format, { width, height }),
    );
    const files = await mapLimit(scenes, 2, async (scene, i) => {
      const { background: bg, overlays } = dressed[i]!;
      const frames = frameCount(scene.duration, VIDEO.fps);
      const mid = Math.floor(frames / 2);
      const motion = templateMotion(look.template, scene.visual.animation, i);
      const plan: PlanScene = {
        durationS: frames / VIDEO.fps,
        background:
          bg.kind === 'still' ? { kind: 'still', path: bg.path, motion } : { kind: 'clip', path: bg.path },
        ...(overlays ? { overlays } : {}),
        window: { from: mid, frames: 1 },
      };
      const lines = storyboardCaption(scene.audio.voiceover, mid / VIDEO.fps);
      const ass = lines.length > 0 ? buildAss(lines, layout) : null;
      const key = hashKey('storyboard', CACHE_VERSION, bg.key, plan, ass, width, height);
      const r = await ctx.cache('storyboard', key, 'jpg', async (tmp) => {
        const captionsFile = ass ? `storyboard-${i}.ass` : null;
        if (captionsFile && ass) await writeFile(path.join(workDir, captionsFile), ass);
        const g = buildFilterGraph({
          width,
          height,
          fps: VIDEO.fps,
          scenes: [plan],
          captionsFile,
          audio: null,
        });
        await runFfmpeg([...filterGraphArgs(g), '-frames:v', '1', '-q:v', '4', tmp], {
          cwd: workDir,
          signal: input.signal,
        });
      });
      return r.path;
    });
    return { look, width, height, stills: await Promise.all(files.map((f) => readFile(f))) };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
