import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

// Filled in by the video issue.
export function renderVideoJob(_deps: WorkerDeps) {
  return defineJob({
    queue: 'renders',
    name: 'render-video',
    async handle() {
      throw new Error('render-video is not implemented yet');
    },
  });
}
