import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  resolveRenderLook,
  type StoryboardBody,
  type StoryboardResponse,
  sceneMediaIds,
  scenesWithOwnMedia,
  VIDEO_TEMPLATES,
  type VideoTemplateId,
  type VideoTemplatesResponse,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { SafeFetcher } from '@adreel/fetch';
import { type RenderBrand, renderStoryboard, templateThumbnail } from '@adreel/media';
import type { Storage } from '@adreel/storage';
import type { Logger } from '../../deps.ts';
import { Unavailable } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { ownScriptProduct } from '../../kernel/owned-script-product.ts';
import { storedOnce } from '../../kernel/stored-once.ts';
import { workGate } from '../../kernel/work-gate.ts';
import type { RateLimiter } from '../../security/rate-limiter.ts';
import { hitOrRefuse } from '../../security/rate-limiter.ts';

export const STORYBOARD_BUSY = 'The preview is busy right now. Please try again in a moment.';
export const THUMBNAIL_FAILED = 'The template preview could not be drawn. Please try again.';

/** Bump when the templates' look changes, so stored thumbnails are drawn again. */
const THUMBNAIL_VERSION = 1;
/** Storyboards drawn at once by this process (each runs two ffmpeg frames at a time), and waiting. */
const STORYBOARD_CONCURRENCY = 1;
const STORYBOARD_QUEUE = 6;
/** Per user: the review page redraws on edits (debounced), so this is generous. */
const STORYBOARD_LIMIT = { hits: 120, windowSeconds: 600 };

export interface VideoLooksDeps {
  db: Db;
  storage: Storage;
  fetcher: Pick<SafeFetcher, 'fetch'>;
  limiter: RateLimiter;
  /** Shared with the worker, so stills drawn for the storyboard are reused by the render. */
  cacheDir: string;
  tmpDir: string;
  apiPrefix: string;
  log: Logger;
  /** The user's brand kit as the render draws it (null: none); the storyboard shows it too. */
  brandFor?: (userId: string) => Promise<RenderBrand | null>;
  /** The user's own media library (issue 33 item 2): scenes may show its items, never anyone else's. */
  ownMedia?: {
    ownedIds(userId: string, ids: readonly string[]): Promise<Set<string>>;
    ownImage(userId: string, ref: string): Promise<Buffer | null>;
  };
}

export function createVideoLooksService(deps: VideoLooksDeps) {
  const { db, storage } = deps;
  const stored = storedOnce(storage);
  const storyboardGate = workGate(STORYBOARD_CONCURRENCY, STORYBOARD_QUEUE, STORYBOARD_BUSY);
  const scratch = () => join(deps.tmpDir, `storyboard-${randomUUID()}`);

  /** The content with only the caller's own library items named (a shared still cache must not leak). */
  async function ownMediaOnly(userId: string, content: StoryboardBody['content']) {
    const scenes = content.reelScript.scenes;
    const ids = sceneMediaIds(scenes);
    if (ids.length === 0) return content;
    const owned = (await deps.ownMedia?.ownedIds(userId, ids)) ?? new Set<string>();
    return { ...content, reelScript: { ...content.reelScript, scenes: scenesWithOwnMedia(scenes, owned) } };
  }

  /** The thumbnail's storage key, drawn from the real graph on first use and kept in storage. */
  function thumbnailKey(template: VideoTemplateId): Promise<string> {
    const key = `templates/v${THUMBNAIL_VERSION}/${template}.jpg`;
    return stored(key, 'image/jpeg', () =>
      templateThumbnail(template, { cacheDir: deps.cacheDir, workDir: scratch() }),
    ).catch((err: unknown) => {
      deps.log.error({ err, template }, 'template thumbnail failed');
      throw err;
    });
  }

  return {
    /**
     * Draws every missing template thumbnail, one after another, once the server is up: otherwise the
     * first review page anyone opens waits for five graphs drawn at once. Failures are logged and
     * left to the next request.
     */
    async warmThumbnails(): Promise<void> {
      for (const t of VIDEO_TEMPLATES) await thumbnailKey(t.id).catch(() => undefined);
    },

    listTemplates(): VideoTemplatesResponse {
      return {
        templates: VIDEO_TEMPLATES.map((t) => ({
          id: t.id,
          name: t.name,
          description: t.description,
          thumbnail_url: `${deps.apiPrefix}/videos/templates/${t.id}/thumbnail.jpg`,
        })),
      };
    },

    async thumbnail(template: VideoTemplateId): Promise<StoredFile> {
      const key = await thumbnailKey(template).catch(() => {
        throw new Unavailable(THUMBNAIL_FAILED);
      });
      return { key, contentType: 'image/jpeg', cacheControl: 'public, max-age=86400' };
    },

    async storyboard(userId: string, body: StoryboardBody): Promise<StoryboardResponse> {
      const product = body.scriptId === undefined ? null : await ownScriptProduct(db, userId, body.scriptId);
      await hitOrRefuse(
        deps.limiter,
        `storyboard:${userId}`,
        STORYBOARD_LIMIT,
        (wait) => `Too many previews. Please wait ${wait} and try again.`,
      );
      const brand = deps.brandFor ? await deps.brandFor(userId) : null;
      const content = await ownMediaOnly(userId, body.content);
      return storyboardGate(async () => {
        const started = Date.now();
        const board = await renderStoryboard({
          content,
          product,
          look: resolveRenderLook(body),
          brand,
          cacheDir: deps.cacheDir,
          workDir: scratch(),
          fetchImage: async (url) =>
            (await deps.ownMedia?.ownImage(userId, url)) ??
            (await deps.fetcher.fetch(url, { kind: 'image' })).body,
        });
        return {
          ...board.look,
          width: board.width,
          height: board.height,
          scenes: board.stills.map((jpeg, index) => ({
            index,
            image: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
            problem: board.scenes[index]?.problem ?? null,
            notes: board.scenes[index]?.notes ?? [],
          })),
          ms: Date.now() - started,
        };
      });
    },
  };
}

export type VideoLooksService = ReturnType<typeof createVideoLooksService>;
