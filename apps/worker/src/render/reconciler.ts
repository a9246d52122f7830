import type { Db } from '@adreel/db';
import {
  defaultJobOptions,
  fillRenderSlots,
  type RenderSlotDeps,
  renderJobOptions,
  renderRank,
} from '@adreel/queue';
import type { Queue } from 'bullmq';

export const GAVE_UP_MESSAGE = 'Video generation failed. Please try again.';
const LIVE_STATES = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

export interface ReconcileResult {
  requeued: string[];
  failed: string[];
  /** Queued videos moved into a free render slot of their owner. */
  started: string[];
}

/**
 * Postgres is the source of truth for a video's state; Redis may lose jobs (no persistence, a flush,
 * an enqueue that failed after the row was written). Every video Postgres says is processing, untouched
 * for `graceMs`, must have a live render job: if it has none it is enqueued again (same job id, so
 * duplicates collapse); if BullMQ gave up on it (failed without the handler recording it, e.g. stalled
 * too often) the video is marked failed so the user is not left waiting for ever. With `slots`, queued
 * videos then take their owners' free render slots (a worker killed between one render's end and the
 * next one's start loses nothing).
 */
export async function reconcileRenders(opts: {
  db: Db;
  queue: Queue;
  graceMs?: number;
  now?: () => number;
  slots?: RenderSlotDeps;
}): Promise<ReconcileResult> {
  const { db, queue } = opts;
  const now = opts.now?.() ?? Date.now();
  const stale = await db.video.findMany({
    where: { status: 'processing', updatedAt: { lt: new Date(now - (opts.graceMs ?? 60_000)) } },
    select: { id: true, kind: true, userId: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
    take: 200,
  });
  const result: ReconcileResult = { requeued: [], failed: [], started: [] };
  for (const video of stale) {
    const { id, kind } = video;
    const job = await queue.getJob(id);
    const state = job ? await job.getState() : 'missing';
    if (LIVE_STATES.has(state)) continue;
    if (state === 'failed') {
      const n = await db.video.updateMany({
        where: { id, status: 'processing' },
        data: {
          status: 'failed',
          message: GAVE_UP_MESSAGE,
          error: job?.failedReason?.slice(0, 500) ?? 'FAILED',
        },
      });
      if (n.count) result.failed.push(id);
      continue;
    }
    if (job) await job.remove().catch(() => undefined);
    const rank = await renderRank(db, video);
    await queue.add(
      'render-video',
      { videoId: id },
      { ...defaultJobOptions, ...renderJobOptions(id, kind, rank) },
    );
    result.requeued.push(id);
  }
  if (opts.slots) result.started = await fillRenderSlots(opts.slots);
  return result;
}
