import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product, Scene, ScriptContent } from '@adreel/contracts';
import { mixAudio } from '../audio/mix.ts';
import { moodPreset, pickOperatorTrack, synthesizeLoop } from '../audio/music.ts';
import type { TtsProvider } from '../audio/tts.ts';
import { synthesizeVoices, type Voice } from '../audio/voices.ts';
import { splitPhrases } from '../captions/phrases.ts';
import { type SceneTiming, sceneTiming } from '../captions/timeline.ts';
import { ffprobe, runFfmpeg } from '../encode/ffmpeg.ts';
import { frameCount, STILL_OVERSCAN } from '../encode/filtergraph.ts';
import type { PlanAudio } from '../encode/plan.ts';
import { renderEndCard } from '../endcard/endcard.ts';
import { type EndCardText, endCardText } from '../endcard/endcard-text.ts';
import { brandCaptionLayout, brandIdentity, type RenderBrand } from '../look/brand.ts';
import { endCardBrand, prepareWatermark, withWatermark } from '../look/brand-layers.ts';
import { type DressedScene, dressScenes } from '../look/dress.ts';
import {
  captionLayoutFor,
  lookFrame,
  type RenderLook,
  resolveRenderLook,
  stillFit,
  templateMotion,
} from '../look/look.ts';
import {
  type Background,
  type BackgroundSources,
  backgroundMaker,
  prepareBackgrounds,
} from '../scenes/backgrounds.ts';
import { hashKey } from './cache.ts';
import { CACHE_VERSION, createRenderContext, type RenderContext } from './context.ts';
import { encodeSegments, type Segment, VIDEO } from './segments.ts';
import { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';

export interface RenderInput {
  videoId: string;
  content: ScriptContent;
  product: Product | null;
  /** QR target and end-card link. */
  linkUrl: string | null;
  /** Scratch space, always removed at the end (success or failure). */
  workDir: string;
  /** Persistent per-stage cache keyed by input hashes. */
  cacheDir: string;
  fetchImage: (url: string) => Promise<Buffer>;
  tts: TtsProvider;
  /** Stock footage lookup: a local file path, or null on any miss. */
  stockClips?: (query: string) => Promise<string | null>;
  /** Operator folder of licensed tracks: <musicDir>/<mood>/*.mp3|wav. */
  musicDir?: string;
  onProgress: (p: { stage: StageIndex; progress: number; message: string }) => void | Promise<void>;
  signal?: AbortSignal;
  /** x264 preset, default 'veryfast'. */
  preset?: string;
  /** The end card's words when they are not about a product (e.g. the built-in training videos). */
  endCard?: EndCardText;
  /** Template, format and caption style; each missing field keeps the original look (Classic, 9:16). */
  look?: Partial<RenderLook>;
  /** The owner's brand kit as snapshotted on the video; missing: the look alone, as before. */
  brand?: RenderBrand | null;
}

export interface RenderResult {
  videoPath: string;
  thumbnailPath: string;
  durationS: number;
  /** Where each scene starts in the video, seconds (the end card follows the last one). */
  sceneStartsS: number[];
  cacheHits: number;
  timingsMs: Record<string, number>;
}

export const OUTPUT = VIDEO;
export const END_CARD_S = 3;
const SYNTH_MUSIC_GAIN_DB = -9;
const OPERATOR_MUSIC_GAIN_DB = -18;
/** Share of the Compositing stage spent encoding segments; the rest is the mux. */
const SEGMENTS_SHARE = 0.92;

/** What the stages share and build up, one stage after another. */
export interface RenderJob {
  input: RenderInput & { outDir: string };
  ctx: RenderContext;
  workDir: string;
  outDir: string;
  timingsMs: Record<string, number>;
  /** The running stage's progress: a fraction of that stage (0..1) and what it is doing. */
  progress: (fraction: number, message: string) => Promise<void>;
  /** The same, sent without waiting and without checking for cancellation (frequent updates). */
  notify: (fraction: number, message: string) => void;
  scenes: Scene[];
  look: RenderLook;
  frame: { width: number; height: number };
  /** Stills are built this much larger than the frame, so pan and zoom never show an edge. */
  stillSize: { width: number; height: number };
  bgSources: BackgroundSources;
  phrases?: string[][];
  music?: { path: string; gainDb: number };
  /** Backgrounds download beside the voiceovers; `fraction` is how far they are. */
  pendingBackgrounds?: { done: Promise<Background[]>; fraction: number };
  voices?: Voice[][];
  backgrounds?: Background[];
  /** The backgrounds with the template's layers. */
  dressed?: DressedScene[];
  timings?: SceneTiming[];
  sceneStartsS?: number[];
  totalS?: number;
  /** The audio mix runs beside the overlay work and the video pass. */
  pendingAudio?: Promise<{ path: string; gainDb: number }>;
  endCard?: { path: string; key: string };
  videoPath?: string;
  thumbnailPath?: string;
  durationS?: number;
}

/** A render stage: takes the job so far, reports its own progress, returns the job with its output. */
export type RenderStage = (job: RenderJob) => Promise<RenderJob>;

/** An earlier stage's output; missing only if the stages ran out of order. */
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Render stage ran before ${what} was ready`);
  return value;
}

/** 0 — Preparing assets: phrases, music bed. */
const prepareAssets: RenderStage = async (job) => {
  const { input, ctx, scenes } = job;
  await job.progress(0, 'Preparing assets');
  const phrases = scenes.map((s) => splitPhrases(s.audio.voiceover));
  const mood = scenes[0]?.audio.musicMood ?? input.content.musicSuggestion;
  const operatorTrack = input.musicDir ? await pickOperatorTrack(input.musicDir, mood, input.videoId) : null;
  const music = operatorTrack
    ? { path: operatorTrack, gainDb: OPERATOR_MUSIC_GAIN_DB }
    : {
        path: (
          await ctx.cache('music', hashKey('music', CACHE_VERSION, moodPreset(mood)), 'wav', (tmp) =>
            writeFile(tmp, synthesizeLoop(moodPreset(mood))),
          )
        ).path,
        gainDb: SYNTH_MUSIC_GAIN_DB,
      };
  return { ...job, phrases, music };
};

/** 1 — Voiceovers, with the backgrounds (independent of them) downloading alongside. */
const generateVoiceovers: RenderStage = async (job) => {
  const { ctx, input, stillSize } = job;
  await job.progress(0, 'Generating voiceovers');
  const pending: NonNullable<RenderJob['pendingBackgrounds']> = { done: Promise.resolve([]), fraction: 0 };
  pending.done = prepareBackgrounds(
    ctx,
    job.scenes,
    job.bgSources,
    stillSize.width,
    stillSize.height,
    async (d, n) => {
      pending.fraction = d / n;
    },
    stillFit(job.look.template),
  );
  // Don't leave the background promise unobserved if voices fail first.
  pending.done.catch(() => undefined);
  const voices = await synthesizeVoices(ctx, input.tts, need(job.phrases, 'phrases'), (d, n) =>
    job.progress(d / n, `Generated voiceover ${d} of ${n}`),
  );
  return { ...job, pendingBackgrounds: pending, voices };
};

/** 2 — Backgrounds: product images with pan/zoom, colour backgrounds, stock clips. */
const downloadBackgrounds: RenderStage = async (job) => {
  const pending = need(job.pendingBackgrounds, 'the background downloads');
  await job.progress(pending.fraction, 'Downloading backgrounds');
  const backgrounds = await pending.done;
  await job.progress(1, 'Backgrounds ready');
  return { ...job, backgrounds };
};

/** 3 — Text overlays: caption timing from the measured voice, end card; the audio mix starts here. */
const createOverlays: RenderStage = async (job) => {
  const { ctx, input, scenes, stillSize, timingsMs } = job;
  const voices = need(job.voices, 'voices');
  const backgrounds = need(job.backgrounds, 'backgrounds');
  await job.progress(0, 'Creating text overlays');
  const timings = scenes.map((s, i) => sceneTiming(s.duration, voices[i]!, VIDEO.fps));
  // The audio mix needs only the timings: start it now and let it run beside the overlay work and
  // the video pass (the mix is a small single-threaded process; x264 uses the other cores).
  const durations = [...timings.map((t) => t.durationS), END_CARD_S].map(
    (d) => frameCount(d, VIDEO.fps) / VIDEO.fps,
  );
  const sceneStarts = durations.map((_, i) => durations.slice(0, i).reduce((a, b) => a + b, 0));
  const totalS = durations.reduce((a, b) => a + b, 0);
  const audio: Omit<PlanAudio, 'gainDb'> = {
    durationS: totalS,
    voices: timings.flatMap((t, si) =>
      t.phrases.map((p, pi) => ({ path: voices[si]![pi]!.path, startS: sceneStarts[si]! + p.start })),
    ),
    music: need(job.music, 'the music bed'),
  };
  const tAudio = Date.now();
  const pendingAudio = mixAudio(ctx, audio).then((r) => {
    timingsMs.audioMix = Date.now() - tAudio;
    return r;
  });
  pendingAudio.catch(() => undefined);
  const { width: SW, height: SH } = stillSize;
  const card = input.endCard ?? endCardText(input.product, input.linkUrl);
  const cardBg =
    [...backgrounds].reverse().find((b) => b.kind === 'still') ??
    (await backgroundMaker(ctx, job.bgSources, SW, SH, stillFit(job.look.template)).color(scenes.length));
  const branded = input.brand ? [brandIdentity(input.brand)] : [];
  const cardKey = hashKey('endcard', CACHE_VERSION, card, input.linkUrl, cardBg.key, SW, SH, ...branded);
  const cardFile = (
    await ctx.cache('endcard', cardKey, 'jpg', (tmp) =>
      renderEndCard(card, cardBg.path, input.linkUrl, SW, SH, tmp, endCardBrand(input.brand)),
    )
  ).path;
  const dressed = withWatermark(
    await dressScenes(ctx, {
      look: job.look,
      backgrounds,
      product: input.product,
      content: input.content,
      stillSize,
    }),
    await prepareWatermark(ctx, input.brand, job.look.format, job.frame),
  );
  await job.progress(1, 'Text overlays ready');
  return {
    ...job,
    dressed,
    timings,
    sceneStartsS: sceneStarts.slice(0, scenes.length),
    totalS,
    pendingAudio,
    endCard: { path: cardFile, key: cardKey },
  };
};

/** 4 — Compositing: encode the missing scenes while the audio mix finishes, then a stream-copy mux. */
const composite: RenderStage = async (job) => {
  const { ctx, input, workDir, outDir, timingsMs } = job;
  const dressed = need(job.dressed, 'the template layers');
  const timings = need(job.timings, 'timings');
  const totalS = need(job.totalS, 'the total duration');
  const endCard = need(job.endCard, 'the end card');
  await job.progress(0.02, 'Compositing video');
  const tSegments = Date.now();
  const segments: Segment[] = job.scenes.map((scene, i) => {
    const { background: bg, overlays } = dressed[i]!;
    const motion = templateMotion(job.look.template, scene.visual.animation, i);
    return {
      plan: {
        durationS: timings[i]!.durationS,
        background:
          bg.kind === 'still' ? { kind: 'still', path: bg.path, motion } : { kind: 'clip', path: bg.path },
        ...(overlays ? { overlays } : {}),
      },
      assetKey: bg.key,
      lines: timings[i]!.lines,
    };
  });
  // A slow upward drift keeps the card alive at almost no encode cost.
  segments.push({
    plan: {
      durationS: END_CARD_S,
      background: { kind: 'still', path: endCard.path, motion: 'panUp' },
    },
    assetKey: endCard.key,
    lines: [],
  });
  let lastComposite = 0;
  const segmentFiles = await encodeSegments(
    ctx,
    segments,
    (s) => {
      const now = Date.now();
      if (now - lastComposite < 400) return;
      lastComposite = now;
      job.notify(0.02 + ((SEGMENTS_SHARE - 0.02) * s) / totalS, 'Compositing video');
    },
    { ...job.frame, captions: brandCaptionLayout(captionLayoutFor(job.look), input.brand) },
  );
  timingsMs.segments = Date.now() - tSegments;
  const mixed = await need(job.pendingAudio, 'the audio mix');
  await job.progress(SEGMENTS_SHARE, 'Muxing audio and video');
  const listFile = path.join(workDir, 'segments.txt');
  await writeFile(listFile, `${segmentFiles.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join('\n')}\n`);
  const videoPath = path.join(outDir, 'video.mp4');
  await runFfmpeg(
    [
      '-v',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      listFile,
      '-i',
      mixed.path,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      videoPath,
    ],
    { cwd: workDir, signal: input.signal },
  );
  return { ...job, videoPath };
};

/** 5 — Finalizing: poster frame and the real duration. */
const finalize: RenderStage = async (job) => {
  const videoPath = need(job.videoPath, 'the video');
  await job.progress(0, 'Finalizing');
  const thumbnailPath = path.join(job.outDir, 'thumbnail.jpg');
  await runFfmpeg(
    ['-v', 'error', '-ss', '0.1', '-i', videoPath, '-frames:v', '1', '-q:v', '3', thumbnailPath],
    {
      signal: job.input.signal,
    },
  );
  const probe = await ffprobe(videoPath);
  const durationS = Number(probe.format.duration ?? job.totalS);
  await job.progress(1, 'Video ready');
  return { ...job, thumbnailPath, durationS };
};

/** The six spec stages (RENDER_STAGES), in order: stage i reports into the i-th band of progress. */
export const RENDER_PIPELINE: readonly RenderStage[] = [
  prepareAssets,
  generateVoiceovers,
  downloadBackgrounds,
  createOverlays,
  composite,
  finalize,
];

/**
 * Renders a script into an H.264/AAC MP4 in the look's format (1080x1920 by default) and a JPEG poster in `outDir`, by running
 * RENDER_PIPELINE's stages in order.
 *
 * Every stage output is cached by a hash of its inputs: voice per phrase, still per image, music
 * loop per mood, end card, and each scene's encoded H.264 segment (background, motion, burned
 * captions). Scenes without a cached segment are encoded together in ONE ffmpeg pass and cut into
 * per-scene segments at forced keyframes; the final step stream-copies all segments next to the
 * separately mixed and loudness-normalised audio. So a first render costs one encode of the video,
 * and a re-render after editing one scene's voiceover re-encodes only that scene.
 */
export async function renderVideo(input: RenderInput & { outDir: string }): Promise<RenderResult> {
  const look = resolveRenderLook(input.look ?? {});
  const { width: W, height: H } = lookFrame(look);
  const preset = input.preset ?? 'veryfast';
  if (!/^[a-z]+$/.test(preset)) throw new Error(`Invalid x264 preset: ${preset}`);
  const workDir = path.resolve(input.workDir);
  const outDir = path.resolve(input.outDir);
  const ctx = createRenderContext({
    cacheDir: path.resolve(input.cacheDir),
    workDir,
    signal: input.signal,
    preset,
  });
  const timingsMs: Record<string, number> = {};
  const t0 = Date.now();
  let current: StageIndex = 0;
  let stageStart = t0;
  const report = async (stage: StageIndex, fraction: number, message: string) => {
    if (stage !== current) {
      timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
      stageStart = Date.now();
      current = stage;
    }
    input.signal?.throwIfAborted();
    await input.onProgress({ stage, progress: overallProgress(stage, fraction), message });
  };
  const notify = (stage: StageIndex, fraction: number, message: string) => {
    void Promise.resolve(
      input.onProgress({ stage, progress: overallProgress(stage, fraction), message }),
    ).catch(() => undefined);
  };

  await mkdir(workDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  try {
    let job: RenderJob = {
      input,
      ctx,
      workDir,
      outDir,
      timingsMs,
      progress: () => Promise.resolve(),
      notify: () => undefined,
      scenes: input.content.reelScript.scenes,
      look,
      frame: { width: W, height: H },
      stillSize: { width: Math.round(W * STILL_OVERSCAN), height: Math.round(H * STILL_OVERSCAN) },
      bgSources: {
        images: input.product?.images ?? [],
        colors: input.product?.colors ?? [],
        fetchImage: input.fetchImage,
        stockClips: input.stockClips,
      },
    };
    for (const [i, stage] of RENDER_PIPELINE.entries()) {
      const index = i as StageIndex;
      job = await stage({
        ...job,
        progress: (fraction, message) => report(index, fraction, message),
        notify: (fraction, message) => notify(index, fraction, message),
      });
    }
    timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
    timingsMs.total = Date.now() - t0;
    return {
      videoPath: need(job.videoPath, 'the video'),
      thumbnailPath: need(job.thumbnailPath, 'the poster'),
      durationS: need(job.durationS, 'the duration'),
      sceneStartsS: need(job.sceneStartsS, 'the scene timings'),
      cacheHits: ctx.cacheHits(),
      timingsMs,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
