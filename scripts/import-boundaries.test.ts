import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  API_LAYOUT,
  forbiddenArrows,
  relativeImports,
  sourceFiles,
  WORKER_LAYOUT,
} from './import-boundaries.ts';

const root = resolve(import.meta.dirname, '..');

describe('import boundaries', () => {
  it('finds imports of every form', () => {
    const text = [
      "import { a } from '../links/service.ts';",
      "import type { B } from '../quotas/service.ts';",
      "export { c } from './c.ts';",
      "import './side-effect.ts';",
      "const d = await import('../d/e.ts');",
      "import {\n  f,\n  g,\n} from '../../kernel/ports.ts';",
    ].join('\n');
    expect(relativeImports(text).sort()).toEqual(
      [
        '../../kernel/ports.ts',
        '../d/e.ts',
        '../links/service.ts',
        '../quotas/service.ts',
        './c.ts',
        './side-effect.ts',
      ].sort(),
    );
  });

  it('the API: every crossing between its folders is on the allow-list', () => {
    expect(forbiddenArrows(API_LAYOUT, sourceFiles(resolve(root, 'apps/api/src')))).toEqual([]);
  });

  it('the worker: every crossing between its folders is on the allow-list, and no job imports another', () => {
    expect(forbiddenArrows(WORKER_LAYOUT, sourceFiles(resolve(root, 'apps/worker/src')))).toEqual([]);
  });

  it('fails on planted crossings, saying where shared code belongs', () => {
    const api = forbiddenArrows(API_LAYOUT, [
      { rel: 'modules/posts/service.ts', text: "import { x } from '../links/service.ts';" },
      { rel: 'kernel/ports.ts', text: "import { y } from '../modules/videos/dto.ts';" },
      { rel: 'plugins/docs.ts', text: "import { z } from '../modules/webhooks/docs.ts';" },
      {
        rel: 'modules/videos/routes.ts',
        text: "import { hitOrRefuse } from '../../security/rate-limiter.ts';",
      },
      // Allowed: the same module, the kernel, the shared errors.
      {
        rel: 'modules/posts/routes.ts',
        text: "import { a } from './service.ts';\nimport { b } from '../../kernel/ports.ts';\nimport { NotFound } from '../../domain-errors.ts';",
      },
    ]);
    expect(api).toHaveLength(4);
    expect(api[0]).toMatch(
      /modules\/posts must not import modules\/links: code two modules share belongs in kernel\//,
    );
    expect(api[1]).toMatch(/kernel must not import modules\/videos/);
    expect(api[3]).toMatch(/modules\/videos → security is a new kind of arrow/);
    const worker = forbiddenArrows(WORKER_LAYOUT, [
      { rel: 'jobs/render-video.ts', text: "import { send } from './deliver-webhook.ts';" },
      { rel: 'publish/send-post.ts', text: "import { run } from '../jobs/render-video.ts';" },
      { rel: 'jobs/render-video.ts', text: "import { record } from '../webhooks/events.ts';" },
    ]);
    expect(worker).toEqual([
      expect.stringMatching(
        /jobs\/render-video must not import jobs\/deliver-webhook: code two jobs share belongs in a folder beside jobs\//,
      ),
      expect.stringMatching(/publish must not import jobs\/render-video/),
    ]);
  });
});
