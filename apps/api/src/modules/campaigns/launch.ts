import { scriptContentSchema } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, DomainError, Invalid, RateLimited } from '../../domain-errors.ts';
import type { AccountCaps, RenderUsage, VideoCreator } from '../../kernel/ports.ts';
import { storedSettings } from './campaign-dto.ts';
import { otherRunningCampaigns } from './running.ts';

const RENDER_FAILED = 'Its render could not start. Please retry.';

export function dailyRoomMessage(needed: number, used: number, limit: number): string {
  const left = Math.max(0, limit - used);
  return left === 0
    ? `You have used all ${limit} renders of the last 24 hours. Render this campaign tomorrow, or drop items.`
    : `This campaign needs ${needed} renders, but only ${left} of your ${limit} daily renders are left. Drop ${needed - left} item${needed - left === 1 ? '' : 's'} or render the rest tomorrow.`;
}

/**
 * Rendering a campaign: every reviewed item becomes a video through the one create path. The daily
 * render quota is checked for the whole batch first (all or none), storage once; renders beyond the
 * concurrent limit wait as `queued`, fed to the workers fairly with other users' (packages/queue).
 * A campaign starts running only within the cap on campaigns running at once, before any render.
 */
export function createCampaignLaunch(deps: {
  db: Db;
  videos: VideoCreator;
  quotas: RenderUsage;
  caps: Pick<AccountCaps, 'admitCampaign'>;
}) {
  const { db, videos, quotas } = deps;

  /** Renders the campaign's written items (or those of `itemIds`); returns how many started. */
  async function renderItems(userId: string, campaignId: string, itemIds?: string[]): Promise<number> {
    const campaign = await db.campaign.findFirstOrThrow({
      where: { id: campaignId, userId },
      include: {
        items: {
          where: { status: 'writing', ...(itemIds ? { id: { in: itemIds } } : {}) },
          orderBy: { position: 'asc' },
          include: { script: { select: { id: true, status: true, content: true } } },
        },
      },
    });
    const ready = campaign.items.filter((i) => i.script?.status === 'completed');
    if (ready.length === 0) return 0;
    const usage = await quotas.usage(userId);
    if (usage.rendersToday + ready.length > usage.dailyRenderLimit) {
      throw new RateLimited(dailyRoomMessage(ready.length, usage.rendersToday, usage.dailyRenderLimit));
    }
    await quotas.assertStorageRoom(userId, 1);
    const look = storedSettings(campaign.settings) ?? {};
    await deps.caps.admitCampaign(
      userId,
      (tx) => otherRunningCampaigns(tx, userId, campaignId),
      (tx) => tx.campaign.update({ where: { id: campaignId }, data: { status: 'running' } }),
    );
    let started = 0;
    for (const [n, item] of ready.entries()) {
      const content = scriptContentSchema.safeParse(item.script?.content);
      try {
        if (!item.script || !content.success)
          throw new Invalid('Its script could not be read. Retry to write it again.');
        const video = await videos.create(userId, {
          scriptId: item.script.id,
          content: content.data,
          ...look,
          ...(storedSettings(item.settings) ?? {}),
        });
        await db.campaignItem.update({
          where: { id: item.id },
          data: { videoId: video.id, status: 'rendering', error: null },
        });
        started++;
      } catch (err) {
        const error = err instanceof DomainError ? err.message : RENDER_FAILED;
        // A quota that ran out meanwhile refuses the rest too: say so on each, start none of them.
        const rest = err instanceof RateLimited ? ready.slice(n).map((i) => i.id) : [item.id];
        await db.campaignItem.updateMany({ where: { id: { in: rest } }, data: { status: 'failed', error } });
        if (err instanceof RateLimited) break;
      }
    }
    return started;
  }

  /** POST /campaigns/:id/launch: refuses while scripts are still being written or nothing is ready. */
  async function launch(
    userId: string,
    row: { id: string; channelIds: string[]; items: { status: string; script: { status: string } | null }[] },
  ) {
    const writing = row.items.filter(
      (i) => i.status === 'writing' && (i.script?.status === 'pending' || i.script?.status === 'processing'),
    ).length;
    if (writing > 0) {
      throw new Conflict(
        `${writing} script${writing === 1 ? ' is' : 's are'} still being written. Wait until every item is ready, or drop ${writing === 1 ? 'it' : 'them'}.`,
      );
    }
    const connected = await db.channel.count({
      where: { id: { in: row.channelIds }, userId, status: 'connected' },
    });
    if (connected === 0) {
      throw new Invalid('None of the campaign’s channels is connected. Choose a connected channel first.');
    }
    const started = await renderItems(userId, row.id);
    if (started === 0) {
      throw new Invalid('Nothing to render: every item is dropped, failed or already rendering.');
    }
  }

  return { renderItems, launch };
}
