import { z } from 'zod';
import { safeText } from './text.ts';

/** Spec §3 Video tree node (The Missing Piece). */
export interface VideoTreeNode {
  name: string;
  path: string;
  type: 'directory' | 'video';
  items: VideoTreeNode[];
  /** The playable address for a video; null for a directory. */
  url: string | null;
}

export const videoTreeNodeSchema: z.ZodType<VideoTreeNode> = z.lazy(() =>
  z.object({
    name: z.string(),
    path: z.string(),
    type: z.enum(['directory', 'video']),
    items: z.array(videoTreeNodeSchema),
    url: z.string().nullable(),
  }),
);

/**
 * GET /training-media/tree — the folder tree. The spec's GET /api/videos (on our /api base
 * /api/api/videos, beside the user's /api/videos/*) answers with a 308 redirect here.
 */
export const videoTreeSchema = z.array(videoTreeNodeSchema);
export const TRAINING_TREE_PATH = '/training-media/tree';
/** The spec's address for the tree, below the API prefix; kept as a redirect only. */
export const SPEC_TREE_PATH = '/api/videos';

/** Storage prefix operators fill with training videos. */
export const TRAINING_MEDIA_PREFIX = 'training-media/';

/** GET /training-media/files/{path}: a video's path below the prefix. */
export const trainingMediaFileParamsSchema = z.object({ '*': safeText() });
