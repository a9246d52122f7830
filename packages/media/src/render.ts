import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product, ScriptContent } from '@adreel/contracts';
import { hashKey } from './cache.ts';
import { renderEndCard } from './endcard.ts';
import { endCardText } from './endcard-text.ts';
import { ffprobe, runFfmpeg } from './ffmpeg.ts';
import { frameCount, STILL_OVERSCAN } from './filtergraph.ts';
import { moodPreset, pickOperatorTrack, synthesizeLoop } from './music.ts';
import { splitPhrases } from './phrases.ts';
import type { PlanAudio } from './plan.ts';
import { mixAudio } from './render-audio.ts';
import { backgroundMaker, prepareBackgrounds } from './render-backgrounds.ts';
import { CACHE_VERSION, createRenderContext } from './render-context.ts';
import { encodeSegments, type Segment, VIDEO } from './render-segments.ts';
import { synthesizeVoices } from './render-voices.ts';
import { parseMotion } from './scene-assets.ts';
import { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';
import { sceneTiming } from './timeline.ts';
import type { TtsProvider } from './tts.ts';

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
}

export interface RenderResult {
  videoPath: string;
  thumbnailPath: string;
  durationS: number;
  cacheHits: number;
  timingsMs: Record<string, number>;
}

export const OUTPUT = VIDEO;
export const END_CARD_S = 3;
const SYNTH_MUSIC_GAIN_DB = -9;
const OPERATOR_MUSIC_GAIN_DB = -18;
/** Share of the Compositing stage spent encoding segments; the rest is the mux. */
const SEGMENTS_SHARE = 0.92;

/**
 * Renders a script into a 1080x1920 H.264/AAC MP4 and a JPEG poster in `outDir`.
 *
 * Every stage output is cached by a hash of its inputs: voice per phrase, still per image, music
 * loop per mood, end card, and each scene's encoded H.264 segment (background, motion, burned
 * captions). Scenes without a cached segment are encoded together in ONE ffmpeg pass and cut into
 * per-scene segments at forced keyframes; the final step stream-copies all segments next to the
 * separately mixed and loudness-normalised audio. So a first render costs one encode of the video,
 * and a re-render after editing one scene's voiceover re-encodes only that scene.
 */
