import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Web areas stand alone (issue 37): a page area never imports another area's files, so the areas
// form no cycles and each can be read on its own. What two areas share has a home of its own:
// query and mutation hooks in `queries/<resource>.ts`, UI and hooks built on them in `components/`.
// TanStack hooks are called only in an area's `api.ts`, in `queries/` and in `lib/`; components and
// pages call those hooks. `components/`, `queries/` and `lib/` never import `pages/` or `app/`.
const SRC = join(import.meta.dirname, '..');

interface SourceFile {
  /** Path under apps/web/src, with `/` separators. */
  path: string;
  text: string;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;
const TANSTACK_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@tanstack\/react-query'/g;
const TANSTACK_HOOKS = new Set([
  'useQuery',
  'useQueries',
  'useInfiniteQuery',
  'useSuspenseQuery',
  'useMutation',
  'useQueryClient',
]);

const areaOf = (path: string) => /^pages\/([^/]+)\//.exec(path)?.[1] ?? null;
const mayCallTanStack = (path: string) =>
  /^pages\/[^/]+\/api\.ts$/.test(path) || path.startsWith('queries/') || path.startsWith('lib/');

/** Every rule broken by these files, one line each, saying where the code belongs instead. */
function webAreaViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const { path, text } of files) {
    const area = areaOf(path);
    for (const [, spec] of text.matchAll(IMPORT)) {
      if (!spec?.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), spec));
      const targetArea = areaOf(target);
      if (area && targetArea && targetArea !== area)
        found.push(
          `${path} imports ${target}: a page area never imports another area; ` +
            'shared hooks go to queries/<resource>.ts, shared UI to components/',
        );
      if (/^(components|queries|lib)\//.test(path) && /^(pages|app)\//.test(target))
        found.push(`${path} imports ${target}: components/, queries/ and lib/ never import pages/ or app/`);
    }
    if (mayCallTanStack(path) || /\.test\.tsx?$/.test(path)) continue;
    for (const [, names] of text.matchAll(TANSTACK_IMPORT)) {
      const hooks = (names ?? '')
        .split(',')
        .map((n) => n.trim().replace(/^type\s+/, ''))
        .filter((n) => TANSTACK_HOOKS.has(n));
      if (hooks.length > 0)
        found.push(
          `${path} calls ${hooks.join(', ')}: TanStack calls live in the area's api.ts or queries/; ` +
            'the component calls that hook',
        );
    }
  }
  return found;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    if (!/\.tsx?$/.test(e.name)) return [];
    return [{ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

describe('web areas', () => {
  it('import no other area, and call TanStack only in api.ts, queries/ and lib/', () => {
    const files = sourceFiles(SRC);
    expect(files.filter((f) => f.path.startsWith('queries/')).length).toBeGreaterThan(5);
    expect(webAreaViolations(files)).toEqual([]);
  });

  it('catches a planted import of another area, TanStack in a component, and components reaching into pages', () => {
    const planted: SourceFile[] = [
      {
        path: 'pages/create/Fine.tsx',
        text: "import { x } from './api.ts';\nimport { y } from '../../queries/videos.ts';",
      },
      {
        path: 'pages/videos/Bad.tsx',
        text: "import { useSceneImages } from '../create/scene-image/use.ts';",
      },
      {
        path: 'pages/videos/Lazy.tsx',
        text: "const P = lazy(() => import('../../pages/posts/Dialog.tsx'));",
      },
      {
        path: 'pages/videos/Hooked.tsx',
        text: "import {\n  keepPreviousData,\n  useQueryClient,\n} from '@tanstack/react-query';",
      },
      { path: 'components/video/Card.tsx', text: "import { useVideo } from '../../pages/videos/api.ts';" },
      { path: 'pages/videos/api.ts', text: "import { useMutation, useQuery } from '@tanstack/react-query';" },
      { path: 'queries/posts.ts', text: "import { useQuery } from '@tanstack/react-query';" },
      { path: 'app/routes.tsx', text: "const V = lazy(() => import('../pages/videos/VideosPage.tsx'));" },
    ];
    const found = webAreaViolations(planted);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(
      /^pages\/videos\/Bad\.tsx imports pages\/create\/scene-image\/use\.ts: .*queries\//,
    );
    expect(found[1]).toMatch(/^pages\/videos\/Lazy\.tsx imports pages\/posts\/Dialog\.tsx/);
    expect(found[2]).toMatch(/^pages\/videos\/Hooked\.tsx calls useQueryClient: /);
    expect(found[3]).toMatch(/^components\/video\/Card\.tsx imports pages\/videos\/api\.ts: /);
  });
});
