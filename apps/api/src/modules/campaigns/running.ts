import type { Prisma } from '@adreel/db';
import { campaignState } from './campaign-dto.ts';
import { itemView } from './item-state.ts';

/**
 * How many of the user's other campaigns are running (launched and not done, as the campaign page
 * says), or 0 when this one is running itself: a running campaign may always go on. Only launched
 * campaigns with an item still on its way or a post not yet sent can be running, so only those are read.
 */
export async function otherRunningCampaigns(
  tx: Prisma.TransactionClient,
  userId: string,
  campaignId: string,
): Promise<number> {
  const rows = await tx.campaign.findMany({
    where: {
      userId,
      // A paused campaign still counts (it goes on when resumed); a cancelled one never runs again.
      status: { notIn: ['draft', 'cancelled'] },
      OR: [
        { items: { some: { status: { in: ['writing', 'rendering'] } } } },
        { posts: { some: { status: { notIn: ['published', 'failed'] } } } },
      ],
    },
    select: {
      id: true,
      items: {
        select: {
          status: true,
          error: true,
          videoId: true,
          script: { select: { status: true, progress: true, message: true } },
          video: { select: { status: true, progress: true, message: true } },
        },
      },
      posts: { select: { videoId: true, status: true, failureReason: true } },
    },
  });
  const running = rows.filter((row) => {
    const states = row.items.map(
      (item) =>
        itemView({
          ...item,
          posts: row.posts.filter((p) => item.videoId !== null && p.videoId === item.videoId),
        }).state,
    );
    return campaignState(states, true) === 'running';
  });
  return running.some((r) => r.id === campaignId) ? 0 : running.length;
}
