import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DEFAULT_LANGUAGE,
  normalizeLanguage,
  POST_TEXT_LIMITS,
  type PostPlatform,
  productSchema,
  scriptContentSchema,
} from '@adreel/contracts';
import { renderVideo } from '@adreel/media';
import type { Storage } from '@adreel/storage';
import type { WorkerDeps } from '../deps.ts';
import { selectStockClips } from '../render/providers.ts';
import { videoRenderInput } from '../render/render-input.ts';

/**
 * Where a video's link-in-bio copy is stored: beside the video, so deleting the video deletes it, and
 * named by its language and kind, so it is made once and every later post reuses it.
 */
export const linkInBioVideoKey = (videoId: string, language: string) =>
  `videos/${videoId}/video.link-in-bio.${language}.mp4`;

/**
 * Whether an upload to this platform closes on the link-in-bio card (issue 32 item 4): where the
 * caption cannot carry a clickable link (TikTok, Instagram) the end card shows none either, and says
 * "Link in bio" in the video's language; YouTube keeps the link and its QR code.
 */
export const sendsLinkInBioCard = (platform: string) =>
  POST_TEXT_LIMITS[platform as PostPlatform]?.linksInCaption === false;

/** The stored file a post sends. */
export interface PostMedia {
  key: string;
  sizeBytes: number;
}

/**
 * Returns the video's link-in-bio copy, making it when it is not stored yet. `scratch` names this
 * caller's scratch folder (the post id: two posts of one video never share one).
 */
export type LinkInBioMaker = (videoId: string, scratch: string, signal?: AbortSignal) => Promise<PostMedia>;

/** Why a video's link-in-bio copy could not be made; the post fails with this message. */
export class LinkInBioError extends Error {}

/**
 * Makes the link-in-bio copy the way the video was rendered, with the link-in-bio end card: every
 * stage hashes as it did, so the render's cache gives back the voices, stills, audio mix and every
 * segment before the end card, and only the end card's segment is encoded (a cache that was cleared
 * makes the whole video again, alike). Safe to stop anywhere: the copy enters storage whole, by one
 * rename (or one S3 put), and a new run finds what the cache kept.
 */
export function linkInBioMaker(deps: WorkerDeps): LinkInBioMaker {
  const stockClips = selectStockClips(deps);
  return async (videoId, scratch, signal) => {
    const { db, storage } = deps;
    const video = await db.video.findUnique({ where: { id: videoId } });
    if (video?.status !== 'completed' || !video.outputKey)
      throw new LinkInBioError('The video was deleted before it could be posted.');
    // A card without a link (no tracked link, no product URL) already shows no link or QR code.
    if (!video.linkCode && !video.url) {
      const original = await storage.stat(video.outputKey);
      if (!original) throw new LinkInBioError('The video file is missing; render the video again.');
      return { key: video.outputKey, sizeBytes: original.size };
    }
    const key = linkInBioVideoKey(video.id, normalizeLanguage(video.language) ?? DEFAULT_LANGUAGE);
    const stored = await storage.stat(key);
    if (stored) return { key, sizeBytes: stored.size };

    const content = scriptContentSchema.safeParse(video.content);
    if (!content.success)
      throw new LinkInBioError(
        'The video’s script can no longer be read, so its copy ending in “Link in bio” cannot be made. Create the video again.',
      );
    const product = productSchema.safeParse(video.product);
    const jobDir = join(deps.tmpDir, `link-in-bio-${scratch}`);
    await rm(jobDir, { recursive: true, force: true });
    await mkdir(jobDir, { recursive: true });
    try {
      const input = await videoRenderInput(deps, video, content.data, product.success ? product.data : null, {
        jobDir,
        signal: signal ?? new AbortController().signal,
        onProgress: () => undefined,
        stockClips,
      });
      const made = await renderVideo({ ...input, endCardKind: 'linkInBio' });
      const sizeBytes = (await stat(made.videoPath)).size;
      // Another post of the same video may have stored it meanwhile: the same frames, kept as they are.
      if (!(await storage.stat(key))) {
        await storage.putFile(key, made.videoPath, 'video/mp4');
        // The copy counts toward its owner's storage quota like the video itself.
        const counted = await db.video.updateMany({
          where: { id: video.id },
          data: { sizeBytes: { increment: sizeBytes } },
        });
        // Deleted while the copy was made: leave nothing behind.
        if (counted.count === 0) {
          await storage.delete(key);
          throw new LinkInBioError('The video was deleted before it could be posted.');
        }
      }
      return { key, sizeBytes };
    } finally {
      await rm(jobDir, { recursive: true, force: true });
    }
  };
}

/**
 * The file a post sends: the one it recorded when its upload started (a resumed upload must read the
 * same bytes), else the link-in-bio copy for TikTok and Instagram, else the video itself. A copy that
 * cannot be made is a message for the post's failure; a worker handing the job back rethrows.
 */
export async function postMedia(
  deps: { storage: Pick<Storage, 'stat'>; linkInBio: LinkInBioMaker; signal?: AbortSignal },
  post: { id: string; platform: string; mediaKey: string | null },
  video: { id: string; outputKey: string; size: number },
): Promise<PostMedia | { failed: string }> {
  if (post.mediaKey) {
    const kept =
      post.mediaKey === video.outputKey ? { size: video.size } : await deps.storage.stat(post.mediaKey);
    if (kept) return { key: post.mediaKey, sizeBytes: kept.size };
  }
  if (!sendsLinkInBioCard(post.platform)) return { key: video.outputKey, sizeBytes: video.size };
  try {
    return await deps.linkInBio(video.id, post.id, deps.signal);
  } catch (err) {
    if (deps.signal?.aborted) throw err;
    if (err instanceof LinkInBioError) return { failed: err.message };
    return {
      failed: `The copy of the video that ends in “Link in bio” could not be made (${(err as Error).message.slice(0, 300)}). Press Retry.`,
    };
  }
}
