import {
  AUTOPILOT_DEFAULTS,
  type AutopilotArmBody,
  type AutopilotArmDto,
  type AutopilotView,
  armLabel,
  autopilotDecisionSchema,
  autopilotGoalSchema,
  autopilotSnapshotSchema,
  type PutAutopilotBody,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { NotFound } from '../../domain-errors.ts';

/** How many of the newest decisions the campaign page shows. */
const LOG_SIZE = 40;
const ITEM_NOT_FOUND = 'This variant is not part of the campaign';

export interface CampaignAutopilotDeps {
  db: Db;
  /** The caller's campaign or NotFound (someone else's id included). */
  load(
    userId: string,
    id: string,
  ): Promise<{
    id: string;
    items: {
      id: string;
      position: number;
      videoId: string | null;
      status: string;
      video: { status: string } | null;
    }[];
  }>;
  /** Demo mode's fast clock (seconds between slots), or null. */
  fastSlotSeconds: number | null;
  /** Demo mode's stand-in audience is on: the numbers shown are stand-in numbers. */
  standInAudience: boolean;
}

/**
 * The autopilot's settings and what it has decided (issue 35). Decisions are the worker's; this reads
 * them back with the evidence each one saw, and changes the settings, pins and exclusions the next
 * decision reads. Before the first decision every arm shows zeros and "not enough data".
 */
export function createCampaignAutopilot(deps: CampaignAutopilotDeps) {
  const { db } = deps;

  async function view(userId: string, id: string): Promise<AutopilotView> {
    const campaign = await deps.load(userId, id);
    const [settings, decisions] = await Promise.all([
      db.campaignAutopilot.findUnique({ where: { campaignId: id } }),
      db.autopilotDecision.findMany({
        where: { campaignId: id },
        orderBy: { slotAt: 'desc' },
        take: LOG_SIZE,
      }),
    ]);
    const latest = autopilotSnapshotSchema.safeParse(decisions[0]?.arms);
    const goal = autopilotGoalSchema.safeParse(settings?.goal);
    const pinned = settings?.pinnedItemId ?? null;
    const excluded = settings?.excludedItemIds ?? [];
    // Arms added since the last decision (challengers) show up before their first slot.
    const known = new Map((latest.success ? latest.data.arms : []).map((a) => [a.itemId, a]));
    const arms = campaign.items.map(
      (item): AutopilotArmDto =>
        known.get(item.id) ?? {
          itemId: item.id,
          videoId: item.videoId,
          label: armLabel(item.position),
          views: 0,
          clicks: 0,
          sales: 0,
          earnings: 0,
          slots: 0,
          pBest: null,
          state: item.video?.status === 'completed' ? 'exploring' : 'not_ready',
          retired: false,
        },
    );
    return {
      enabled: settings?.enabled ?? false,
      settings: {
        goal: goal.success ? goal.data : AUTOPILOT_DEFAULTS.goal,
        minExposureViews: settings?.minExposureViews ?? AUTOPILOT_DEFAULTS.minExposureViews,
        retireBelow: settings?.retireBelow ?? AUTOPILOT_DEFAULTS.retireBelow,
      },
      pinnedItemId: pinned,
      excludedItemIds: excluded,
      fastClockSeconds: deps.fastSlotSeconds,
      standInAudience: deps.standInAudience,
      verdict: latest.success
        ? latest.data.verdict
        : {
            kind: 'waiting',
            message:
              'Not enough data yet: autopilot has not decided a slot. The first slots go to each variant in turn.',
            label: null,
            pBest: null,
          },
      goalInUse: latest.success ? latest.data.goal : 'clicks',
      arms: arms.map((a) => ({
        ...a,
        state: excluded.includes(a.itemId) ? 'excluded' : pinned === a.itemId ? 'pinned' : a.state,
      })),
      decisions: decisions.flatMap((d) => {
        const row = autopilotDecisionSchema.safeParse({
          id: d.id,
          slotAt: d.slotAt.toISOString(),
          label: d.armLabel,
          itemId: d.itemId,
          pBest: d.pBest,
          views: d.views,
          reason: d.reason,
          message: d.message,
          status: d.status,
        });
        return row.success ? [row.data] : [];
      }),
    };
  }

  return {
    view,

    /** PUT /campaigns/:id/autopilot — on or off, with the goal, minimum exposure and retirement bar. */
    async put(userId: string, id: string, body: PutAutopilotBody) {
      await deps.load(userId, id);
      const data = {
        enabled: body.enabled,
        goal: body.goal,
        minExposureViews: body.minExposureViews,
        retireBelow: body.retireBelow,
      };
      await db.campaignAutopilot.upsert({
        where: { campaignId: id },
        create: { campaignId: id, ...data, excludedItemIds: [] },
        update: data,
      });
      return view(userId, id);
    },

    /** POST /campaigns/:id/autopilot/arms/:itemId — pin (every slot), unpin, exclude (never), include. */
    async arm(userId: string, id: string, itemId: string, body: AutopilotArmBody) {
      const campaign = await deps.load(userId, id);
      if (!campaign.items.some((i) => i.id === itemId)) throw new NotFound(ITEM_NOT_FOUND);
      const row = await db.campaignAutopilot.upsert({
        where: { campaignId: id },
        create: { campaignId: id, enabled: false, excludedItemIds: [] },
        update: {},
      });
      const excluded = new Set(row.excludedItemIds);
      let pinned = row.pinnedItemId;
      if (body.action === 'pin') {
        pinned = itemId;
        excluded.delete(itemId);
      } else if (body.action === 'unpin') {
        if (pinned === itemId) pinned = null;
      } else if (body.action === 'exclude') {
        excluded.add(itemId);
        if (pinned === itemId) pinned = null;
      } else excluded.delete(itemId);
      await db.campaignAutopilot.update({
        where: { campaignId: id },
        data: { pinnedItemId: pinned, excludedItemIds: [...excluded] },
      });
      return view(userId, id);
    },
  };
}