export async function renderVideo(input: RenderInput & { outDir: string }): Promise<RenderResult> {
  const { width: W, height: H, fps: FPS } = VIDEO;
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
  let lastComposite = 0;
  const report = async (stage: StageIndex, fraction: number, message: string) => {
    if (stage !== current) {
      timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
      stageStart = Date.now();
      current = stage;
    }
    input.signal?.throwIfAborted();
    await input.onProgress({ stage, progress: overallProgress(stage, fraction), message });
  };

  await mkdir(workDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  try {
    // 0 — Preparing assets: phrases, music bed.
    await report(0, 0, 'Preparing assets');
    const scenes = input.content.reelScript.scenes;
    const phrases = scenes.map((s) => splitPhrases(s.audio.voiceover));
    const mood = scenes[0]?.audio.musicMood ?? input.content.musicSuggestion;
    const operatorTrack = input.musicDir
      ? await pickOperatorTrack(input.musicDir, mood, input.videoId)
      : null;
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

    // 1 + 2 — Voiceovers and backgrounds are independent: run them together, report in order.
    await report(1, 0, 'Generating voiceovers');
    const SW = Math.round(W * STILL_OVERSCAN);
    const SH = Math.round(H * STILL_OVERSCAN);
    const bgSources = {
      images: input.product?.images ?? [],
      colors: input.product?.colors ?? [],
      fetchImage: input.fetchImage,
      stockClips: input.stockClips,
    };
    let bgProgress = 0;
    const backgroundsP = prepareBackgrounds(ctx, scenes, bgSources, SW, SH, async (d, n) => {
      bgProgress = d / n;
    });
    // Don't leave the background promise unobserved if voices fail first.
    backgroundsP.catch(() => undefined);
    const voices = await synthesizeVoices(ctx, input.tts, phrases, (d, n) =>
      report(1, d / n, `Generated voiceover ${d} of ${n}`),
    );
    await report(2, bgProgress, 'Downloading backgrounds');
    const backgrounds = await backgroundsP;
    await report(2, 1, 'Backgrounds ready');

    // 3 — Text overlays: caption timing from the measured voice, end card.
    await report(3, 0, 'Creating text overlays');
    const timings = scenes.map((s, i) => sceneTiming(s.duration, voices[i]!, FPS));
    // The audio mix needs only the timings: start it now and let it run beside the overlay work and
    // the video pass (the mix is a small single-threaded process; x264 uses the other cores).
    const durations = [...timings.map((t) => t.durationS), END_CARD_S].map((d) => frameCount(d, FPS) / FPS);
    const sceneStarts = durations.map((_, i) => durations.slice(0, i).reduce((a, b) => a + b, 0));
    const totalS = durations.reduce((a, b) => a + b, 0);
    const audio: Omit<PlanAudio, 'gainDb'> = {
      durationS: totalS,
      voices: timings.flatMap((t, si) =>
        t.phrases.map((p, pi) => ({ path: voices[si]![pi]!.path, startS: sceneStarts[si]! + p.start })),
      ),
      music,
    };
    const tAudio = Date.now();
    const audioP = mixAudio(ctx, audio).then((r) => {
      timingsMs.audioMix = Date.now() - tAudio;
      return r;
    });
    audioP.catch(() => undefined);
    const card = endCardText(input.product, input.linkUrl);
    const cardBg =
      [...backgrounds].reverse().find((b) => b.kind === 'still') ??
      (await backgroundMaker(ctx, bgSources, SW, SH).color(scenes.length));
    const cardKey = hashKey('endcard', CACHE_VERSION, card, input.linkUrl, cardBg.key, SW, SH);
    const cardFile = (
      await ctx.cache('endcard', cardKey, 'jpg', (tmp) =>
        renderEndCard(card, cardBg.path, input.linkUrl, SW, SH, tmp),
      )
    ).path;
    await report(3, 1, 'Text overlays ready');

    // 4 — Compositing: encode the missing scenes while the audio mix finishes, then a stream-copy mux.
    await report(4, 0.02, 'Compositing video');
    const tSegments = Date.now();
    const segments: Segment[] = scenes.map((scene, i) => {
      const bg = backgrounds[i]!;
      const motion = parseMotion(scene.visual.animation, i);
      return {
        plan: {
          durationS: timings[i]!.durationS,
          background:
            bg.kind === 'still' ? { kind: 'still', path: bg.path, motion } : { kind: 'clip', path: bg.path },
        },
        assetKey: bg.key,
        lines: timings[i]!.lines,
      };
    });
    // A slow upward drift keeps the card alive at almost no encode cost.
    segments.push({
      plan: {
        durationS: END_CARD_S,
        background: { kind: 'still', path: cardFile, motion: 'panUp' },
      },
      assetKey: cardKey,
      lines: [],
    });
    const segmentFiles = await encodeSegments(ctx, segments, (s) => {
      const now = Date.now();
      if (now - lastComposite < 400) return;
      lastComposite = now;
      void Promise.resolve(
        input.onProgress({
          stage: 4,
          progress: overallProgress(4, 0.02 + ((SEGMENTS_SHARE - 0.02) * s) / totalS),
          message: 'Compositing video',
        }),
      ).catch(() => undefined);
    });
    timingsMs.segments = Date.now() - tSegments;
    const mixed = await audioP;
    await report(4, SEGMENTS_SHARE, 'Muxing audio and video');
    const listFile = path.join(workDir, 'segments.txt');
    await writeFile(
      listFile,
      `${segmentFiles.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join('\n')}\n`,
    );
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

    // 5 — Finalizing: poster frame and the real duration.
    await report(5, 0, 'Finalizing');
    const thumbnailPath = path.join(outDir, 'thumbnail.jpg');
    await runFfmpeg(
      ['-v', 'error', '-ss', '0.1', '-i', videoPath, '-frames:v', '1', '-q:v', '3', thumbnailPath],
      {
        signal: input.signal,
      },
    );
    const probe = await ffprobe(videoPath);
    const durationS = Number(probe.format.duration ?? totalS);
    await report(5, 1, 'Video ready');
    timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
    timingsMs.total = Date.now() - t0;
    return { videoPath, thumbnailPath, durationS, cacheHits: ctx.cacheHits(), timingsMs };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
