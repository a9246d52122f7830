import {
  type CampaignItemState,
  type CampaignRhythm,
  type CreateCampaignBody,
  MAX_SCHEDULE_AHEAD_DAYS,
  planSchedule,
  type UpdateCampaignBody,
} from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { Conflict, DomainError, Invalid, NotFound } from '../../domain-errors.ts';
import type { OfferLinks } from '../../kernel/offer-links.ts';
import type {
  AccountCaps,
  PostCreator,
  RenderUsage,
  ScriptStarter,
  VideoCreator,
} from '../../kernel/ports.ts';
import { createCampaignAutopilot } from './autopilot.ts';
import { createAutopilotPlacing } from './autopilot-placing.ts';
import { campaignInclude, toCampaignDto } from './campaign-dto.ts';
import { createItemActions } from './items.ts';
import { createCampaignLaunch } from './launch.ts';
import { createMoreLikeThis, type MoreLikeThisDeps } from './more-like-this.ts';
import { createCampaignPosting } from './posting.ts';
import { type CampaignSteerDeps, createCampaignSteering } from './steer.ts';

export interface CampaignServiceDeps {
  db: Db;
  scripts: ScriptStarter;
  videos: VideoCreator;
  posts: PostCreator;
  quotas: RenderUsage;
  /** Campaigns running at once, and room for the scripts a new campaign writes (modules/quotas). */
  caps: Pick<AccountCaps, 'admitCampaign' | 'assertScriptRoom'>;
  /** Queues a post's publish job (a post moved on resume) and starts queued renders (registry/campaigns). */
  enqueuePost: CampaignSteerDeps['enqueuePost'];
  startRenders: CampaignSteerDeps['startRenders'];
  /** The user's link for a catalog offer, by the offer's marketplace. */
  offerLinks: OfferLinks;
  /** Writes "Make more like this" openings: the offline banks or a model (deps.ts). */
  hooks: MoreLikeThisDeps['hooks'];
  now?: () => Date;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
  /** Issue 35, demo mode: the fast clock (seconds between autopilot slots) and the stand-in audience. */
  autopilotDemo?: { fastSlotSeconds: number | null; standInAudience: boolean };
}

const DAY_MS = 86_400_000;
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
const WRITE_FAILED = 'Could not start writing this script. Please retry.';

/**
 * Campaigns (issue 24 item 6): one script per offer or product URL through the script writer's own
 * job, reviewed together, rendered through the one video create path (so every render counts against
 * the user's quotas and waits as `queued` beyond the concurrent limit), then posted on the rhythm.
 */
