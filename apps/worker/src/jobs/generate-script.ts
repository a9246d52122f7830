import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

// Filled in by the script issue.
export function generateScriptJob(_deps: WorkerDeps) {
  return defineJob({
    queue: 'scripts',
    name: 'generate-script',
    async handle() {
      throw new Error('generate-script is not implemented yet');
    },
  });
}
