import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LanguageCode, Product, Scene, ScriptContent } from '@adreel/contracts';
import type { BandId, Support } from '../captions/caption-band.ts';
import type { Rect } from '../captions/captions.ts';
import { buildAss, type CaptionLayout, shiftLines } from '../captions/captions.ts';
import { captionLines, splitPhrases, type TimedWord, timeWords } from '../captions/phrases.ts';
import { hashKey } from '../core/cache.ts';
import { CACHE_VERSION, createRenderContext, type RenderContext } from '../core/context.ts';
import { VIDEO } from '../core/video-format.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { buildFilterGraph, filterGraphArgs, frameCount } from '../encode/filtergraph.ts';
import { mapLimit } from '../encode/limit.ts';
import type { Motion } from '../encode/plan.ts';
import { brandCaptionLayout, type RenderBrand } from '../look/brand.ts';
import { type Canvas, canvasFor } from '../look/canvas.ts';
import { placeCaptions } from '../look/caption-place.ts';
import type { DressedScene } from '../look/dress.ts';
import { dressForLook, scenePlan } from '../look/dressed-scenes.ts';
import { withKineticHook } from '../look/kinetic-hook.ts';
import {
  captionLayoutFor,
  DEFAULT_RENDER_LOOK,
  lookFrame,
  type RenderLook,
  templateMotion,
} from '../look/look.ts';
import { prepareBackgrounds } from '../scenes/backgrounds.ts';
import { backgroundColors } from '../scenes/motion-design.ts';

export interface StoryboardInput {
  content: ScriptContent;
  product: Product | null;
  /** The resolved look (the API resolves the request's once); missing: the default look. */
  look?: RenderLook;
  /** The signed-in user's brand kit, drawn as the render would draw it. */
  brand?: RenderBrand | null;
  /** Shared with renders: stills and template layers made here are reused by the render, and back. */
  cacheDir: string;
  /** Scratch space, removed at the end. */
  workDir: string;
  fetchImage: (url: string) => Promise<Buffer>;
  /** Width of each still; the height follows the format. */
  stillWidth?: number;
  /** The video's language: the template's own words (the offer badge's) and the price's format. */
  language?: LanguageCode;
  signal?: AbortSignal;
}

export interface StoryboardResult {
  look: RenderLook;
  width: number;
  height: number;
  /** One JPEG per scene, in scene order. */
  stills: Buffer[];
  /** How each still was made: where the product and the captions are, and any image problem. */
  scenes: StoryboardScene[];
}

export interface StoryboardScene {
  motion: Motion;
  /** The still the camera moves over, in this storyboard's pixels. */
  still: { width: number; height: number };
  /** The whole product inside that still, or null for a generated background or a clip. */
  product: Rect | null;
  /** The caption band (in this storyboard's frame pixels), its support and the contrast it reaches. */
  captions: { band: Rect; id: BandId; support: Support; contrast: number } | null;
  /** Why the scene's product image was not used ("We couldn't use this image: …"), or null. */
  problem: string | null;
  /** What was done to the image to use it (e.g. upscaled), for the review page. */
  notes: string[];
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

/** A storyboard's frame: `stillWidth` wide (even), as tall as the look's format makes it. */
function previewFrame(look: RenderLook, stillWidth: number): { width: number; height: number } {
  const full = lookFrame(look);
  const width = 2 * Math.round(stillWidth / 2);
  return { width, height: 2 * Math.round((width * full.height) / full.width / 2) };
}

/**
 * One still per scene, drawn by the render's own filter graph (template layers, camera motion and
 * ASS captions) at the middle frame of the scene, at preview size: ffmpeg draws just that frame
 * (`window`), two scenes at a time. Each still is cached by everything that shapes it, so changing
 * one scene or the template redraws only what changed. The whole graph runs at the still's size; the
 * captions keep the full frame's coordinates, which libass scales to the frame it draws on.
 */
export async function renderStoryboard(input: StoryboardInput): Promise<StoryboardResult> {
  const look = input.look ?? DEFAULT_RENDER_LOOK;
  const canvas = canvasFor(look, previewFrame(look, input.stillWidth ?? 360));
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
    const sources = {
      images: input.product?.images ?? [],
      colors: backgroundColors(input.brand, input.product),
      fetchImage: input.fetchImage,
    };
    const backgrounds = await prepareBackgrounds(ctx, scenes, sources, canvas.still);
    const dressed = await dressForLook(ctx, canvas, { ...input, backgrounds });
    const placed = withKineticHook(await placeCaptions(ctx, canvas, layout, dressed), dressed);
    const files = await mapLimit(scenes, 2, (scene, i) =>
      drawStill(ctx, canvas, placed[i]!.layout, scene, dressed[i]!, i),
    );
    const scale = canvas.frame.width / layout.width;
    const described = scenes.map((scene, i): StoryboardScene => {
      const bg = dressed[i]!.background;
      const { band, choice } = placed[i]!;
      return {
        motion: templateMotion(look.template, scene.visual.animation, i),
        still: { width: canvas.still.width, height: canvas.still.height },
        product: bg.product?.box ?? null,
        captions: scene.audio.voiceover.trim()
          ? {
              band: { x: band.x * scale, y: band.y * scale, w: band.w * scale, h: band.h * scale },
              id: choice.id,
              support: choice.support,
              contrast: choice.contrast,
            }
          : null,
        problem: bg.problem ?? null,
        notes: bg.product?.notes ?? [],
      };
    });
    return {
      look,
      ...canvas.frame,
      stills: await Promise.all(files.map((f) => readFile(f))),
      scenes: described,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** A scene's middle frame as a cached JPEG. */
async function drawStill(
  ctx: RenderContext,
  canvas: Canvas,
  layout: CaptionLayout,
  scene: Scene,
  dressed: DressedScene,
  i: number,
): Promise<string> {
  const frames = frameCount(scene.duration, VIDEO.fps);
  const mid = Math.floor(frames / 2);
  const plan = {
    ...scenePlan(canvas, dressed, scene, i, frames / VIDEO.fps),
    window: { from: mid, frames: 1 },
  };
  // The words on screen at the middle frame, timed from it: a window's frames leave the graph
  // counted from zero (encode/filtergraph.ts).
  const lines = shiftLines(storyboardCaption(scene.audio.voiceover, mid / VIDEO.fps), -mid / VIDEO.fps);
  const ass = lines.length > 0 ? buildAss(lines, layout) : null;
  const { width, height } = canvas.frame;
  const key = hashKey('storyboard', CACHE_VERSION, dressed.background.key, plan, ass, width, height);
  const r = await ctx.cache('storyboard', key, 'jpg', async (tmp) => {
    const captionsFile = ass ? `storyboard-${i}.ass` : null;
    if (captionsFile && ass) await writeFile(path.join(ctx.workDir, captionsFile), ass);
    const g = buildFilterGraph({ width, height, fps: VIDEO.fps, scenes: [plan], captionsFile, audio: null });
    await runFfmpeg([...filterGraphArgs(g), '-frames:v', '1', '-q:v', '4', tmp], {
      cwd: ctx.workDir,
      signal: ctx.signal,
    });
  });
  return r.path;
}