export function createCampaignService(deps: CampaignServiceDeps) {
  const { db, scripts } = deps;
  const now = deps.now ?? (() => new Date());
  const posting = createCampaignPosting({ db, posts: deps.posts, now, log: deps.log });
  const launch = createCampaignLaunch({ db, videos: deps.videos, quotas: deps.quotas, caps: deps.caps });

  async function load(userId: string, id: string) {
    const row = await db.campaign.findFirst({ where: { id, userId }, include: campaignInclude });
    if (!row) throw new NotFound(CAMPAIGN_NOT_FOUND);
    return row;
  }

  async function view(userId: string, id: string) {
    // A page view also places posts of videos that finished while no notice reached this process.
    await posting.placeDue({ userId });
    return toCampaignDto(db, await load(userId, id));
  }

  /** Starts the item's script (again); a refused start is the item's failure, never the campaign's. */
  async function write(itemId: string, userId: string, url: string) {
    try {
      const { id } = await scripts.startFromUrl(userId, url);
      await db.campaignItem.update({
        where: { id: itemId },
        data: { scriptId: id, status: 'writing', error: null },
      });
    } catch (err) {
      const error = err instanceof DomainError ? err.message : WRITE_FAILED;
      await db.campaignItem.update({ where: { id: itemId }, data: { status: 'failed', error } });
    }
  }

  /** The first post must fall within the posts' own horizon (a year), or none of them could be made. */
  function assertRhythmReachable(rhythm: CampaignRhythm) {
    const [first] = planSchedule(rhythm, 1, rhythm.startDate, rhythm.timeZone, now());
    if (!first || first.getTime() > now().getTime() + MAX_SCHEDULE_AHEAD_DAYS * DAY_MS) {
      throw new Invalid(
        `Start the rhythm within ${MAX_SCHEDULE_AHEAD_DAYS} days: posts can be scheduled at most that far ahead`,
      );
    }
  }

  async function assertChannels(userId: string, channelIds: readonly string[]) {
    const n = await db.channel.count({ where: { id: { in: [...channelIds] }, userId } });
    if (n !== channelIds.length)
      throw new Invalid('One of the chosen channels is not connected to your account');
  }

  const items = createItemActions({ db, load, view, write, posting, launch });
  const autopilot = createCampaignAutopilot({
    db,
    load,
    fastSlotSeconds: deps.autopilotDemo?.fastSlotSeconds ?? null,
    standInAudience: deps.autopilotDemo?.standInAudience ?? false,
  });
  const placing = createAutopilotPlacing({ db, posts: deps.posts, now, log: deps.log });
  const moreLikeThis = createMoreLikeThis({ db, videos: deps.videos, hooks: deps.hooks, view });
  const steering = createCampaignSteering({ ...deps, posting, now, view });

  /** Nothing new renders in a paused or cancelled campaign (the worker also backs off while paused). */
  async function assertGoing(userId: string, id: string) {
    const row = await load(userId, id);
    if (row.status === 'cancelled') throw new Conflict('This campaign was cancelled.');
    if (row.pausedAt) throw new Conflict('This campaign is paused. Resume it first.');
    return row;
  }

  return {
    placeDue: posting.placeDue,
    placeDecided: placing.placeDecided,
    autopilotView: autopilot.view,
    putAutopilot: autopilot.put,
    autopilotArm: autopilot.arm,

    /** POST /campaigns/:id/items/:itemId/more-like-this — N challengers in the winner's style. */
    async moreLikeThis(userId: string, id: string, itemId: string, count: number) {
      await assertGoing(userId, id);
      return moreLikeThis(userId, id, itemId, count);
    },

    /** POST /campaigns — the campaign and its items first, then one script job per item. */
    async create(userId: string, body: CreateCampaignBody) {
      assertRhythmReachable(body.rhythm);
      await assertChannels(userId, body.channelIds);
      const offers = body.offerIds.length
        ? await db.offer.findMany({
            where: { id: { in: body.offerIds } },
            select: {
              id: true,
              name: true,
              marketplace: true,
              entryId: true,
              vendorId: true,
              affiliateLink: true,
            },
          })
        : [];
      if (offers.length !== body.offerIds.length)
        throw new Invalid('One of the chosen offers is not in the marketplace');
      const scriptRows = body.scriptIds.length
        ? await db.script.findMany({
            where: { id: { in: body.scriptIds }, userId },
            select: { id: true, sourceUrl: true },
          })
        : [];
      if (scriptRows.length !== body.scriptIds.length)
        throw new Invalid('One of the chosen scripts is not yours');
      const links = await deps.offerLinks.forUser(userId);
      const byId = new Map(offers.map((o) => [o.id, o]));
      const sources = [
        ...body.offerIds.map((id) => {
          const offer = byId.get(id);
          const url = offer ? links.linkOf(offer) : null;
          if (!offer || !url)
            throw new Invalid(`“${offer?.name ?? id}” has no product page to write a script from`);
          return { offerId: id, productUrl: url };
        }),
        ...body.productUrls.map((url) => ({ offerId: null, productUrl: url })),
      ];
      // Every item's script fits the daily cap, or the campaign is not made at all.
      await deps.caps.assertScriptRoom(userId, sources.length);
      const written = body.scriptIds.map((id) => ({
        offerId: null,
        productUrl: scriptRows.find((r) => r.id === id)?.sourceUrl ?? null,
        scriptId: id,
      }));
      const campaign = await db.campaign.create({
        data: {
          userId,
          name: body.name,
          rhythm: body.rhythm,
          settings: body.settings,
          channelIds: body.channelIds,
          status: 'draft',
          ...(body.autopilot ? { autopilot: { create: { ...body.autopilot, excludedItemIds: [] } } } : {}),
          items: {
            create: [...sources, ...written].map((s, position) => ({ ...s, position, status: 'writing' })),
          },
        },
        include: { items: { orderBy: { position: 'asc' } } },
      });
      for (const item of campaign.items) {
        if (!item.scriptId) await write(item.id, userId, item.productUrl ?? '');
      }
      return toCampaignDto(db, await load(userId, campaign.id));
    },

    /** GET /campaigns — the user's campaigns, newest first, with how many items are in which state. */
    async list(userId: string) {
      await posting.placeDue({ userId });
      const rows = await db.campaign.findMany({
        where: { userId },
        orderBy: { createdAt: 'desc' },
        take: 100,
        include: campaignInclude,
      });
      const campaigns = await Promise.all(rows.map((r) => toCampaignDto(db, r)));
      return {
        campaigns: campaigns.map((c) => {
          const counts: Partial<Record<CampaignItemState, number>> = {};
          for (const i of c.items) counts[i.state] = (counts[i.state] ?? 0) + 1;
          return {
            id: c.id,
            name: c.name,
            state: c.state,
            createdAt: c.createdAt,
            items: c.items.length,
            counts,
          };
        }),
      };
    },

    get: view,

    /** PATCH /campaigns/:id — look and voice for all, channels, rhythm. */
    async update(userId: string, id: string, body: UpdateCampaignBody) {
      await load(userId, id);
      if (body.rhythm) assertRhythmReachable(body.rhythm);
      if (body.channelIds) await assertChannels(userId, body.channelIds);
      const data: Prisma.CampaignUpdateInput = {};
      if (body.settings) data.settings = body.settings;
      if (body.channelIds) data.channelIds = body.channelIds;
      if (body.rhythm) data.rhythm = body.rhythm;
      await db.campaign.update({ where: { id }, data });
      return view(userId, id);
    },

    ...items,
    ...steering,

    async retryItem(userId: string, id: string, itemId: string) {
      await assertGoing(userId, id);
      return items.retryItem(userId, id, itemId);
    },

    /** POST /campaigns/:id/launch — render every reviewed item (its posts follow as each finishes). */
    async launch(userId: string, id: string) {
      const row = await assertGoing(userId, id);
      await launch.launch(userId, row);
      return view(userId, id);
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
