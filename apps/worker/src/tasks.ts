import type { WorkerDeps } from './deps.ts';

/**
 * Periodic work that is not a queued job (e.g. the render reconciler that re-enqueues videos Postgres
 * says are processing when Redis lost their jobs). Returns a function that stops them all.
 */
export function startBackgroundTasks(_deps: WorkerDeps): () => void {
  const timers: NodeJS.Timeout[] = [];
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
