import type { LanguageCode, Product, Scene, ScriptContent } from '@adreel/contracts';
import type { TtsProvider } from '../audio/tts.ts';
import type { RenderContext } from '../core/context.ts';
import type { EndCardText } from '../endcard/endcard-text.ts';
import type { RenderBrand } from '../look/brand.ts';
import type { Canvas } from '../look/canvas.ts';
import type { RenderLook } from '../look/look.ts';
import type { BackgroundSources } from '../scenes/backgrounds.ts';
import type { StockCredit } from '../scenes/pexels-videos.ts';
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
  /**
   * The provider one scene is read with when it is not `tts` (issue 33: a line kept in English in a
   * Spanish video is read by an English voice); undefined or missing: `tts`. Cache keys name the
   * provider, so scenes read by `tts` hash exactly as before.
   */
  sceneTts?: (scene: Scene) => TtsProvider | undefined;
  /** Stock footage lookup: a checked local clip and its credit, or null on any miss. */
  stockClips?: BackgroundSources['stockClips'];
  /** The owner's own clip a scene names (a local file), or null; see BackgroundSources.ownClip. */
  ownClip?: (reference: string) => Promise<string | null>;
  /** Operator folder of licensed tracks: <musicDir>/<mood>/*.mp3|wav. */
  musicDir?: string;
  /**
   * Picks the operator track (stable per seed); default the video id. A translation passes its
   * original's id, so it plays the same music and its audio inputs stay those of the original.
   */
  musicSeed?: string;
  /**
   * Renders that share it splice their audio mix from the last one's (audio/mix.ts), re-encoding
   * only what an edit changed: the worker passes the script, so a video made again after an edit,
   * or a hook variant, finds its predecessor. Default: the video id.
   */
  mixLineage?: string;
  onProgress: (p: { stage: StageIndex; progress: number; message: string }) => void | Promise<void>;
  signal?: AbortSignal;
  /** x264 preset, default 'veryfast'. */
  preset?: string;
  /** x264 CRF, default VIDEO.crf; 0 makes the lossless reference bench:render measures SSIM against. */
  crf?: number;
  /**
   * Cores this render may keep busy besides the encode (the worker's cores over its concurrent
   * renders): the voices of all scenes are made this many at a time. Default: every core.
   */
  cpuShare?: number;
  /** The end card's words when they are not about a product (e.g. the built-in training videos). */
  endCard?: EndCardText;
  /**
   * The complete look, resolved once when the video row was written (contracts' resolveRenderLook);
   * missing: the default look (Classic, 9:16).
   */
  look?: RenderLook;
  /** The owner's brand kit as snapshotted on the video; missing: the look alone, as before. */
  brand?: RenderBrand | null;
  /**
   * The video's language (issue 25): end card words, price format, look labels and caption word
   * splitting follow it; the voice is chosen by the caller (tts). Missing: English.
   */
  language?: LanguageCode;
  /**
   * Which end card closes the video (issue 32): 'link' (default) shows the link and its QR code;
   * 'linkInBio' says "Link in bio" in the video's language instead, for the TikTok and Instagram
   * uploads, whose captions cannot carry a link. Only the end card's segment differs, so a render of
   * the other kind re-encodes that segment alone and joins it to the cached ones before it.
   */
  endCardKind?: EndCardKind;
}

export type EndCardKind = 'link' | 'linkInBio';

export interface RenderResult {
  videoPath: string;
  /** The captions as SubRip (captions.srt beside the video), null when the video has no captions. */
  captionsPath: string | null;
  thumbnailPath: string;
  durationS: number;
  /** Where each scene starts in the video, seconds (the end card follows the last one). */
  sceneStartsS: number[];
  cacheHits: number;
  timingsMs: Record<string, number>;
  /** The stock clips the video shows, once each, with their authors (credited on the video page). */
  stockCredits: StockCredit[];
}

export const END_CARD_S = 3;

/** What every stage of one render reads: its input, cache, canvas and folders. */
export interface RenderJob {
  input: RenderInput & { outDir: string };
  ctx: RenderContext;
  canvas: Canvas;
  sources: BackgroundSources;
  workDir: string;
  outDir: string;
  timingsMs: Record<string, number>;
}

/** A stage's progress: a fraction of that stage (0..1) and what it is doing. */
export interface StageProgress {
  /** Waits for the write and checks for cancellation. */
  progress: (fraction: number, message: string) => Promise<void>;
  /** The same, sent without waiting and without checking for cancellation (frequent updates). */
  notify: (fraction: number, message: string) => void;
}

/**
 * Progress and wall time per stage: `stage(i)` reports into the i-th band of progress (RENDER_STAGES),
 * and each stage's time runs from its first report to the next stage's; `end()` closes the last one.
 */
export function stageClock(input: RenderInput, timingsMs: Record<string, number>) {
  const t0 = Date.now();
  let current: StageIndex = 0;
  let stageStart = t0;
  const send = (stage: StageIndex, fraction: number, message: string) =>
    input.onProgress({ stage, progress: overallProgress(stage, fraction), message });
  return {
    stage(index: StageIndex): StageProgress {
      return {
        async progress(fraction, message) {
          if (index !== current) {
            timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
            stageStart = Date.now();
            current = index;
          }
          input.signal?.throwIfAborted();
          await send(index, fraction, message);
        },
        notify(fraction, message) {
          void Promise.resolve(send(index, fraction, message)).catch(() => undefined);
        },
      };
    },
    end() {
      timingsMs[RENDER_STAGES[current]!] = Date.now() - stageStart;
      timingsMs.total = Date.now() - t0;
    },
  };
}
