import { type CampaignDto, nextFreeSlot, POST_IN_FLIGHT } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { Conflict } from '../../domain-errors.ts';
import { storedRhythm } from './campaign-dto.ts';
import { type CampaignPosting, lockCampaign } from './posting.ts';

/** A post moved on resume still lies ahead by the time its job is queued (as posting.ts places them). */
const LEAD_MS = 2 * 60_000;
const IN_FLIGHT = [...POST_IN_FLIGHT] as string[];

export interface CampaignSteerDeps {
  db: Db;
  posting: Pick<CampaignPosting, 'placeCampaign'>;
  now: () => Date;
  /** The caller's campaign as its page shows it, or NotFound (someone else's id included). */
  view(userId: string, id: string): Promise<CampaignDto>;
  /** Queues a post's delayed publish job at its (new) time. */
  enqueuePost(post: { id: string; scheduledAt: Date }): Promise<void>;
  /** Starts the user's queued renders that have a free slot (a resumed campaign's waiting ones). */
  startRenders(userId: string): Promise<unknown>;
  log?: { warn(obj: Record<string, unknown>, msg: string): void };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Steering a campaign (issue 33 item 4): pause, resume, cancel, delete. Postgres is the truth: pause
 * sets `pausedAt`, and the worker reads it before a script, a render or a post starts (it backs off
 * while it is set), placing posts skips paused and cancelled campaigns, and every change here runs
 * under the campaign's advisory lock, so it never interleaves with posts being placed.
 */
export function createCampaignSteering(deps: CampaignSteerDeps) {
  const { db, view, now } = deps;

  const locked = <T>(campaignId: string, work: (tx: Prisma.TransactionClient) => Promise<T>) =>
    db.$transaction(
      async (tx) => {
        await lockCampaign(tx, campaignId);
        return work(tx);
      },
      { maxWait: 10_000, timeout: 60_000 },
    );

  /**
   * Posts whose time passed while the campaign was paused move to the rhythm's next free slots, in
   * their old order; the posts of one video (one per channel) keep sharing one slot.
   */
  async function moveOverduePosts(tx: Prisma.TransactionClient, campaignId: string, rhythmJson: unknown) {
    const from = new Date(now().getTime() + LEAD_MS);
    const posts = await tx.post.findMany({
      where: { campaignId, status: { not: 'cancelled' } },
      select: { id: true, videoId: true, status: true, scheduledAt: true },
      orderBy: [{ scheduledAt: 'asc' }, { createdAt: 'asc' }],
    });
    const overdue = posts.filter((p) => p.status === 'scheduled' && p.scheduledAt < from);
    const taken = new Set(posts.filter((p) => !overdue.includes(p)).map((p) => p.scheduledAt.getTime()));
    const rhythm = storedRhythm(rhythmJson);
    const slotOf = new Map<string, Date>();
    const moved: { id: string; scheduledAt: Date }[] = [];
    for (const post of overdue) {
      const key = post.videoId ?? post.id;
      let at = slotOf.get(key);
      if (!at) {
        at = nextFreeSlot(rhythm, taken, from);
        taken.add(at.getTime());
        slotOf.set(key, at);
      }
      await tx.post.updateMany({
        where: { id: post.id, status: 'scheduled' },
        data: { scheduledAt: at, failureReason: null },
      });
      moved.push({ id: post.id, scheduledAt: at });
    }
    return { moved, timeZone: rhythm.timeZone };
  }

  function when(at: Date, timeZone: string) {
    const text = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone,
    }).format(at);
    return `${text} (${timeZone})`;
  }

  return {
    /** POST /campaigns/:id/pause — nothing new starts writing or rendering; its posts wait. */
    async pause(userId: string, id: string) {
      const before = await view(userId, id);
      if (before.state === 'paused') throw new Conflict('This campaign is already paused.');
      if (before.state === 'cancelled')
        throw new Conflict('This campaign was cancelled: it cannot be paused.');
      if (before.state === 'done')
        throw new Conflict('This campaign has finished: there is nothing to pause.');
      const waiting = await locked(id, async (tx) => {
        const n = await tx.campaign.updateMany({
          where: { id, userId, pausedAt: null, status: { not: 'cancelled' } },
          data: { pausedAt: now() },
        });
        if (n.count === 0) throw new Conflict('This campaign is already paused.');
        return tx.post.count({ where: { campaignId: id, status: 'scheduled' } });
      });
      return {
        campaign: await view(userId, id),
        message: `Paused. No script or video starts while it is paused, and its ${plural(waiting, 'scheduled post')} wait${waiting === 1 ? 's' : ''} until you resume. Work already under way finishes.`,
      };
    },

    /** POST /campaigns/:id/resume — goes on; posts whose time passed meanwhile move to the next free slots. */
    async resume(userId: string, id: string) {
      const before = await view(userId, id);
      if (before.state !== 'paused') throw new Conflict('This campaign is not paused.');
      const { moved, timeZone } = await locked(id, async (tx) => {
        const row = await tx.campaign.findFirst({ where: { id, userId }, select: { rhythm: true } });
        const n = await tx.campaign.updateMany({
          where: { id, userId, pausedAt: { not: null } },
          data: { pausedAt: null },
        });
        if (!row || n.count === 0) throw new Conflict('This campaign is not paused.');
        return moveOverduePosts(tx, id, row.rhythm);
      });
      for (const post of moved) {
        await deps
          .enqueuePost(post)
          .catch((err: Error) =>
            deps.log?.warn({ postId: post.id, err: err.message }, 'post enqueue failed'),
          );
      }
      // Videos that finished while it was paused get their posts; renders that waited start.
      await deps.posting.placeCampaign(id);
      await deps.startRenders(userId);
      const first = moved[0];
      return {
        campaign: await view(userId, id),
        message: first
          ? `Resumed. ${plural(moved.length, 'post')} whose time passed while it was paused ${moved.length === 1 ? 'moves' : 'move'} to the next free times of its rhythm, the first on ${when(first.scheduledAt, timeZone)}.`
          : 'Resumed. Its scheduled posts go out at their times.',
      };
    },

    /** POST /campaigns/:id/cancel — one step: remaining items stop and every pending post is cancelled. */
    async cancel(userId: string, id: string) {
      const before = await view(userId, id);
      if (before.state === 'cancelled') throw new Conflict('This campaign is already cancelled.');
      if (before.state === 'done')
        throw new Conflict('This campaign has finished: there is nothing to cancel.');
      const { cancelled, inFlight, published } = await locked(id, async (tx) => {
        const n = await tx.campaign.updateMany({
          where: { id, userId, status: { not: 'cancelled' } },
          data: { status: 'cancelled', pausedAt: null },
        });
        if (n.count === 0) throw new Conflict('This campaign is already cancelled.');
        const posts = await tx.post.updateMany({
          where: { campaignId: id, userId, status: 'scheduled' },
          data: { status: 'cancelled', failureReason: null },
        });
        await tx.campaignItem.updateMany({
          where: { campaignId: id, status: { in: ['writing', 'rendering', 'scheduled'] } },
          data: { status: 'cancelled' },
        });
        const [inFlight, published] = await Promise.all([
          tx.post.count({ where: { campaignId: id, status: { in: IN_FLIGHT } } }),
          tx.post.count({ where: { campaignId: id, status: 'published' } }),
        ]);
        return { cancelled: posts.count, inFlight, published };
      });
      const parts = [
        `Cancelled. ${plural(cancelled, 'scheduled post')} ${cancelled === 1 ? 'was' : 'were'} cancelled.`,
      ];
      if (published)
        parts.push(`${plural(published, 'published post')} stay${published === 1 ? 's' : ''} up.`);
      if (inFlight)
        parts.push(
          `${plural(inFlight, 'post')} already uploading ${inFlight === 1 ? 'finishes' : 'finish'}.`,
        );
      parts.push('Its videos stay in My Videos.');
      return { campaign: await view(userId, id), message: parts.join(' ') };
    },

    /** DELETE /campaigns/:id — only when not running: the campaign and its unpublished posts go. */
    async remove(userId: string, id: string) {
      const before = await view(userId, id);
      if (before.state === 'running' || before.state === 'paused') {
        throw new Conflict('This campaign is still running. Cancel it first, then delete it.');
      }
      const { postsDeleted, published } = await locked(id, async (tx) => {
        const inFlight = await tx.post.count({ where: { campaignId: id, status: { in: IN_FLIGHT } } });
        if (inFlight > 0) {
          throw new Conflict(
            `${plural(inFlight, 'post')} of this campaign ${inFlight === 1 ? 'is' : 'are'} uploading right now. Delete it when ${inFlight === 1 ? 'it has' : 'they have'} finished.`,
          );
        }
        const posts = await tx.post.deleteMany({
          where: { campaignId: id, userId, status: { not: 'published' } },
        });
        const published = await tx.post.count({ where: { campaignId: id, status: 'published' } });
        // Its items go with it (cascade); published posts keep their place, without the campaign.
        await tx.campaign.deleteMany({ where: { id, userId } });
        return { postsDeleted: posts.count, published };
      });
      const kept = published
        ? ` ${plural(published, 'published post')} stay${published === 1 ? 's' : ''} up.`
        : '';
      return {
        deleted: true as const,
        postsDeleted,
        message: `Deleted “${before.name}” and ${plural(postsDeleted, 'post')} not published.${kept} Its videos and scripts stay yours.`,
      };
    },
  };
}
