import type { Db } from '@adreel/db';
import { defaultJobOptions, postJobOptions } from '@adreel/queue';
import type { Queue } from 'bullmq';
import { MAX_POST_ATTEMPTS } from './outcome.ts';
import { IN_FLIGHT_WHERE, NOT_PAUSED_WHERE } from './post-claim.ts';

const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);
export const POST_GAVE_UP_MESSAGE = 'Posting kept failing; press Retry to try again.';

/**
 * Postgres is the truth for posts; Redis may lose their delayed jobs. Every post that is due (still
 * scheduled a little after its time) or in flight without a sign of life for `leaseMs` (its worker was
 * killed) must have a live job: if it has none, it is enqueued again under the same job id. A post
 * that keeps being taken over without ever finishing fails instead of looping for ever.
 */
export async function reconcilePosts(opts: {
  db: Db;
  queue: Queue;
  leaseMs: number;
  graceMs?: number;
  now?: () => number;
}): Promise<{ requeued: string[]; failed: string[] }> {
  const { db, queue } = opts;
  const now = opts.now?.() ?? Date.now();
  const rows = await db.post.findMany({
    where: {
      OR: [
        {
          status: 'scheduled',
          scheduledAt: { lt: new Date(now - (opts.graceMs ?? 30_000)) },
          ...NOT_PAUSED_WHERE,
        },
        { status: IN_FLIGHT_WHERE, updatedAt: { lt: new Date(now - opts.leaseMs) } },
      ],
    },
    select: { id: true, status: true, scheduledAt: true, attempt: true },
    orderBy: { scheduledAt: 'asc' },
    take: 500,
  });
  const result = { requeued: [] as string[], failed: [] as string[] };
  for (const post of rows) {
    if (post.status !== 'scheduled' && post.attempt >= MAX_POST_ATTEMPTS + 2) {
      const n = await db.post.updateMany({
        where: { id: post.id, status: IN_FLIGHT_WHERE },
        data: { status: 'failed', failureReason: POST_GAVE_UP_MESSAGE },
      });
      if (n.count) result.failed.push(post.id);
      continue;
    }
    const options = postJobOptions(post, now);
    const job = await queue.getJob(options.jobId);
    const state = job ? await job.getState() : 'missing';
    if (LIVE_STATES.has(state)) continue;
    if (job) await job.remove().catch(() => undefined);
    await queue.add('publish-post', { postId: post.id }, { ...defaultJobOptions, ...options, delay: 0 });
    result.requeued.push(post.id);
  }
  return result;
}
