import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

// Filled in by the done-for-you issue.
export function screenshotSiteJob(_deps: WorkerDeps) {
  return defineJob({
    queue: 'sites',
    name: 'screenshot-site',
    async handle() {
      throw new Error('screenshot-site is not implemented yet');
    },
  });
}
