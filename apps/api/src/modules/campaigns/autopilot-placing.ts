import { armLabel } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { DomainError } from '../../domain-errors.ts';
import type { PostCreator } from '../../kernel/ports.ts';
import { lockCampaign, postCampaignVideo } from './posting.ts';

/** A slot this close (or already past) is posted now rather than at its time. */
const NOW_WITHIN_MS = 15_000;
const PLACING_FAILED = 'its posts could not be made. Autopilot tries again at the next slot.';

export interface AutopilotPlacingDeps {
  db: Db;
  posts: PostCreator;
  now: () => Date;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
}

/**
 * Places the posts of decided autopilot slots (issue 35): the worker chose the variant, this makes
 * its posts through the one post-create path (tracked links, the cap on waiting posts, platform
 * checks), under the campaign's advisory lock so two API processes never place a slot twice. A slot
 * whose variant was deleted meanwhile, or whose posts are refused, is skipped with the reason added
 * to its log line; a paused or cancelled campaign's slots wait or are skipped.
 */
export function createAutopilotPlacing(deps: AutopilotPlacingDeps) {
  const { db } = deps;

  async function skip(id: string, message: string, why: string) {
    await db.autopilotDecision.update({
      where: { id },
      data: { status: 'skipped', message: `${message.replace(/\.$/, '')} — skipped: ${why}` },
    });
  }

  async function placeOne(decisionId: string): Promise<boolean> {
    return db.$transaction(
      async (tx) => {
        const d = await tx.autopilotDecision.findUnique({
          where: { id: decisionId },
          include: {
            campaign: { select: { id: true, userId: true, channelIds: true, status: true, pausedAt: true } },
          },
        });
        if (d?.status !== 'decided') return false;
        await lockCampaign(tx, d.campaignId);
        if (d.campaign.pausedAt) return false;
        if (d.campaign.status === 'cancelled') {
          await skip(d.id, d.message, 'the campaign was cancelled.');
          return false;
        }
        const item = d.itemId
          ? await tx.campaignItem.findFirst({
              where: { id: d.itemId, campaignId: d.campaignId },
              select: { position: true, status: true, videoId: true, video: { select: { status: true } } },
            })
          : null;
        const label = item ? armLabel(item.position) : (d.armLabel ?? '?');
        if (!item || item.status === 'dropped' || !item.videoId || item.video?.status !== 'completed') {
          await skip(d.id, d.message, `variant ${label} was deleted or dropped before its slot.`);
          return false;
        }
        const soon = d.slotAt.getTime() - deps.now().getTime() <= NOW_WITHIN_MS;
        try {
          await postCampaignVideo(deps, d.campaign, item.videoId, soon ? null : d.slotAt);
        } catch (err) {
          const why = err instanceof DomainError ? err.message : PLACING_FAILED;
          deps.log?.warn({ decisionId, err: (err as Error).message }, 'autopilot slot not placed');
          await skip(d.id, d.message, why);
          return false;
        }
        await tx.autopilotDecision.update({ where: { id: d.id }, data: { status: 'placed' } });
        return true;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
  }

  /**
   * Places every decided slot (of one campaign, or all), oldest first; returns how many were placed.
   * A paused campaign's slots wait in place, so they are left out of the read: a hundred of them
   * would otherwise fill every sweep's page and keep running campaigns' slots from being placed.
   */
  async function placeDecided(where: { campaignId?: string } = {}): Promise<number> {
    const due = await db.autopilotDecision.findMany({
      where: {
        status: 'decided',
        campaign: { pausedAt: null },
        ...(where.campaignId ? { campaignId: where.campaignId } : {}),
      },
      orderBy: { slotAt: 'asc' },
      select: { id: true },
      take: 100,
    });
    let placed = 0;
    for (const { id } of due) if (await placeOne(id)) placed++;
    return placed;
  }

  return { placeDecided };
}
export type AutopilotPlacing = ReturnType<typeof createAutopilotPlacing>;
