import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Product, ScriptContent } from '@adreel/contracts';
import { cached, hashKey } from './cache.ts';
import { buildAss } from './captions.ts';
import { renderEndCard } from './endcard.ts';
import { endCardText } from './endcard-text.ts';
import { ffprobe, lastJsonBlock, runFfmpeg } from './ffmpeg.ts';
import { buildFilterGraph, frameCount, STILL_OVERSCAN } from './filtergraph.ts';
import { mapLimit } from './limit.ts';
import { moodPreset, pickOperatorTrack, synthesizeLoop } from './music.ts';
import { splitPhrases } from './phrases.ts';
import type { LoudnormMeasurement, PlanAudio, PlanScene } from './plan.ts';
import { assignSceneImages, namesProductImage, parseMotion, stockQuery } from './scene-assets.ts';
import { overallProgress, RENDER_STAGES, type StageIndex } from './stages.ts';
import { colorStill, prepareStill } from './stills.ts';
import { type SceneTiming, sceneTiming } from './timeline.ts';
import type { TtsProvider } from './tts.ts';
import { wavInfo } from './wav.ts';

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

export const OUTPUT = { width: 1080, height: 1920, fps: 30, crf: 23 } as const;
export const END_CARD_S = 3;
/**
 * Scene segments encoded at once, each single-threaded: one multi-threaded x264 process left a
 * 2-core machine ~40% idle (its filter chain is serial), and two frame-threaded ones needed ~290 MB
 * each; two single-threaded encoders fill both cores at ~215 MB each (measured).
 */
const SEGMENT_CONCURRENCY = 2;
const SEGMENT_THREADS = '1';
const SYNTH_MUSIC_GAIN_DB = -9;
const OPERATOR_MUSIC_GAIN_DB = -18;
const CACHE_VERSION = 1;

type Background = { kind: 'still'; path: string; key: string } | { kind: 'clip'; path: string; key: string };

/**
 * Renders a script into a 1080x1920 H.264/AAC MP4 and a JPEG poster in `outDir`.
 *
 * Each scene is encoded on its own into a cached segment (background + motion + burned captions),
 * then one final pass stream-copies the segments and mixes, ducks and loudness-normalises the
 * audio. Segments cost the same encode work as a single pass but let a re-render after editing one
 * scene re-encode only that scene; every other stage output is cached by a hash of its inputs too.
 */
