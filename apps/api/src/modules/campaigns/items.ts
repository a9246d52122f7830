import type { CampaignDto, UpdateCampaignItemBody } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Conflict, NotFound } from '../../domain-errors.ts';
import { itemView } from './item-state.ts';
import type { createCampaignLaunch } from './launch.ts';
import type { CampaignPosting } from './posting.ts';

export const ITEM_NOT_FOUND = 'This item is not part of the campaign';
const NOT_EDITABLE = 'This item is already rendering; its script and look can no longer change.';

interface ItemDeps {
  db: Db;
  /** The caller's campaign row, or NotFound. */
  load(userId: string, id: string): Promise<unknown>;
  view(userId: string, id: string): Promise<CampaignDto>;
  /** Starts (again) the item's script from its product page. */
  write(itemId: string, userId: string, url: string): Promise<void>;
  posting: Pick<CampaignPosting, 'placeCampaign'>;
  launch: Pick<ReturnType<typeof createCampaignLaunch>, 'renderItems'>;
}

/** One item of the review grid: its script text and look, dropping it, retrying what failed. */
export function createItemActions(deps: ItemDeps) {
  const { db, view, write, posting, launch } = deps;

  async function ownedItem(userId: string, campaignId: string, itemId: string) {
    const item = await db.campaignItem.findFirst({
      where: { id: itemId, campaignId, campaign: { userId } },
      include: { script: { select: { status: true, progress: true, message: true, content: true } } },
    });
    if (!item) {
      await deps.load(userId, campaignId);
      throw new NotFound(ITEM_NOT_FOUND);
    }
    return item;
  }

  return {
    /** PATCH /campaigns/:id/items/:itemId — the reviewed script text and the item's own look. */
    async updateItem(userId: string, id: string, itemId: string, body: UpdateCampaignItemBody) {
      const item = await ownedItem(userId, id, itemId);
      if (item.status !== 'writing' && item.status !== 'failed') throw new Conflict(NOT_EDITABLE);
      if (body.content) {
        if (!item.scriptId || item.script?.status !== 'completed') {
          throw new Conflict('This script is not written yet. Wait until it is ready for review.');
        }
        await db.script.updateMany({ where: { id: item.scriptId, userId }, data: { content: body.content } });
      }
      if (body.settings !== undefined) {
        await db.campaignItem.update({
          where: { id: itemId },
          data: { settings: body.settings === null ? { set: null } : body.settings },
        });
      }
      return view(userId, id);
    },

    /** DELETE /campaigns/:id/items/:itemId — dropped items are kept (greyed) but never rendered. */
    async dropItem(userId: string, id: string, itemId: string) {
      const item = await ownedItem(userId, id, itemId);
      if (item.status === 'rendering' || item.status === 'scheduled') throw new Conflict(NOT_EDITABLE);
      await db.campaignItem.update({ where: { id: itemId }, data: { status: 'dropped' } });
      return view(userId, id);
    },

    /** POST /campaigns/:id/items/:itemId/retry — write a failed script again, or render a failed video again. */
    async retryItem(userId: string, id: string, itemId: string) {
      const item = await ownedItem(userId, id, itemId);
      const video = item.videoId
        ? await db.video.findUnique({
            where: { id: item.videoId },
            select: { status: true, progress: true, message: true },
          })
        : null;
      const state = itemView({
        status: item.status,
        error: item.error,
        script: item.script,
        video,
        posts: [],
      });
      if (state.state !== 'failed' || !state.retryable)
        throw new Conflict('Only a failed item can be retried');
      if (video?.status === 'completed') {
        // Rendered; its posts could not be made (a channel, a caption): place them again.
        await db.campaignItem.update({ where: { id: itemId }, data: { status: 'rendering', error: null } });
        await posting.placeCampaign(id);
      } else if (item.script?.status === 'completed') {
        // Written; its render failed or was refused: render it again.
        await db.campaignItem.update({
          where: { id: itemId },
          data: { status: 'writing', error: null, videoId: null },
        });
        await launch.renderItems(userId, id, [itemId]);
      } else if (item.productUrl) {
        await write(itemId, userId, item.productUrl);
      } else {
        throw new Conflict(
          'This script was written from text: write it again on the Text to Video page, or drop it.',
        );
      }
      return view(userId, id);
    },
  };
}
