import { mixAudio, placeVoices } from '../audio/mix.ts';
import { type SceneTiming, sceneTiming, videoTimeline } from '../captions/timeline.ts';
import { VIDEO } from '../core/video-format.ts';
import { brandCaptionLayout } from '../look/brand.ts';
import { type PlacedCaptions, placeCaptions } from '../look/caption-place.ts';
import type { DressedScene } from '../look/dress.ts';
import { dressForLook } from '../look/dressed-scenes.ts';
import { withKineticHook } from '../look/kinetic-hook.ts';
import { captionLayoutFor } from '../look/look.ts';
import { END_CARD_S, type RenderJob, type StageProgress } from './job.ts';
import type { Prepared } from './prepare.ts';

/** Stage 3's output: everything the video pass draws, and the audio mix on its way. */
export interface Overlays {
  /** Each scene's background with the template's layers. */
  dressed: DressedScene[];
  timings: SceneTiming[];
  sceneStartsS: number[];
  totalS: number;
  /** The mixed audio's path; the mix runs beside the rest of this stage and the video pass. */
  audio: Promise<string>;
  endCard: Promise<{ path: string; key: string }>;
  /** Each scene's caption layout: its quietest band and the support its contrast needs. */
  captions: PlacedCaptions[];
}

/** 3 — Text overlays: caption timing from the measured voice, template layers; the audio mix starts. */
export async function createOverlays(
  job: RenderJob,
  stage: StageProgress,
  prepared: Prepared,
): Promise<Overlays> {
  const { ctx, input, timingsMs } = job;
  const { voices, backgrounds } = prepared;
  const scenes = input.content.reelScript.scenes;
  await stage.progress(0, 'Creating text overlays');
  const timings = scenes.map((s, i) => sceneTiming(s.duration, voices[i]!, VIDEO.fps, input.language));
  const { startsS, totalS } = videoTimeline([...timings.map((t) => t.durationS), END_CARD_S], VIDEO.fps);
  // The mix needs only the timings: it runs beside the overlay work and the video pass (a small
  // single-threaded process; x264 uses the other cores).
  const tAudio = Date.now();
  // A render after an edit splices its mix from its predecessor's (mixAudio).
  const audio = mixAudio(
    ctx,
    { durationS: totalS, voices: placeVoices(timings, voices, startsS), music: prepared.music },
    input.mixLineage ?? input.videoId,
  ).then((path) => {
    timingsMs.audioMix = Date.now() - tAudio;
    return path;
  });
  audio.catch(() => undefined);
  const { endCard } = prepared;
  const dressed = await dressForLook(ctx, job.canvas, { ...input, backgrounds });
  const base = brandCaptionLayout(captionLayoutFor(job.canvas.look), input.brand);
  const captions = withKineticHook(await placeCaptions(ctx, job.canvas, base, dressed), dressed);
  await stage.progress(1, 'Text overlays ready');
  return {
    dressed,
    timings,
    sceneStartsS: startsS.slice(0, scenes.length),
    totalS,
    audio,
    endCard,
    captions,
  };
}
