import { type CreatePostsBody, nextFreeSlot } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { DomainError, Invalid } from '../../domain-errors.ts';
import type { PostCreator } from '../../kernel/ports.ts';
import { storedRhythm } from './campaign-dto.ts';

/** First key of the advisory lock that lets one process at a time place a campaign's posts. */
const CAMPAIGN_LOCK_NAMESPACE = 0x4341_4d50; // "CAMP"
/** A post placed "now" still lies ahead by the time its row is written. */
const LEAD_MS = 2 * 60_000;
const NO_CHANNEL =
  'None of the campaign’s channels is connected any more. Reconnect one in Settings → Channels, then retry.';
const POSTING_FAILED = 'Its posts could not be scheduled. Please retry.';

/**
 * Takes the campaign's advisory lock until the transaction ends: placing posts, pause, resume, cancel
 * and delete take turns, so a post is never placed into a campaign that was just paused or cancelled.
 */
export async function lockCampaign(tx: Prisma.TransactionClient, campaignId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${CAMPAIGN_LOCK_NAMESPACE}::int, hashtext(${campaignId}::text))`;
}

/** Campaigns whose finished videos get their posts now: not paused (they wait) and not cancelled. */
export const PLACEABLE_CAMPAIGN = {
  pausedAt: null,
  status: { not: 'cancelled' },
  // Autopilot campaigns (issue 35) post their videos slot by slot as decided (autopilot-placing.ts).
  NOT: { autopilot: { is: { enabled: true } } },
} as const;

export interface CampaignToPost {
  id: string;
  userId: string;
  channelIds: string[];
}

/**
 * One campaign video posted to each of the campaign's connected channels at `at` (null: now) through
 * the posts module (drafts, tracked links, caps, queued jobs); the posts are tagged with the campaign.
 */
export async function postCampaignVideo(
  deps: { db: Db; posts: PostCreator },
  campaign: CampaignToPost,
  videoId: string,
  at: Date | null,
): Promise<string[]> {
  const draft = await deps.posts.compose(campaign.userId, videoId);
  const channels = draft.channels.filter(
    (c) => campaign.channelIds.includes(c.id) && c.status === 'connected',
  );
  if (channels.length === 0) throw new Invalid(NO_CHANNEL);
  const body: CreatePostsBody = {
    videoId,
    scheduledAt: at ? at.toISOString() : null,
    posts: channels.map((c) => ({
      ...draft.drafts[c.platform],
      channelId: c.id,
      mode: 'direct',
      privacy: null,
    })),
  };
  const made = await deps.posts.create(campaign.userId, body);
  const ids = made.posts.map((p) => p.id);
  await deps.db.post.updateMany({
    where: { id: { in: ids }, userId: campaign.userId },
    data: { campaignId: campaign.id },
  });
  return ids;
}

export interface CampaignPostingDeps {
  db: Db;
  posts: PostCreator;
  now: () => Date;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
}

/**
 * Places the posts of a campaign's rendered items: each finished video gets the rhythm's next free
 * slot and one post per chosen channel (the posts module writes them, with their tracked links, and
 * queues their delayed jobs). Runs under the campaign's advisory lock, and an item moves from
 * `rendering` to `scheduled` only with its posts, so two API processes (or a notice and a page view
 * at once) never place an item twice.
 */
export function createCampaignPosting(deps: CampaignPostingDeps) {
  const { db, posts } = deps;

  async function placeItem(
    campaign: CampaignToPost & { rhythm: unknown },
    item: { id: string; videoId: string },
    taken: Set<number>,
  ) {
    const at = nextFreeSlot(storedRhythm(campaign.rhythm), taken, new Date(deps.now().getTime() + LEAD_MS));
    await postCampaignVideo({ db, posts }, campaign, item.videoId, at);
    taken.add(at.getTime());
  }

  async function placeCampaign(campaignId: string): Promise<number> {
    return db.$transaction(
      async (tx) => {
        await lockCampaign(tx, campaignId);
        const campaign = await tx.campaign.findFirst({
          where: { id: campaignId, ...PLACEABLE_CAMPAIGN },
          include: {
            items: {
              where: { status: 'rendering', video: { status: 'completed' } },
              orderBy: { position: 'asc' },
              select: { id: true, videoId: true },
            },
            posts: { where: { status: { not: 'cancelled' } }, select: { scheduledAt: true } },
          },
        });
        if (!campaign || campaign.items.length === 0) return 0;
        const taken = new Set(campaign.posts.map((p) => p.scheduledAt.getTime()));
        let placed = 0;
        for (const item of campaign.items) {
          if (!item.videoId) continue;
          try {
            await placeItem(campaign, { id: item.id, videoId: item.videoId }, taken);
            await tx.campaignItem.update({
              where: { id: item.id },
              data: { status: 'scheduled', error: null },
            });
            placed++;
          } catch (err) {
            const message = err instanceof DomainError ? err.message : POSTING_FAILED;
            deps.log?.warn(
              { campaignId, itemId: item.id, err: (err as Error).message },
              'campaign post failed',
            );
            await tx.campaignItem.update({
              where: { id: item.id },
              data: { status: 'failed', error: message },
            });
          }
        }
        return placed;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
  }

  /** Places what is due in these campaigns (those with a finished video still waiting for its posts). */
  async function placeDue(where: { userId?: string; videoIds?: string[] }): Promise<number> {
    const due = await db.campaignItem.findMany({
      where: {
        status: 'rendering',
        campaign: PLACEABLE_CAMPAIGN,
        video: { status: 'completed', ...(where.userId ? { userId: where.userId } : {}) },
        ...(where.videoIds ? { videoId: { in: where.videoIds } } : {}),
      },
      distinct: ['campaignId'],
      select: { campaignId: true },
      take: 100,
    });
    let placed = 0;
    for (const { campaignId } of due) placed += await placeCampaign(campaignId);
    return placed;
  }

  return { placeCampaign, placeDue };
}
export type CampaignPosting = ReturnType<typeof createCampaignPosting>;
