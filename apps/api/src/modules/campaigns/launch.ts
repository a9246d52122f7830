import { CAMPAIGN_MAX_ITEMS, scriptContentSchema } from '@adreel/contracts';
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

/** The hook numbers (1-based) of a script, at most `room` of them: the variants beside its own opening. */
function hookNumbers(content: { hooks?: readonly unknown[] | undefined }, room: number): number[] {
  return (content.hooks ?? []).map((_, i) => i + 1).slice(0, Math.max(0, room));
}

/** How many renders autopilot adds beyond one per item: each written item's hooks, within the room. */
function autopilotExtras(items: readonly { script: { content: unknown } | null }[], room: number): number {
  let extra = 0;
  for (const item of items) {
    const content = scriptContentSchema.safeParse(item.script?.content);
    if (content.success) extra += hookNumbers(content.data, room - extra).length;
  }
  return extra;
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

  /** Items a campaign may still take (its cap) and the next free position, for autopilot's variants. */
  async function armRoom(campaignId: string): Promise<{ room: number; next: number }> {
    const agg = await db.campaignItem.aggregate({
      where: { campaignId },
      _count: { _all: true },
      _max: { position: true },
    });
    return {
      room: Math.max(0, CAMPAIGN_MAX_ITEMS - agg._count._all),
      next: (agg._max.position ?? -1) + 1,
    };
  }

  /** Renders the campaign's written items (or those of `itemIds`); returns how many started. */
  async function renderItems(userId: string, campaignId: string, itemIds?: string[]): Promise<number> {
    const campaign = await db.campaign.findFirstOrThrow({
      where: { id: campaignId, userId },
      include: {
        autopilot: { select: { enabled: true } },
        items: {
          where: { status: 'writing', ...(itemIds ? { id: { in: itemIds } } : {}) },
          orderBy: { position: 'asc' },
          include: { script: { select: { id: true, status: true, content: true } } },
        },
      },
    });
    const ready = campaign.items.filter((i) => i.script?.status === 'completed');
    if (ready.length === 0) return 0;
    const autopilot = campaign.autopilot?.enabled ?? false;
    const arms = autopilot ? await armRoom(campaignId) : { room: 0, next: 0 };
    const renders = ready.length + autopilotExtras(ready, arms.room);
    const usage = await quotas.usage(userId);
    if (usage.rendersToday + renders > usage.dailyRenderLimit) {
      throw new RateLimited(dailyRoomMessage(renders, usage.rendersToday, usage.dailyRenderLimit));
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
        const body = {
          scriptId: item.script.id,
          content: content.data,
          ...look,
          ...(storedSettings(item.settings) ?? {}),
        };
        const hooks = hookNumbers(content.data, arms.room);
        if (autopilot && hooks.length > 0) {
          // Autopilot: the script's own opening and its hooks compete, each variant its own item (arm).
          const made = await videos.createVariants(userId, { ...body, hooks, includeOriginal: true });
          const [first, ...rest] = made.videos;
          await db.campaignItem.update({
            where: { id: item.id },
            data: { videoId: first?.id ?? null, status: 'rendering', error: null },
          });
          await db.campaignItem.createMany({
            data: rest.map((v) => ({
              campaignId,
              position: arms.next++,
              offerId: item.offerId,
              productUrl: item.productUrl,
              scriptId: item.script?.id ?? null,
              settings: item.settings ?? undefined,
              videoId: v.id,
              status: 'rendering',
            })),
          });
          arms.room -= rest.length;
          started += made.videos.length;
          continue;
        }
        const video = await videos.create(userId, body);
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
