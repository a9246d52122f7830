import { randomBytes } from 'node:crypto';
import type { Db } from '@adreel/db';

/**
 * A published YouTube post of one campaign video with its own tracked link: what the autopilot, the
 * stand-in audience and the weekly digest read. `publishedAt` defaults to `scheduledAt`.
 */
export async function publishedCampaignPost(
  db: Db,
  o: {
    userId: string;
    campaignId: string;
    videoId: string;
    scheduledAt: Date;
    publishedAt?: Date;
    /** What the link was made for (default: the video). */
    sourceId?: string;
  },
) {
  const link = await db.trackedLink.create({
    data: {
      code: randomBytes(6).toString('hex'),
      userId: o.userId,
      targetUrl: `https://shop.example/lamp?${randomBytes(4).toString('hex')}`,
      sourceKind: 'post',
      sourceId: o.sourceId ?? o.videoId,
      campaignKey: `k_${randomBytes(6).toString('hex')}`,
    },
  });
  const post = await db.post.create({
    data: {
      userId: o.userId,
      videoId: o.videoId,
      campaignId: o.campaignId,
      platform: 'youtube',
      caption: 'Lamp',
      scheduledAt: o.scheduledAt,
      publishedAt: o.publishedAt ?? o.scheduledAt,
      status: 'published',
      trackedLinkId: link.id,
    },
  });
  return { link, post };
}
