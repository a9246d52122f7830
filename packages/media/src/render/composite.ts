import { copyFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { captionsEndS } from '../captions/captions.ts';
import { captionsSrt } from '../captions/srt.ts';
import { hashKey, isCached } from '../core/cache.ts';
import { CACHE_VERSION } from '../core/context.ts';
import { VIDEO } from '../core/video-format.ts';
import { runFfmpeg } from '../encode/ffmpeg.ts';
import { drawnFrames, frameCount } from '../encode/filtergraph.ts';
import { brandCaptionLayout } from '../look/brand.ts';
import { scenePlan } from '../look/dressed-scenes.ts';
import { captionLayoutFor } from '../look/look.ts';
import { END_CARD_S, type RenderJob, type StageProgress } from './job.ts';
import type { Overlays } from './overlays.ts';
import { sceneParts, tailStarts } from './scene-parts.ts';
import { encodeSegments, type Segment, segmentFile } from './segments.ts';

/** Share of the Compositing stage spent encoding segments; the rest is the mux. */
const SEGMENTS_SHARE = 0.92;
/** The poster is the frame at this time. */
const POSTER_AT_S = 0.1;

/**
 * The final mux writes no edit lists (Meta's Reels spec asks for MP4 without them) and puts the moov
 * atom first. Two things used to live in edit lists:
 * - the x264 B-frame delay (first picture shown 2 frames after the first decode): negative composition
 *   offsets (ctts version 1) show the first picture at 0 without an edit;
 * - the AAC encoder's priming frame (1024 samples), which an edit list told players to skip. Without
 *   one it plays as ~21 ms of near-silence at the start, so the voice starts 21.3 ms after the picture:
 *   well within a frame (33.3 ms at 30 fps). Dropping the priming packet instead would corrupt the first
 *   decoded frame (AAC overlaps each frame with the one before).
 * `-shortest` drops the audio packets left after the last picture, which the priming frame pushed past it.
 */
const MP4_WITHOUT_EDIT_LISTS = [
  '-use_editlist',
  '0',
  '-movflags',
  '+faststart+negative_cts_offsets',
  '-shortest',
];

/**
 * 4 — Compositing: encode the scenes without a cached segment while the audio mix finishes, then a
 * stream-copy mux; the poster is grabbed from the first segment beside the mux.
 */
export async function composite(
  job: RenderJob,
  stage: StageProgress,
  o: Overlays,
): Promise<{ videoPath: string; captionsPath: string | null; poster: Promise<string | null> }> {
  const { ctx, input, canvas, timingsMs } = job;
  await stage.progress(0.02, 'Compositing video');
  const tSegments = Date.now();
  const frame = {
    ...canvas.frame,
    captions: o.captions[0]?.layout ?? brandCaptionLayout(captionLayoutFor(canvas.look), input.brand),
  };
  const scenes = await Promise.all(
    input.content.reelScript.scenes.map(async (scene, i) => {
      const plan = scenePlan(canvas, o.dressed[i]!, scene, i, o.timings[i]!.durationS);
      const sceneFrames = frameCount(plan.durationS, VIDEO.fps);
      const { lines } = o.timings[i]!;
      const part = (from: number, frames: number, captioned: boolean): Segment => ({
        plan: from > 0 || frames < sceneFrames ? { ...plan, window: { from, frames } } : plan,
        assetKey: o.dressed[i]!.background.key,
        // Only a scene's first part shows captions, so its lines keep the scene's own times.
        lines: captioned ? lines : [],
        captions: o.captions[i]!.layout,
        scene: i,
      });
      // Caption-free tails of this picture that other renders left (a translation, another voice).
      const endS = captionsEndS(lines);
      const cached = new Set<number>();
      await Promise.all(
        tailStarts(sceneFrames, endS, VIDEO.fps).map(async (from) => {
          if (await isCached(segmentFile(ctx, part(from, sceneFrames - from, false), frame)))
            cached.add(from);
        }),
      );
      const parts = sceneParts(sceneFrames, endS, VIDEO.fps, (from) => cached.has(from));
      return parts.map((p) => part(p.from, p.frames, p.captioned));
    }),
  );
  const segments: Segment[] = scenes.flat();
  // A slow upward drift keeps the card alive at almost no encode cost.
  const endCard = await o.endCard;
  segments.push({
    plan: { durationS: END_CARD_S, background: { kind: 'still', path: endCard.path, motion: 'panUp' } },
    assetKey: endCard.key,
    lines: [],
  });
  let lastNotice = 0;
  const segmentFiles = await encodeSegments(
    ctx,
    segments,
    (s) => {
      const now = Date.now();
      if (now - lastNotice < 400) return;
      lastNotice = now;
      stage.notify(0.02 + ((SEGMENTS_SHARE - 0.02) * s) / o.totalS, 'Compositing video');
    },
    frame,
  );
  timingsMs.segments = Date.now() - tSegments;
  const first = segments[0]?.plan;
  const poster = posterFrame(job, segmentFiles[0], first ? drawnFrames(first, VIDEO.fps) / VIDEO.fps : 0);
  poster.catch(() => undefined);
  const audio = await o.audio;
  await stage.progress(SEGMENTS_SHARE, 'Muxing audio and video');
  const videoPath = path.join(job.outDir, 'video.mp4');
  // The captions' text as SubRip beside the video (issue 25): the captions are burned in, and the MP4
  // carries no subtitle track, which the platforms' upload checks and Meta's Reels spec do not want.
  const srt = captionsSrt(o.timings, o.sceneStartsS);
  const captionsPath = srt ? path.join(job.outDir, 'captions.srt') : null;
  if (captionsPath) await writeFile(captionsPath, srt);
  await runFfmpeg(
    [
      // All segments live in one cache folder under hex names, so the protocol's list (run from
      // there) needs no quoting.
      ...['-v', 'error', '-i', `concat:${segmentFiles.map((f) => path.basename(f)).join('|')}`, '-i', audio],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', ...MP4_WITHOUT_EDIT_LISTS, videoPath],
    ],
    { cwd: path.dirname(segmentFiles[0]!), signal: input.signal },
  );
  return { videoPath, captionsPath, poster };
}

/**
 * 5 — Finalizing: the poster (made beside the mux). The duration is the frame-exact length the
 * segments were encoded to (the audio is cut to it), so nothing is probed.
 */
export async function finalize(
  job: RenderJob,
  stage: StageProgress,
  o: { videoPath: string; poster: Promise<string | null>; totalS: number },
): Promise<{ thumbnailPath: string; durationS: number }> {
  await stage.progress(0, 'Finalizing');
  const thumbnailPath = path.join(job.outDir, 'thumbnail.jpg');
  const poster = await o.poster;
  await (poster ? copyFile(poster, thumbnailPath) : grabPoster(job, o.videoPath, thumbnailPath));
  await stage.progress(1, 'Video ready');
  return { thumbnailPath, durationS: o.totalS };
}

/**
 * The poster from the first segment, cached by it, so a re-render that kept the first scene decodes
 * nothing; null when that scene is too short to hold the poster's time (finalize takes the video's).
 */
async function posterFrame(
  job: RenderJob,
  first: string | undefined,
  firstSceneS: number,
): Promise<string | null> {
  if (!first || firstSceneS < 2 * POSTER_AT_S) return null;
  const key = hashKey('poster', CACHE_VERSION, first, POSTER_AT_S);
  const r = await job.ctx.cache('poster', key, 'jpg', (tmp) => grabPoster(job, first, tmp));
  return r.path;
}

/**
 * The frame at POSTER_AT_S of `from`, as a JPEG at `to`. Decoded from the start and skipped to
 * (output seeking): a segment's only keyframe is its first, which an input seek into MPEG-TS misses.
 */
async function grabPoster(job: RenderJob, from: string, to: string): Promise<void> {
  await runFfmpeg(
    ['-v', 'error', '-i', from, '-ss', String(POSTER_AT_S), '-frames:v', '1', '-q:v', '3', to],
    {
      signal: job.input.signal,
    },
  );
}
