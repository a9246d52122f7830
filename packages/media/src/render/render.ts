import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRenderContext } from '../core/context.ts';
import { VIDEO } from '../core/video-format.ts';
import { canvasFor } from '../look/canvas.ts';
import { DEFAULT_RENDER_LOOK } from '../look/look.ts';
import { backgroundColors } from '../scenes/motion-design.ts';
import { composite, finalize } from './composite.ts';
import { type RenderInput, type RenderJob, type RenderResult, stageClock } from './job.ts';
import { createOverlays } from './overlays.ts';
import { prepare } from './prepare.ts';
import { stockCredits } from './stock-credits.ts';

export { END_CARD_S, type RenderInput, type RenderResult } from './job.ts';
export const OUTPUT = VIDEO;

/**
 * Renders a script into an H.264/AAC MP4 in the look's format (1080x1920 by default), its captions as
 * SubRip and a JPEG poster in `outDir`, through the spec's six stages (RENDER_STAGES), each reporting into its band of
 * progress: prepare (assets, voiceovers, backgrounds) → overlays → composite → finalize.
 *
 * Every stage output is cached by a hash of its inputs: voice per phrase, still per image, music
 * loop per mood, end card, the audio mix, and each scene's encoded H.264 segment (background, motion,
 * burned captions). Scenes without a cached segment are encoded together in ONE ffmpeg pass and cut
 * into per-scene segments at forced keyframes; the final step stream-copies all segments next to the
 * separately mixed and loudness-normalised audio. So a first render costs one encode of the video,
 * and a re-render after editing one scene's voiceover re-encodes only that scene.
 */
export async function renderVideo(input: RenderInput & { outDir: string }): Promise<RenderResult> {
  const preset = input.preset ?? 'veryfast';
  if (!/^[a-z]+$/.test(preset)) throw new Error(`Invalid x264 preset: ${preset}`);
  const crf = input.crf ?? VIDEO.crf;
  if (!Number.isInteger(crf) || crf < 0 || crf > 51) throw new Error(`Invalid x264 CRF: ${crf}`);
  const workDir = path.resolve(input.workDir);
  const outDir = path.resolve(input.outDir);
  const ctx = createRenderContext({
    cacheDir: path.resolve(input.cacheDir),
    workDir,
    signal: input.signal,
    preset,
    crf,
  });
  const job: RenderJob = {
    input,
    ctx,
    canvas: canvasFor(input.look ?? DEFAULT_RENDER_LOOK),
    sources: {
      images: input.product?.images ?? [],
      colors: backgroundColors(input.brand, input.product),
      fetchImage: input.fetchImage,
      stockClips: input.stockClips,
      ownClip: input.ownClip,
    },
    workDir,
    outDir,
    timingsMs: {},
  };
  const clock = stageClock(input, job.timingsMs);
  await mkdir(workDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  try {
    const prepared = await prepare(job, [clock.stage(0), clock.stage(1), clock.stage(2)]);
    const overlays = await createOverlays(job, clock.stage(3), prepared);
    const video = await composite(job, clock.stage(4), overlays);
    const final = await finalize(job, clock.stage(5), { ...video, totalS: overlays.totalS });
    clock.end();
    return {
      videoPath: video.videoPath,
      captionsPath: video.captionsPath,
      ...final,
      sceneStartsS: overlays.sceneStartsS,
      cacheHits: ctx.cacheHits(),
      stockCredits: stockCredits(prepared.backgrounds),
      timingsMs: job.timingsMs,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
