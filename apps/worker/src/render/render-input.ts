import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { type ScriptContent, trackedLinkUrl } from '@adreel/contracts';
import type { RenderInput } from '@adreel/media';
import type { WorkerDeps } from '../deps.ts';
import { loadRenderBrand } from './brand.ts';
import { storedLook } from './look.ts';
import { ownMediaFor } from './own-media.ts';
import { imageFetcher, selectSceneTts, selectTts, speechAvailability } from './providers.ts';
import { storedSpeech } from './speech.ts';

/** The columns of a Video row a render reads. */
export interface RenderableVideo {
  id: string;
  /** Null for the built-in training videos: they have no media library. */
  userId: string | null;
  product: unknown;
  linkCode: string | null;
  url: string | null;
  voice: string;
  language: string;
  translatedFromVideoId: string | null;
  scriptId: string | null;
  template: string;
  format: string;
  captionStyle: string;
  brand: unknown;
}

/**
 * What renderVideo is given for a Video row, written once for the render job and for the
 * link-in-bio variant of the publish job (which must hash every stage alike to find the render's
 * cached segments). `jobDir` is the caller's scratch folder: work and output go beneath it.
 */
export async function videoRenderInput(
  deps: WorkerDeps,
  video: RenderableVideo,
  content: ScriptContent,
  product: RenderInput['product'],
  run: {
    jobDir: string;
    signal: AbortSignal;
    onProgress: RenderInput['onProgress'];
    stockClips: RenderInput['stockClips'];
  },
): Promise<RenderInput & { outDir: string }> {
  // Decided once, when the API wrote the row (like the look); read as stored.
  const { language, voice } = storedSpeech(video, speechAvailability(deps.env));
  // Scenes may show the owner's own images and clips (issue 33 item 2), never anyone else's.
  const own = ownMediaFor(deps, video.userId);
  const fetchImage = imageFetcher(deps, run.signal);
  return {
    videoId: video.id,
    content: await own.scope(content),
    product,
    // The video's own tracked link (short, counted, and it carries the sale back to the video);
    // videos made before every video had one show their product URL.
    linkUrl: video.linkCode ? trackedLinkUrl(deps.env.PUBLIC_URL, video.linkCode) : video.url,
    workDir: join(run.jobDir, 'work'),
    outDir: join(run.jobDir, 'out'),
    cacheDir: deps.cacheDir,
    fetchImage: async (url) => (await own.image(url)) ?? fetchImage(url),
    ownClip: own.clip,
    // Per video: the voice picked on the review page (the voice cache key includes tts.name).
    tts: selectTts(deps.env, voice, language),
    // A line kept in another language (issue 33) is read by a voice of its own language.
    sceneTts: selectSceneTts(deps.env, voice, language),
    // Captions, end card words and price format follow the video's language (issue 25).
    language,
    stockClips: run.stockClips,
    musicDir: join(deps.env.DATA_DIR, 'music'),
    // A translation (issue 25) plays its original's music; its pictures come from the same cache.
    ...(video.translatedFromVideoId ? { musicSeed: video.translatedFromVideoId } : {}),
    // The script's videos (made again after an edit, hook variants) share their audio mix's
    // unchanged stretches; scripts are per user, so no other user's mix is ever a base.
    mixLineage: video.scriptId ?? video.id,
    onProgress: run.onProgress,
    signal: run.signal,
    preset: deps.env.RENDER_PRESET,
    // This render's share of the worker's cores (RENDER_CONCURRENCY renders run at once).
    cpuShare: Math.max(1, Math.floor(availableParallelism() / deps.env.RENDER_CONCURRENCY)),
    // Resolved once, when the API wrote the row.
    look: storedLook(video),
    // The brand kit as it was when the video was created, not as it is now.
    brand: await loadRenderBrand(deps.storage, video.id, video.brand),
  };
}
