import { POST_IN_FLIGHT } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  DAY_MS,
  dailyCap,
  isUploadPostSession,
  PLATFORM_LABELS,
  type Platform,
  PlatformError,
  type UploadPostClient,
  type UploadPostSender,
  uploadPostProfileOf,
  uploadPostSender,
} from '@adreel/publish';

/**
 * A post on an Upload-Post channel, sent through the Upload-Post sender. Before the first upload the
 * profile's daily cap (counted from every post on channels of that profile, whoever owns them) is
 * checked: when full, the post waits as a quota refusal until the oldest counted post leaves the
 * 24-hour window. A post that already reached Upload-Post resumes by polling, cap or not.
 */
export function uploadPostRoute(
  db: Db,
  client: UploadPostClient,
  post: { id: string; platform: string; uploadSession: unknown; scheduleBy: string; scheduledAt: Date },
  channel: { accountId: string },
  now: () => Date,
): UploadPostSender {
  const platform = post.platform as Platform;
  const sender = uploadPostSender(client, {
    platform,
    profile: uploadPostProfileOf(channel.accountId),
    postId: post.id,
    // "Theirs": Upload-Post gets it now with its time as scheduled_date and publishes it then.
    handOverFor: post.scheduleBy === 'upload_post' ? post.scheduledAt : null,
    now,
  });
  return {
    checkVideo: sender.checkVideo,
    async publish(args) {
      if (!isUploadPostSession(args.session)) {
        const at = now();
        const rows = await db.post.findMany({
          where: {
            id: { not: post.id },
            platform,
            channel: { route: 'upload_post', accountId: channel.accountId },
            status: { in: [...POST_IN_FLIGHT, 'published'] },
            startedAt: { gte: new Date(at.getTime() - DAY_MS) },
          },
          select: { startedAt: true },
          take: 100,
        });
        const cap = dailyCap(
          platform,
          rows.flatMap((r) => (r.startedAt ? [r.startedAt] : [])),
          at,
        );
        if (cap.remaining === 0 && cap.nextFreeAt)
          throw new PlatformError(
            'quota',
            `Upload-Post allows ${cap.cap} ${PLATFORM_LABELS[platform]} posts per profile in 24 hours`,
            { retryAfterS: Math.ceil((cap.nextFreeAt.getTime() - at.getTime()) / 1000) },
          );
      }
      return sender.publish(args);
    },
  };
}
