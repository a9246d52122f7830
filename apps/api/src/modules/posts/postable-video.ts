import { POST_PLATFORMS, type PostPlatform, renderedVideoMeta } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { checkAgainstLimits, PLATFORM_LIMITS } from '@adreel/publish';
import { Invalid, NotFound } from '../../domain-errors.ts';

/** What each platform would refuse about the rendered video, each saying what to change. */
export function videoProblems(video: { format: string; durationS: number | null; sizeBytes: number | null }) {
  const meta = renderedVideoMeta(video, video.sizeBytes ?? 0);
  return Object.fromEntries(
    POST_PLATFORMS.map((p) => [p, checkAgainstLimits(p, PLATFORM_LIMITS[p], meta).map((x) => x.message)]),
  ) as Record<PostPlatform, string[]>;
}

/** The user's finished video, or the reason it cannot be posted. */
export async function postableVideo(db: Db, userId: string, videoId: string) {
  const video = await db.video.findFirst({
    where: { id: videoId, userId },
    select: {
      id: true,
      status: true,
      outputKey: true,
      product: true,
      content: true,
      url: true,
      linkCode: true,
      format: true,
      durationS: true,
      sizeBytes: true,
      language: true,
    },
  });
  if (!video) throw new NotFound('Video not found');
  if (video.status !== 'completed' || !video.outputKey)
    throw new Invalid('Only a finished video can be published');
  return video;
}
