import { join } from 'node:path';
import { createScriptWriter } from '@adreel/ai';
import { speechSettings } from '@adreel/config';
import { isFinishedStatus } from '@adreel/contracts';
import { createPexelsPhotoSearch } from '@adreel/media/pexels-photos';
import { channels, createChangeNotices } from '@adreel/queue';
import { NotFound } from '../domain-errors.ts';
import { createResourceEvents } from '../http/resource-events.ts';
import { createStreamTokens } from '../http/stream-token.ts';
import { MESSAGES } from '../kernel/messages.ts';
import type { AccountCaps, RenderQuota, TrackedLinks } from '../kernel/ports.ts';
import { createAiContentService } from '../modules/ai-content/service.ts';
import { createBrandKitService } from '../modules/brand-kit/service.ts';
import { createMediaLibraryService } from '../modules/media-library/service.ts';
import { createSceneImagesService } from '../modules/scene-images/service.ts';
import { createScriptService } from '../modules/scripts/service.ts';
import { createTrainingMediaService } from '../modules/training-media/service.ts';
import { createVideoLooksService } from '../modules/video-looks/service.ts';
import { createVideoService } from '../modules/videos/service.ts';
import { createVoicesService } from '../modules/voices/service.ts';
import type { ServiceDeps, Shared } from './service-deps.ts';

/**
 * Media: scripts, videos and their progress streams, voices, brand kits, looks and storyboards,
 * scene images, AI copy and the training media, all signing links with the one media signer; one
 * group per module.
 */
export function buildMediaServices(
  deps: ServiceDeps,
  shared: Shared,
  parts: { quotas: RenderQuota; caps: AccountCaps; links: Pick<TrackedLinks, 'linksFor' | 'keyOf'> },
) {
  const { env, db, storage, redis, producer, sql, pubsub, log } = deps;
  const { signer, limiter } = shared;
  const apiPrefix = env.API_PREFIX;
  const tmpDir = join(env.DATA_DIR, 'tmp');
  // The voice picker's list and previews; speech comes from the TTS_* settings, never OPENAI_*.
  const voices = createVoicesService({
    storage,
    speech: speechSettings(env),
    signer,
    apiPrefix,
    tmpDir,
    log,
  });
  // The brand kit (Settings): copied onto each new video, drawn on storyboards.
  const brandKits = createBrandKitService({ db, storage, signer, apiPrefix });
  // The user's own images and clips for scene backgrounds (issue 33 item 2).
  const mediaLibrary = createMediaLibraryService({ db, storage, signer, quotas: parts.quotas, apiPrefix });
  const videos = createVideoService({
    db,
    sql,
    notices: createChangeNotices(redis, env.QUEUE_PREFIX),
    onVideoChanged: (listener) => {
      pubsub.subscribe(channels.videoChanged(env.QUEUE_PREFIX), listener);
    },
    producer,
    storage,
    signer,
    apiPrefix,
    quotas: parts.quotas,
    links: parts.links,
    offerLinks: shared.offerLinks,
    voiceChoice: voices.choose,
    brandSnapshot: brandKits.snapshotFor,
  });
  const scripts = createScriptService({
    db,
    producer,
    caps: parts.caps,
    writer: createScriptWriter(env),
    publicUrl: env.PUBLIC_URL,
    offerLinks: shared.offerLinks,
  });
  // Progress streams (SSE) open with short-lived tokens; the worker's notices arrive by pub/sub.
  const streamTokens = createStreamTokens(env.JWT_SECRET);
  const streamsOf = {
    tokens: streamTokens,
    pubsub,
    log,
    isFinal: (s: { status: string }) => isFinishedStatus(s.status),
  };
  return {
    scripts: {
      scripts,
      scriptEvents: createResourceEvents({
        ...streamsOf,
        kind: 'script',
        notFoundMessage: MESSAGES.scriptNotFound,
        load: (userId: string, id: string) =>
          scripts.status(userId, id).catch((err: unknown) => {
            if (err instanceof NotFound) return null;
            throw err;
          }),
        channel: channels.scriptChanged(env.QUEUE_PREFIX),
      }),
    },
    videos: {
      videos,
      videoEvents: createResourceEvents({
        ...streamsOf,
        kind: 'video',
        notFoundMessage: MESSAGES.videoNotFound,
        load: videos.currentStatus,
        channel: channels.videoChanged(env.QUEUE_PREFIX),
      }),
    },
    voices: { voices },
    videoLooks: {
      videoLooks: createVideoLooksService({
        db,
        storage,
        fetcher: deps.fetcher,
        limiter,
        cacheDir: join(env.DATA_DIR, 'cache'),
        tmpDir,
        apiPrefix,
        log,
        brandFor: brandKits.renderBrand,
        ownMedia: mediaLibrary,
      }),
    },
    brandKit: { brandKits },
    mediaLibrary: { mediaLibrary },
    aiContent: { aiContent: createAiContentService(deps) },
    trainingMedia: { trainingMedia: createTrainingMediaService({ storage, apiPrefix }) },
    sceneImages: {
      sceneImages: createSceneImagesService({
        db,
        storage,
        fetcher: deps.fetcher,
        signer,
        limiter,
        apiPrefix,
        pexels: env.PEXELS_API_KEY
          ? createPexelsPhotoSearch({ apiKey: env.PEXELS_API_KEY, baseUrl: env.PEXELS_BASE_URL })
          : null,
        log,
      }),
    },
  };
}
