import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { captionsKey, productSchema, scriptContentSchema } from '@adreel/contracts';
import { renderVideo } from '@adreel/media';
import { UnrecoverableError } from 'bullmq';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { selectStockClips } from '../render/providers.ts';
import { videoRenderInput } from '../render/render-input.ts';
import { startNextRenders } from '../render/render-slots.ts';
import { recordVideoCompleted, webhookEvents } from '../webhooks/events.ts';

export const FAILED_MESSAGE = 'Video generation failed. Please try again.';
export const READY_MESSAGE = 'Video generated successfully';
/** Progress is written at most this often (plus at every stage change). */
const WRITE_EVERY_MS = 1000;

class VideoGone extends Error {}

/**
 * Renders a Video row into videos/<id>/video.mp4 + thumb.jpg. Safe to run again: a finished or
 * deleted video is skipped, and the media package caches every stage by input hash, so a retried or
 * stall-recovered job resumes from what was already made. Scratch space is always removed.
 */
export function renderVideoJob(deps: WorkerDeps) {
  const stockClips = selectStockClips(deps);
  return defineJob({
    queue: 'renders',
    name: 'render-video',
    async handle({ videoId }, ctx) {
      const { db, storage } = deps;
      const video = await db.video.findUnique({ where: { id: videoId } });
      if (video?.status !== 'processing') {
        ctx.log('render skipped', { videoId, status: video?.status ?? 'deleted' });
        return { skipped: true };
      }
      const content = scriptContentSchema.safeParse(video.content);
      if (!content.success) {
        await db.video.updateMany({
          where: { id: videoId },
          data: { status: 'failed', message: FAILED_MESSAGE, error: 'INVALID_CONTENT' },
        });
        await deps.notices.video(videoId);
        throw new UnrecoverableError('The stored script content is invalid');
      }
      const product = productSchema.safeParse(video.product);
      const abort = new AbortController();
      // Handed back by a stopping worker: stop now (renderVideo kills its ffmpeg children on abort)
      // and leave the row to the worker that takes the job next.
      const handedBack = () => abort.abort(ctx.signal?.reason);
      ctx.signal?.addEventListener('abort', handedBack, { once: true });
      let lastProgress = video.progress;
      let lastWrite = 0;
      let lastStage = -1;

      const onProgress = async (p: { stage: number; progress: number; message: string }) => {
        // Monotone: a retry starts its stages from 0 again (fast, from cache) but the user never sees a step back.
        if (p.progress < lastProgress || abort.signal.aborted) return;
        const now = Date.now();
        if (p.stage === lastStage && now - lastWrite < WRITE_EVERY_MS && p.progress < 100) return;
        lastProgress = p.progress;
        lastWrite = now;
        lastStage = p.stage;
        const n = await db.video.updateMany({
          where: { id: videoId, status: 'processing', progress: { lte: p.progress } },
          data: { progress: p.progress, message: p.message },
        });
        if (n.count > 0) await deps.notices.video(videoId);
        if (n.count === 0 && !(await db.video.findUnique({ where: { id: videoId }, select: { id: true } }))) {
          abort.abort(new VideoGone());
        }
      };

      // One folder per video: a retry after a crash (SIGKILL leaves its scratch behind) clears it first.
      const jobDir = join(deps.tmpDir, `render-${videoId}`);
      await rm(jobDir, { recursive: true, force: true });
      await mkdir(jobDir, { recursive: true });
      const started = Date.now();
      try {
        const result = await renderVideo(
          await videoRenderInput(deps, video, content.data, product.success ? product.data : null, {
            jobDir,
            signal: abort.signal,
            onProgress,
            stockClips,
          }),
        );
        const outputKey = `videos/${videoId}/video.mp4`;
        const thumbnailKey = `videos/${videoId}/thumb.jpg`;
        await storage.putFile(outputKey, result.videoPath, 'video/mp4');
        await storage.putFile(thumbnailKey, result.thumbnailPath, 'image/jpeg');
        // The captions stay a download (issue 32): the stored file is their record, found by its key.
        if (result.captionsPath) {
          await storage.putFile(captionsKey(videoId), result.captionsPath, 'application/x-subrip');
        }
        // What the video takes of its owner's storage quota (QUOTA_STORAGE_MB).
        const files = [result.videoPath, result.thumbnailPath, result.captionsPath].filter((f) => f !== null);
        const sizes = await Promise.all(files.map((file) => stat(file)));
        const sizeBytes = sizes.reduce((sum, s) => sum + s.size, 0);
        const renderMs = Date.now() - started;
        // The completion and its video.completed deliveries commit together: a worker that dies
        // right after cannot leave a finished video whose webhook was never recorded.
        const { done, deliveries } = await db.$transaction(async (tx) => {
          const done = await tx.video.updateMany({
            where: { id: videoId },
            data: {
              status: 'completed',
              progress: 100,
              message: READY_MESSAGE,
              outputKey,
              thumbnailKey,
              durationS: result.durationS,
              renderMs,
              sizeBytes,
              error: null,
              // Who made the stock clips it shows (the video page credits them).
              stockCredits: result.stockCredits.map((c) => ({ ...c })),
            },
          });
          const deliveries =
            done.count > 0 ? await recordVideoCompleted(deps, tx, video, result.durationS) : [];
          return { done, deliveries };
        });
        await deps.notices.video(videoId);
        if (done.count === 0) {
          // Deleted while rendering: leave nothing behind.
          await storage.deletePrefix(`videos/${videoId}/`);
          return { skipped: true };
        }
        await webhookEvents(deps).enqueue(deliveries);
        ctx.log('video rendered', {
          videoId,
          durationS: result.durationS,
          renderMs,
          cacheHits: result.cacheHits,
          timingsMs: result.timingsMs,
        });
        return { durationS: result.durationS, renderMs, cacheHits: result.cacheHits };
      } catch (error) {
        if (abort.signal.aborted && abort.signal.reason instanceof VideoGone) {
          await storage.deletePrefix(`videos/${videoId}/`);
          ctx.log('render stopped: video deleted', { videoId });
          return { skipped: true };
        }
        if (ctx.signal?.aborted) throw error;
        const attempts = ctx.job.opts.attempts ?? 1;
        const last = ctx.job.attemptsMade + 1 >= attempts || error instanceof UnrecoverableError;
        const reason = ((error as Error).message || 'unknown error').slice(0, 500);
        await db.video.updateMany({
          where: { id: videoId, status: 'processing' },
          data: last
            ? { status: 'failed', message: FAILED_MESSAGE, error: reason }
            : { message: `Retrying… (attempt ${ctx.job.attemptsMade + 2} of ${attempts})`, error: reason },
        });
        await deps.notices.video(videoId);
        throw error;
      } finally {
        ctx.signal?.removeEventListener('abort', handedBack);
        await rm(jobDir, { recursive: true, force: true });
        // A finished, failed or deleted render frees its owner's slot for the next queued one.
        if (video.userId) await startNextRenders(deps, video.userId);
      }
    },
  });
}
