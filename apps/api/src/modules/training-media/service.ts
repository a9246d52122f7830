import { TRAINING_MEDIA_PREFIX, type VideoTreeNode } from '@adreel/contracts';
import { assertValidKey, type Storage } from '@adreel/storage';
import { NotFound } from '../../domain-errors.ts';
import type { StoredFile } from '../../http/send-stored-file.ts';
import { buildVideoTree, videoContentType } from './tree.ts';
import { createWalkthroughService } from './walkthroughs.ts';

export const VIDEO_UNAVAILABLE_MESSAGE = 'This video is not available.';

/**
 * The Missing Piece: the training videos operators put under storage prefix training-media/, as a
 * folder tree whose video addresses are `${apiPrefix}/training-media/files/<path>`.
 */
export function createTrainingMediaService(deps: { storage: Storage; apiPrefix: string }) {
  const { storage } = deps;
  const fileBase = `${deps.apiPrefix}/training-media/files/`;
  const urlFor = (path: string) => fileBase + path.split('/').map(encodeURIComponent).join('/');

  return {
    ...createWalkthroughService(deps),

    async tree(): Promise<VideoTreeNode[]> {
      const objects = await storage.list(TRAINING_MEDIA_PREFIX);
      const paths = objects.map((o) => o.key.slice(TRAINING_MEDIA_PREFIX.length));
      return buildVideoTree(paths, urlFor);
    },

    /** The video at `path` below the prefix; 404 for anything outside it or not a video. */
    file(path: string): StoredFile {
      const contentType = videoContentType(path);
      let key: string;
      try {
        key = assertValidKey(TRAINING_MEDIA_PREFIX + path);
      } catch {
        throw new NotFound(VIDEO_UNAVAILABLE_MESSAGE);
      }
      if (!contentType) throw new NotFound(VIDEO_UNAVAILABLE_MESSAGE);
      return { key, contentType };
    },
  };
}
export type TrainingMediaService = ReturnType<typeof createTrainingMediaService>;
