import { POST_IN_FLIGHT } from '@adreel/contracts';
import type { Db } from '@adreel/db';

/**
 * The storage key of the file a post sends (Post.mediaKey, else its video) while the post is being published, as the API's
 * GET /posts/{id}/video.mp4 answers it; null otherwise (unknown, finished, or no video).
 */
export function inFlightPostVideo(db: Db) {
  return async (postId: string): Promise<string | null> => {
    const post = await db.post.findFirst({
      where: { id: postId, status: { in: [...POST_IN_FLIGHT] } },
      select: { mediaKey: true, video: { select: { outputKey: true } } },
    });
    return post?.mediaKey ?? post?.video?.outputKey ?? null;
  };
}
