import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The media package's ground floor (issue 36): `core/` (the cache, the render context, the video
// format) at the bottom, every other folder on a floor of its own above it. A file imports its own
// folder or a folder below, never one above, so each floor can be read and tested with only what is
// beneath it. `index.ts` (the package's door) may import any floor, and so may tests: many check a
// folder through what draws it (a caption's legibility read off a rendered storyboard, say).
const FLOORS = ['core', 'encode', 'captions', 'audio', 'scenes', 'endcard', 'look', 'render'] as const;
const SRC = import.meta.dirname;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g;

interface SourceFile {
  /** Path under packages/media/src, with `/` separators. */
  path: string;
  text: string;
}

const floorOf = (path: string) => FLOORS.indexOf(path.split('/')[0] as (typeof FLOORS)[number]);

/** Relative imports as [importer, imported] paths under src. */
function importEdges(files: readonly SourceFile[]): [string, string][] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(IMPORT)].map(([, spec]): [string, string] => [
      path,
      posix.normalize(posix.join(posix.dirname(path), spec!)),
    ]),
  );
}

/** Every import that goes up a floor, or into or out of a folder the floors don't name. */
function floorViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const [from, to] of importEdges(files.filter((f) => !f.path.endsWith('.test.ts')))) {
    if (from === 'index.ts') continue;
    const a = floorOf(from);
    const b = floorOf(to);
    if (a < 0) found.push(`${from} is in no floor: put it in one of ${FLOORS.join(', ')}`);
    else if (b < 0) found.push(`${from} imports ${to}, which is in no floor`);
    else if (b > a)
      found.push(`${from} imports ${to}: ${FLOORS[a]}/ sits below ${FLOORS[b]}/; move the shared part down`);
  }
  return [...new Set(found)];
}

/** Import cycles between source files, each as the chain of files that closes it. */
function importCycles(files: readonly SourceFile[]): string[][] {
  const next = new Map<string, string[]>();
  for (const [from, to] of importEdges(files.filter((f) => !f.path.endsWith('.test.ts'))))
    next.set(from, [...(next.get(from) ?? []), to]);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      cycles.push([...trail.slice(trail.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    for (const to of next.get(file) ?? []) visit(to, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of next.keys()) visit(file, []);
  return cycles;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    if (!e.name.endsWith('.ts')) return [];
    return [{ path: relative(SRC, full).split(sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}

describe('media floors', () => {
  const files = sourceFiles(SRC);

  it('every folder imports only its own floor and those below', () => {
    const folders = files
      .filter((f) => f.path.includes('/'))
      .map((f) => f.path.slice(0, f.path.indexOf('/')));
    expect(new Set(folders)).toEqual(new Set(FLOORS));
    expect(floorViolations(files)).toEqual([]);
  });

  it('no two source files import each other, however far round', () => {
    expect(importCycles(files)).toEqual([]);
  });

  it('names an upward import and a cycle when there is one', () => {
    const planted = [
      { path: 'audio/mix.ts', text: "import { x } from '../render/segments.ts';" },
      { path: 'render/segments.ts', text: "import { y } from '../audio/mix.ts';" },
    ];
    expect(floorViolations(planted)).toEqual([
      'audio/mix.ts imports render/segments.ts: audio/ sits below render/; move the shared part down',
    ]);
    expect(importCycles(planted)).toEqual([['audio/mix.ts', 'render/segments.ts', 'audio/mix.ts']]);
  });
});
