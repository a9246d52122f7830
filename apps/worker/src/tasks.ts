import type { WorkerDeps } from './deps.ts';

/**
 * Periodic work that is not a queued job (e.g. the render reconciler that re-enqueues videos Postgres
 * says are processing when Redis lost their jobs). Returns a function that stops them all.
 */
export function startBackgroundTasks(deps: WorkerDeps): () => void {
  const timers: NodeJS.Timeout[] = [];
  if (deps.env.DIGISTORE_REFRESH_ENTRY_IDS.length > 0) {
    const every = deps.env.DIGISTORE_REFRESH_INTERVAL_MINUTES * 60_000;
    // One job per interval slot: several workers enqueueing the same slot collapse into one job.
    const enqueue = () =>
      deps.producer
        .enqueue('catalog', 'refresh-offers', {}, { jobId: `refresh-offers-${Math.floor(Date.now() / every)}` })
        .catch((err: unknown) => deps.logger.error({ err: String(err) }, 'could not enqueue refresh-offers'));
    void enqueue();
    timers.push(setInterval(enqueue, every));
  }
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
