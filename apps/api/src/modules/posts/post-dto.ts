import { type PostDto, type PostPlatform, type PostStatus, trackedLinkUrl } from '@adreel/contracts';
import type { Prisma } from '@adreel/db';

/** What a post's answer needs from its row and the rows around it. */
export const postInclude = {
  channel: { select: { accountName: true } },
  video: { select: { product: true, language: true } },
  trackedLink: { select: { code: true } },
  campaign: { select: { name: true } },
} satisfies Prisma.PostInclude;

export type PostRow = Prisma.PostGetPayload<{ include: typeof postInclude }>;

export function productName(product: unknown): string | null {
  const name = product && typeof product === 'object' ? (product as { name?: unknown }).name : null;
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

export function toPostDto(row: PostRow, publicUrl: string): PostDto {
  return {
    id: row.id,
    videoId: row.videoId,
    videoName: row.video ? (productName(row.video.product) ?? 'Video') : 'Deleted video',
    channelId: row.channelId,
    channelName: row.channel?.accountName ?? 'Disconnected channel',
    campaignId: row.campaignId,
    campaignName: row.campaign?.name ?? null,
    platform: row.platform as PostPlatform,
    title: row.title,
    caption: row.caption,
    hashtags: row.hashtags,
    status: row.status as PostStatus,
    scheduledAt: row.scheduledAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    platformUrl: row.platformUrl,
    message: row.failureReason,
    trackedLink: row.trackedLink ? trackedLinkUrl(publicUrl, row.trackedLink.code) : null,
    scheduleBy: row.scheduleBy === 'upload_post' ? 'upload_post' : 'adreel',
    handedOver: row.handedOverAt !== null,
  };
}
