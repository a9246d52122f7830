import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

// Filled in by the marketplace issue.
export function refreshOffersJob(_deps: WorkerDeps) {
  return defineJob({
    queue: 'catalog',
    name: 'refresh-offers',
    async handle() {
      throw new Error('refresh-offers is not implemented yet');
    },
  });
}
