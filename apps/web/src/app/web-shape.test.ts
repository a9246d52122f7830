import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app's shape (CODE_STYLE.md, issue 21): one api file per page area, every request through
// lib/api.ts, and ARCHITECTURE.md's map naming every route.
const SRC = join(import.meta.dirname, '..');
const PAGES = join(SRC, 'pages');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)],
  );
}
const pageFiles = files(PAGES).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));

describe('web areas own their hooks', () => {
  it('holds one api file per area, at pages/<area>/api.ts', () => {
    const apiFiles = pageFiles
      .map((f) => relative(PAGES, f))
      .filter((f) => /(^|[/-])api\.ts$/.test(f.split('/').pop() ?? ''));
    expect(apiFiles.filter((f) => !/^[a-z-]+\/api\.ts$/.test(f))).toEqual([]);
  });

  it('sends no request of its own: pages go through lib/api.ts', () => {
    const raw = pageFiles.filter((f) => /\bfetch\(/.test(readFileSync(f, 'utf8')));
    expect(raw.map((f) => relative(PAGES, f))).toEqual([]);
  });
});

describe("ARCHITECTURE.md's route map", () => {
  it('names every route of app/routes.tsx', () => {
    const routes = readFileSync(join(SRC, 'app/routes.tsx'), 'utf8');
    const paths = [...routes.matchAll(/path: '(\/[^']+)'/g)].map((m) => m[1] ?? '');
    expect(paths.length).toBeGreaterThan(20);
    const doc = readFileSync(join(SRC, '../../../ARCHITECTURE.md'), 'utf8');
    const map = doc.slice(doc.indexOf('## Web routes → page folder → API module'));
    expect(map.length).toBeLessThan(doc.length);
    expect(paths.filter((p) => !map.includes(`\`${p}\``))).toEqual([]);
  });
});
