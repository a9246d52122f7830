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

/** GET /api/videos (on the API's own /api base: /api/api/videos). */
export const videoTreeSchema = z.array(videoTreeNodeSchema);

/** Storage prefix operators fill with training videos. */
export const TRAINING_MEDIA_PREFIX = 'training-media/';

/** GET /training-media/files/{path}: a video's path below the prefix. */
export const trainingMediaFileParamsSchema = z.object({ '*': safeText() });
