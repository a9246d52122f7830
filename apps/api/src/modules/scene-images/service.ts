import { createHash } from 'node:crypto';
import type { SceneImage, SceneImageSearchResponse, ScriptImagesResponse } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { SafeFetcher } from '@adreel/fetch';
import { imageThumbnail } from '@adreel/media/image-thumbnail';
import type { PexelsPhoto, PexelsPhotoSearch } from '@adreel/media/pexels-photos';
import type { Storage } from '@adreel/storage';
import type { Logger } from '../../deps.ts';
import { Forbidden, NotFound, Unavailable, UpstreamFailed } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import type { MediaSigner } from '../../kernel/media-signature.ts';
import { ownScriptProduct } from '../../kernel/owned-script-product.ts';
import { storedOnce } from '../../kernel/stored-once.ts';
import { workGate } from '../../kernel/work-gate.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import { hitOrRefuse } from '../../security/rate-limiter.ts';

export const BAD_THUMBNAIL_LINK = 'This image link is invalid or has expired. Reload the page.';
export const IMAGE_UNAVAILABLE = 'This image could not be loaded.';
export const PEXELS_FAILED = 'Pexels did not answer. Please try again in a moment.';
export const THUMBNAILS_BUSY = 'Too many images are being prepared right now. Please try again in a moment.';

/** Thumbnail links live 6 hours, rounded up to the hour so a list keeps its links (and the browser its cache). */
const LINK_TTL_S = 6 * 3600;
const LINK_ROUND_S = 3600;
/** Bump when thumbnails are drawn differently, so stored ones are drawn again. */
const THUMBNAIL_VERSION = 1;
/** A failed image is not fetched again for this long: a broken product image must not cost a fetch per view. */
const FAILURE_MEMORY_MS = 5 * 60_000;
const MAX_URL_LENGTH = 2048;
/** Thumbnails drawn at once by this process (a fetch and a decode each), and how many may wait. */
const THUMBNAIL_CONCURRENCY = 3;
const THUMBNAIL_QUEUE = 60;
/** Per user: Pexels allows 200 requests an hour per key; people type several queries per scene. */
const SEARCH_LIMIT = { hits: 60, windowSeconds: 600 };

export interface SceneImagesDeps {
  db: Db;
  storage: Storage;
  fetcher: Pick<SafeFetcher, 'fetch'>;
  signer: MediaSigner;
  limiter: RateLimiter;
  apiPrefix: string;
  /** Pexels photo search when PEXELS_API_KEY is set, else null (the picker says so). */
  pexels: PexelsPhotoSearch | null;
  log: Logger;
}

/** What the signature covers: the image address, in a namespace of its own among the media links. */
const signedName = (url: string) => `scene-image\n${url}`;

/** The product's images a scene can show: http(s) addresses, each once, at its first 1-based position. */
export function productImageChoices(images: readonly string[]): { position: number; url: string }[] {
  const seen = new Set<string>();
  const out: { position: number; url: string }[] = [];
  images.forEach((raw, index) => {
    const url = raw.trim();
    if (!/^https?:\/\//i.test(url) || url.length > MAX_URL_LENGTH || seen.has(url)) return;
    seen.add(url);
    out.push({ position: index + 1, url });
  });
  return out;
}

export function createSceneImagesService(deps: SceneImagesDeps) {
  const { db, storage, signer } = deps;
  const stored = storedOnce(storage);
  const failed = new Map<string, number>();
  // Drawing runs in the request (the <img> waits for it), so it is bounded like the storyboard.
  const drawing = workGate(THUMBNAIL_CONCURRENCY, THUMBNAIL_QUEUE, THUMBNAILS_BUSY);

  function thumbnailUrl(url: string): string {
    const { exp, sig } = signer.sign(signedName(url), LINK_TTL_S, LINK_ROUND_S);
    return `${deps.apiPrefix}/media/scene-images/thumbnail.jpg?${new URLSearchParams({ u: url, exp: String(exp), sig })}`;
  }

  function pexelsImage(p: PexelsPhoto): SceneImage {
    return {
      id: `pexels-${p.id}`,
      source: 'pexels',
      position: null,
      url: p.url,
      thumbnail_url: thumbnailUrl(p.url),
      alt: p.alt,
      photographer: p.photographer,
      photographer_url: p.photographerUrl,
    };
  }

  /** The caller's own script's product images, or 404 for a missing, malformed or someone else's id. */
  async function ownProductImages(userId: string, scriptId: string): Promise<string[]> {
    return (await ownScriptProduct(db, userId, scriptId))?.images ?? [];
  }

  /** Draws (once, however many ask at the same time) and stores the thumbnail; answers its key. */
  function thumbnailKey(url: string): Promise<string> {
    const key = `scene-images/v${THUMBNAIL_VERSION}/${createHash('sha256').update(url).digest('hex')}.jpg`;
    return stored(key, 'image/jpeg', () =>
      drawing(async () => {
        const image = await deps.fetcher.fetch(url, { kind: 'image', timeoutMs: 10_000 });
        return imageThumbnail(image.body);
      }),
    );
  }

  return {
    async list(userId: string, scriptId: string): Promise<ScriptImagesResponse> {
      const images = await ownProductImages(userId, scriptId);
      return {
        images: productImageChoices(images).map(({ position, url }) => ({
          id: `product-${position}`,
          source: 'product',
          position,
          url,
          thumbnail_url: thumbnailUrl(url),
          alt: `Product image ${position}`,
          photographer: null,
          photographer_url: null,
        })),
        pexels: deps.pexels !== null,
      };
    },

    async search(userId: string, scriptId: string, query: string): Promise<SceneImageSearchResponse> {
      // Owner check first: the search is part of editing this script.
      await ownProductImages(userId, scriptId);
      if (!deps.pexels) return { configured: false, images: [] };
      await hitOrRefuse(
        deps.limiter,
        `scene-image-search:${userId}`,
        SEARCH_LIMIT,
        (wait) => `Too many image searches. Please wait ${wait} and try again.`,
      );
      const photos = await deps.pexels(query).catch((err: unknown) => {
        deps.log.warn({ err }, 'pexels photo search failed');
        throw new UpstreamFailed(PEXELS_FAILED);
      });
      return { configured: true, images: photos.map(pexelsImage) };
    },

    /**
     * A signed thumbnail: only addresses this service handed out can be fetched through it (it is no
     * open proxy), and an image that cannot be fetched or read answers 404, never 500.
     */
    async thumbnail(link: { u: string; exp: string; sig: string }): Promise<StoredFile> {
      if (!signer.verify(signedName(link.u), link.exp, link.sig)) throw new Forbidden(BAD_THUMBNAIL_LINK);
      const failedAt = failed.get(link.u);
      if (failedAt !== undefined && Date.now() - failedAt < FAILURE_MEMORY_MS)
        throw new NotFound(IMAGE_UNAVAILABLE);
      const key = await thumbnailKey(link.u).catch((err: unknown) => {
        // Busy is not the image's fault: say so (503) and remember nothing.
        if (err instanceof Unavailable) throw err;
        if (failed.size >= 10_000) failed.clear();
        failed.set(link.u, Date.now());
        deps.log.info({ err: (err as Error).message }, 'scene image thumbnail failed');
        throw new NotFound(IMAGE_UNAVAILABLE);
      });
      return { key, contentType: 'image/jpeg', cacheControl: 'private, max-age=86400' };
    },
  };
}

export type SceneImagesService = ReturnType<typeof createSceneImagesService>;
