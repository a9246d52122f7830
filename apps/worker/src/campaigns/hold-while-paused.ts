import type { Db } from '@adreel/db';
import type { WorkerDeps } from '../deps.ts';
import type { JobHandler } from '../job.ts';
import { startNextRenders } from '../render/render-slots.ts';

/** A paused campaign's script job looks again this often (resume also needs no notice to reach it). */
export const PAUSED_RECHECK_MS = 15_000;
export const SCRIPT_PAUSED_MESSAGE = 'Waiting: its campaign is paused';
export const RENDER_PAUSED_MESSAGE = 'Waiting: its campaign is paused';

/**
 * Whether the script or video belongs to an item of a paused campaign. Read from Postgres as the job
 * starts (never from Redis), so a job that starts after the pause committed always sees it.
 */
export async function inPausedCampaign(db: Db, of: { scriptId: string } | { videoId: string }) {
  const n = await db.campaignItem.count({ where: { ...of, campaign: { pausedAt: { not: null } } } });
  return n > 0;
}

/**
 * A campaign's script does not start writing while its campaign is paused (issue 33 item 4): the job
 * leaves the script pending and comes back after PAUSED_RECHECK_MS, so resuming needs nothing else.
 */
export function holdScriptsWhilePaused(
  deps: Pick<WorkerDeps, 'db' | 'producer' | 'notices'>,
  job: JobHandler<'scripts', 'generate-script'>,
  recheckMs = PAUSED_RECHECK_MS,
): JobHandler<'scripts', 'generate-script'> {
  return {
    ...job,
    async handle(payload, ctx) {
      if (!(await inPausedCampaign(deps.db, { scriptId: payload.scriptId }))) return job.handle(payload, ctx);
      const n = await deps.db.script.updateMany({
        where: { id: payload.scriptId, status: { in: ['pending', 'processing'] } },
        data: { message: SCRIPT_PAUSED_MESSAGE },
      });
      if (n.count > 0) await deps.notices.script(payload.scriptId);
      await deps.producer.enqueue('scripts', 'generate-script', payload, {
        jobId: `${payload.scriptId}-paused-${Date.now()}`,
        delay: recheckMs,
      });
      ctx.log('script held: its campaign is paused', { scriptId: payload.scriptId });
      return { paused: true };
    },
  };
}

/**
 * A campaign's render does not start while its campaign is paused: the video goes back to `queued`,
 * which frees its render slot for the user's other videos (the slot feeder skips paused campaigns'
 * videos, packages/queue render-slots), and resuming starts it again.
 */
export function holdRendersWhilePaused(
  deps: WorkerDeps,
  job: JobHandler<'renders', 'render-video'>,
): JobHandler<'renders', 'render-video'> {
  return {
    ...job,
    async handle(payload, ctx) {
      const { db } = deps;
      if (!(await inPausedCampaign(db, { videoId: payload.videoId }))) return job.handle(payload, ctx);
      const n = await db.video.updateMany({
        where: { id: payload.videoId, status: 'processing' },
        data: { status: 'queued', message: RENDER_PAUSED_MESSAGE },
      });
      if (n.count > 0) await deps.notices.video(payload.videoId);
      const video = await db.video.findUnique({ where: { id: payload.videoId }, select: { userId: true } });
      if (video?.userId) await startNextRenders(deps, video.userId);
      ctx.log('render held: its campaign is paused', { videoId: payload.videoId });
      return { paused: true };
    },
  };
}
