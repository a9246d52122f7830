import { createHash } from 'node:crypto';
import { autopilotClock } from '@adreel/config';
import { autopilotGoalSchema, autopilotSnapshotSchema, campaignRhythmSchema } from '@adreel/contracts';
import type { Campaign, CampaignAutopilot } from '@adreel/db';
import { seededRng } from '@adreel/stats';
import { decisionMessage, planSlot } from '../autopilot/arms.ts';
import { readArmFacts } from '../autopilot/evidence.ts';
import { dueSlot } from '../autopilot/slots.ts';
import { isUniqueViolation } from '../autopilot/unique-violation.ts';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/** The seed of one slot's draws: the same campaign and slot always decide the same way. */
const slotSeed = (campaignId: string, slotAt: Date) =>
  createHash('sha256').update(`${campaignId}/${slotAt.toISOString()}`).digest().readUInt32BE(0);

/** Campaigns read per page: every running autopilot campaign is visited each run, page by page. */
const PAGE = 500;

type AutopilotCampaign = Pick<Campaign, 'id' | 'rhythm'> & { autopilot: CampaignAutopilot | null };

/**
 * Campaign autopilot (issue 35, repeatable every AUTOPILOT_EVERY_SECONDS): for each running,
 * unpaused autopilot campaign whose next slot is due, reads its arms' evidence, lets the stats
 * package's decideSlot choose, and writes the decision with its reasons and the evidence it saw
 * (unique per slot, so a rerun decides once). The API places the decided slot's posts through the
 * one post-create path (caps and platform limits apply there) when the notice arrives or on its sweep.
 */
export function decideAutopilotSlotsJob(
  deps: Pick<WorkerDeps, 'db' | 'env' | 'notices'>,
  now: () => Date = () => new Date(),
  pageSize = PAGE,
) {
  const { db } = deps;

  /** Decides the campaign's due slot, if one is due; true when a decision was written. */
  async function decideDueSlot(campaign: AutopilotCampaign, fastSlotSeconds: number | null) {
    const rhythm = campaignRhythmSchema.safeParse(campaign.rhythm);
    const settings = campaign.autopilot;
    if (!rhythm.success || !settings) return false;
    const at = now();
    const [last, upcoming, posts] = await Promise.all([
      db.autopilotDecision.findFirst({
        where: { campaignId: campaign.id },
        orderBy: { slotAt: 'desc' },
        select: { slotAt: true, arms: true },
      }),
      db.autopilotDecision.findMany({
        where: { campaignId: campaign.id, slotAt: { gte: at } },
        select: { slotAt: true },
      }),
      db.post.findMany({
        where: { campaignId: campaign.id, status: { not: 'cancelled' }, scheduledAt: { gte: at } },
        select: { scheduledAt: true },
      }),
    ]);
    const slotAt = dueSlot({
      rhythm: rhythm.data,
      fastSlotSeconds,
      lastSlotAt: last?.slotAt ?? null,
      taken: new Set([...upcoming.map((d) => d.slotAt), ...posts.map((p) => p.scheduledAt)].map(Number)),
      now: at,
    });
    if (!slotAt) return false;
    const previous = autopilotSnapshotSchema.safeParse(last?.arms);
    const retired = new Set(
      previous.success ? previous.data.arms.filter((a) => a.retired).map((a) => a.itemId) : [],
    );
    const goal = autopilotGoalSchema.safeParse(settings.goal);
    const plan = planSlot(
      await readArmFacts(db, campaign.id),
      {
        goal: goal.success ? goal.data : 'earnings',
        minExposureViews: settings.minExposureViews,
        retireBelow: settings.retireBelow,
        pinnedItemId: settings.pinnedItemId,
        excludedItemIds: settings.excludedItemIds,
        retired,
      },
      seededRng(slotSeed(campaign.id, slotAt)),
    );
    // Nothing rendered yet (or every video gone): the slot passes unlogged; nothing could post.
    if (!plan.snapshot.arms.some((a) => a.state !== 'not_ready' && a.state !== 'gone')) return false;
    try {
      await db.autopilotDecision.create({
        data: {
          campaignId: campaign.id,
          slotAt,
          itemId: plan.itemId,
          videoId: plan.videoId,
          armLabel: plan.label,
          pBest: plan.pBest,
          views: plan.views,
          reason: plan.reason,
          message: decisionMessage(plan, slotAt, rhythm.data.timeZone),
          status: plan.itemId ? 'decided' : 'skipped',
          arms: plan.snapshot,
        },
      });
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    if (plan.itemId) await deps.notices.slotDecided(campaign.id);
    return true;
  }

  return defineJob({
    queue: 'autopilot',
    name: 'decide-autopilot-slots',
    async handle(_payload, ctx) {
      const { fastSlotSeconds } = autopilotClock(deps.env);
      let decided = 0;
      // Page by id so that every campaign is visited, not only the first page's every run.
      for (let after: string | undefined; ; ) {
        const campaigns = await db.campaign.findMany({
          where: {
            status: 'running',
            pausedAt: null,
            autopilot: { is: { enabled: true } },
            ...(after ? { id: { gt: after } } : {}),
          },
          select: { id: true, rhythm: true, autopilot: true },
          orderBy: { id: 'asc' },
          take: pageSize,
        });
        for (const campaign of campaigns) if (await decideDueSlot(campaign, fastSlotSeconds)) decided++;
        if (campaigns.length < pageSize) break;
        after = campaigns.at(-1)?.id;
      }
      if (decided > 0) ctx.log('autopilot slots decided', { decided });
      return { decided };
    },
  });
}