export async function renderVideo(input: RenderInput & { outDir: string }): Promise<RenderResult> {
  const { width: W, height: H, fps: FPS } = OUTPUT;
  const preset = input.preset ?? 'veryfast';
  if (!/^[a-z]+$/.test(preset)) throw new Error(`Invalid x264 preset: ${preset}`);
  const timingsMs: Record<string, number> = {};
  let cacheHits = 0;
  const hit = <T extends { hit: boolean }>(r: T): T => {
    if (r.hit) cacheHits++;
    return r;
  };
  const signal = input.signal;
  let stageStart = Date.now();
  let current: StageIndex = 0;
  const report = async (stage: StageIndex, fraction: number, message?: string) => {
    if (stage !== current) {
      timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
      stageStart = Date.now();
      current = stage;
    }
    signal?.throwIfAborted();
    await input.onProgress({
      stage,
      progress: overallProgress(stage, fraction),
      message: message ?? RENDER_STAGES[stage]!,
    });
  };
  const t0 = Date.now();
  const workDir = path.resolve(input.workDir);
  const outDir = path.resolve(input.outDir);
  await mkdir(workDir, { recursive: true });
  await mkdir(outDir, { recursive: true });
  await mkdir(input.cacheDir, { recursive: true });

  try {
    // 0 — Preparing assets: what each scene says and shows.
    await report(0, 0, 'Preparing assets');
    const scenes = input.content.reelScript.scenes;
    const images = input.product?.images ?? [];
    const imageFor = assignSceneImages(scenes, images);
    const phraseTexts = scenes.map((s) => splitPhrases(s.audio.voiceover));
    const mood = scenes[0]?.audio.musicMood ?? input.content.musicSuggestion;
    const operatorTrack = input.musicDir
      ? await pickOperatorTrack(input.musicDir, mood, input.videoId)
      : null;
    const music = operatorTrack
      ? { path: operatorTrack, gainDb: OPERATOR_MUSIC_GAIN_DB }
      : {
          path: hit(
            await cached(
              input.cacheDir,
              'music',
              hashKey('music', CACHE_VERSION, moodPreset(mood)),
              'wav',
              (tmp) => writeFile(tmp, synthesizeLoop(moodPreset(mood))),
            ),
          ).path,
          gainDb: SYNTH_MUSIC_GAIN_DB,
        };

    // 1 — Voiceovers: one TTS call per phrase, cached by provider + text.
    const allPhrases = phraseTexts.flatMap((ps, si) => ps.map((text) => ({ si, text })));
    let voicesDone = 0;
    await report(1, 0, 'Generating voiceovers');
    const voiceFiles = await mapLimit(allPhrases, 2, async ({ text }) => {
      const r = hit(
        await cached(
          input.cacheDir,
          'voice',
          hashKey('voice', CACHE_VERSION, input.tts.name, text),
          'wav',
          async (tmp) => {
            const raw = `${tmp}.raw.wav`;
            try {
              await input.tts.synthesize(text, raw);
              // One canonical format (48 kHz mono s16) so durations come straight from the header.
              await runFfmpeg(
                ['-v', 'error', '-i', raw, '-ar', '48000', '-ac', '1', '-c:a', 'pcm_s16le', tmp],
                { signal },
              );
            } finally {
              await rm(raw, { force: true });
            }
          },
        ),
      );
      const info = wavInfo(await readFile(r.path));
      if (!info) throw new Error(`Unreadable voice WAV for "${text.slice(0, 40)}"`);
      voicesDone++;
      await report(
        1,
        voicesDone / allPhrases.length,
        `Generated voiceover ${voicesDone} of ${allPhrases.length}`,
      );
      return { path: r.path, duration: info.durationS };
    });
    const voicesByScene = scenes.map((_, si) =>
      allPhrases.flatMap((p, i) => (p.si === si ? [{ text: p.text, ...voiceFiles[i]! }] : [])),
    );

    // 2 — Backgrounds: named product image > stock clip > product images round-robin > colours.
    await report(2, 0, 'Downloading backgrounds');
    const SW = Math.round(W * STILL_OVERSCAN);
    const SH = Math.round(H * STILL_OVERSCAN);
    const colors = input.product?.colors ?? [];
    const colorBackground = async (seed: number): Promise<Background> => {
      const key = hashKey('color', CACHE_VERSION, colors, seed, SW, SH);
      const r = hit(
        await cached(input.cacheDir, 'bg', key, 'jpg', (tmp) => colorStill(colors, SW, SH, seed, tmp)),
      );
      return { kind: 'still', path: r.path, key };
    };
    const imageBackground = async (url: string, seed: number): Promise<Background> => {
      const key = hashKey('still', CACHE_VERSION, url, SW, SH);
      try {
        const r = hit(
          await cached(input.cacheDir, 'bg', key, 'jpg', async (tmp) =>
            prepareStill(await input.fetchImage(url), SW, SH, tmp),
          ),
        );
        return { kind: 'still', path: r.path, key };
      } catch {
        // A dead or non-image URL must not fail the video.
        return colorBackground(seed);
      }
    };
    let bgDone = 0;
    const backgrounds = await mapLimit(scenes, 2, async (scene, i): Promise<Background> => {
      const img = imageFor[i] ?? null;
      let bg: Background | null = null;
      if (!(img && namesProductImage(scene.visual.background, images)) && input.stockClips) {
        const clip = await input.stockClips(stockQuery(scene.visual.background)).catch(() => null);
        if (clip) {
          const s = await stat(clip).catch(() => null);
          if (s) bg = { kind: 'clip', path: clip, key: hashKey('clip', clip, s.size) };
        }
      }
      bg ??= img ? await imageBackground(img, i) : await colorBackground(i);
      bgDone++;
      await report(2, bgDone / scenes.length, `Prepared background ${bgDone} of ${scenes.length}`);
      return bg;
    });

    // 3 — Text overlays: caption timing from the measured voice, ASS per scene, end card.
    await report(3, 0, 'Creating text overlays');
    const timings: SceneTiming[] = scenes.map((s, i) => sceneTiming(s.duration, voicesByScene[i]!, FPS));
    const assTexts = timings.map((t) => (t.lines.length > 0 ? buildAss(t.lines) : null));
    await Promise.all(
      assTexts.map((ass, i) => (ass ? writeFile(path.join(workDir, `captions-${i}.ass`), ass) : undefined)),
    );
    const card = endCardText(input.product, input.linkUrl);
    const lastStill =
      [...backgrounds].reverse().find((b) => b.kind === 'still') ?? (await colorBackground(99));
    const cardKey = hashKey('endcard', CACHE_VERSION, card, input.linkUrl, lastStill.key, SW, SH);
    const cardFile = hit(
      await cached(input.cacheDir, 'endcard', cardKey, 'jpg', (tmp) =>
        renderEndCard(card, lastStill.path, input.linkUrl, SW, SH, tmp),
      ),
    ).path;
    await report(3, 1, 'Text overlays ready');

    // 4 — Compositing: encode (or reuse) each scene segment, then one pass for audio + mux.
    await report(4, 0, 'Compositing video');
    const segScenes: { plan: PlanScene; key: string; ass: string | null }[] = scenes.map((scene, i) => {
      const bg = backgrounds[i]!;
      const motion = parseMotion(scene.visual.animation, i);
      const plan: PlanScene = {
        durationS: timings[i]!.durationS,
        background:
          bg.kind === 'still' ? { kind: 'still', path: bg.path, motion } : { kind: 'clip', path: bg.path },
        captionsFile: assTexts[i] ? `captions-${i}.ass` : null,
      };
      return { plan, key: bg.key, ass: assTexts[i] ?? null };
    });
    segScenes.push({
      plan: {
        durationS: END_CARD_S,
        background: { kind: 'still', path: cardFile, motion: 'zoomIn' },
        captionsFile: null,
      },
      key: cardKey,
      ass: null,
    });
    const totalFrames = segScenes.reduce((a, s) => a + frameCount(s.plan.durationS, FPS), 0);
    const totalS = totalFrames / FPS;
    const segProgress = new Array<number>(segScenes.length).fill(0);
    let lastReport = 0;
    const compositeProgress = (fraction: number) => {
      const now = Date.now();
      if (now - lastReport < 400) return;
      lastReport = now;
      void Promise.resolve(
        input.onProgress({ stage: 4, progress: overallProgress(4, fraction), message: 'Compositing video' }),
      ).catch(() => undefined);
    };
    const segmentFiles = await mapLimit(segScenes, SEGMENT_CONCURRENCY, async (seg, i) => {
      const frames = frameCount(seg.plan.durationS, FPS);
      const key = hashKey(
        'segment',
        CACHE_VERSION,
        W,
        H,
        FPS,
        preset,
        OUTPUT.crf,
        seg.key,
        seg.plan.background,
        frames,
        seg.ass,
      );
      const r = hit(
        await cached(input.cacheDir, 'segments', key, 'mp4', async (tmp) => {
          const g = buildFilterGraph({ width: W, height: H, fps: FPS, scenes: [seg.plan], audio: null });
          await runFfmpeg(
            [
              '-v',
              'error',
              ...g.inputs.flat(),
              '-filter_complex',
              g.filterComplex,
              ...g.maps,
              '-frames:v',
              String(frames),
              '-an',
              '-threads',
              SEGMENT_THREADS,
              '-c:v',
              'libx264',
              '-preset',
              preset,
              '-crf',
              String(OUTPUT.crf),
              '-profile:v',
              'high',
              '-pix_fmt',
              'yuv420p',
              '-r',
              String(FPS),
              '-video_track_timescale',
              '15360',
              tmp,
            ],
            {
              cwd: workDir,
              signal,
              onOutTime: (s) => {
                segProgress[i] = Math.min(s, frames / FPS);
                compositeProgress((0.9 * segProgress.reduce((a, b) => a + b, 0)) / totalS);
              },
            },
          );
        }),
      );
      segProgress[i] = frames / FPS;
      return r.path;
    });
    signal?.throwIfAborted();
    timingsMs.segments = Date.now() - stageStart;
    const listFile = path.join(workDir, 'segments.txt');
    await writeFile(listFile, segmentFiles.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join('\n'));

    let offset = 0;
    const voices: PlanAudio['voices'] = [];
    timings.forEach((t, si) => {
      t.phrases.forEach((p, pi) => {
        voices.push({ path: voicesByScene[si]![pi]!.path, startS: offset + p.start });
      });
      offset += frameCount(t.durationS, FPS) / FPS;
    });
    const audio: PlanAudio = { durationS: totalS, voices, music, loudnorm: null };
    // Loudness: measure the mix, then apply loudnorm linearly with those figures (two-pass).
    const analysis = buildFilterGraph({ width: W, height: H, fps: FPS, scenes: [], audio });
    const measureLog = await runFfmpeg(
      [
        '-v',
        'info',
        ...analysis.inputs.flat(),
        '-filter_complex',
        analysis.filterComplex,
        ...analysis.maps,
        '-f',
        'null',
        '-',
      ],
      { cwd: workDir, signal },
    );
    const measured = lastJsonBlock(measureLog) as LoudnormMeasurement;
    timingsMs.loudnessAnalysis = Date.now() - stageStart - timingsMs.segments;
    compositeProgress(0.93);
    const finalGraph = buildFilterGraph({
      width: W,
      height: H,
      fps: FPS,
      scenes: [],
      concatList: listFile,
      audio: { ...audio, loudnorm: measured },
    });
    const videoPath = path.join(outDir, 'video.mp4');
    await runFfmpeg(
      [
        '-v',
        'error',
        ...finalGraph.inputs.flat(),
        '-filter_complex',
        finalGraph.filterComplex,
        ...finalGraph.maps,
        '-c:v',
        'copy',
        '-c:a',
        'aac',
        '-b:a',
        '192k',
        '-ar',
        '48000',
        '-ac',
        '2',
        '-t',
        String(totalS),
        '-movflags',
        '+faststart',
        videoPath,
      ],
      { cwd: workDir, signal, onOutTime: (s) => compositeProgress(0.93 + (0.07 * s) / totalS) },
    );

    // 5 — Finalizing: poster frame and the real duration.
    await report(5, 0, 'Finalizing');
    const thumbnailPath = path.join(outDir, 'thumbnail.jpg');
    await runFfmpeg(
      ['-v', 'error', '-ss', '0.1', '-i', videoPath, '-frames:v', '1', '-q:v', '3', thumbnailPath],
      { signal },
    );
    const probe = await ffprobe(videoPath);
    const durationS = Number(probe.format.duration ?? totalS);
    await report(5, 1, 'Video ready');
    timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
    timingsMs.total = Date.now() - t0;
    return { videoPath, thumbnailPath, durationS, cacheHits, timingsMs };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
