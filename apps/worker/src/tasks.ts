import { Queue } from 'bullmq';
import type { WorkerDeps } from './deps.ts';
import { reconcilePosts } from './publish/reconciler.ts';
import { reconcileRenders } from './render/reconciler.ts';
import { slotDeps } from './render/render-slots.ts';
import { sweepWebhookDeliveries } from './webhooks/events.ts';

export const RECONCILE_EVERY_MS = 60_000;
/** Posts are looked at more often: a scheduled post should not go out a minute late. */
export const POST_RECONCILE_EVERY_MS = 15_000;

/**
 * Periodic work that is not a queued job: the render reconciler re-enqueues videos Postgres says are
 * processing when Redis lost their jobs, and the webhook sweep does the same for due deliveries (at boot
 * and every minute). Returns a function that stops them.
 */
export function startBackgroundTasks(deps: WorkerDeps): () => void {
  const timers: NodeJS.Timeout[] = [];
  const renders = new Queue('renders', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  let running = false;
  const reconcile = async () => {
    if (running) return;
    running = true;
    try {
      const r = await reconcileRenders({ db: deps.db, queue: renders, slots: slotDeps(deps) });
      // Videos it gave up on changed state: their open progress streams must hear of it.
      for (const id of r.failed) await deps.notices.video(id);
      if (r.requeued.length || r.failed.length || r.started.length) deps.logger.info(r, 'render reconciler');
    } catch (err) {
      deps.logger.error({ err: (err as Error).message }, 'render reconciler failed');
    } finally {
      running = false;
    }
  };
  void reconcile();
  timers.push(setInterval(() => void reconcile(), RECONCILE_EVERY_MS));
  // Webhook deliveries Postgres says are due but no job carries (lost Redis, killed worker).
  const sweep = () =>
    sweepWebhookDeliveries(deps).then(
      (n) => n > 0 && deps.logger.info({ requeued: n }, 'webhook sweep'),
      (err: Error) => deps.logger.error({ err: err.message }, 'webhook sweep failed'),
    );
  void sweep();
  timers.push(setInterval(() => void sweep(), RECONCILE_EVERY_MS));
  // Posts due or in flight whose job Redis lost or whose worker was killed (issue 24).
  const publishing = new Queue('publishing', { connection: deps.connection, prefix: deps.env.QUEUE_PREFIX });
  const reconcileP = () =>
    reconcilePosts({ db: deps.db, queue: publishing, leaseMs: deps.env.LOCK_DURATION_MS }).then(
      (r) => (r.requeued.length || r.failed.length) && deps.logger.info(r, 'post reconciler'),
      (err: Error) => deps.logger.error({ err: err.message }, 'post reconciler failed'),
    );
  void reconcileP();
  timers.push(setInterval(() => void reconcileP(), POST_RECONCILE_EVERY_MS));
  return () => {
    for (const t of timers) clearInterval(t);
    void renders.close();
    void publishing.close();
  };
}
