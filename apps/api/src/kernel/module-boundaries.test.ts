import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
const MODULES = join(SRC, 'modules');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every relative module specifier a file imports or re-exports (static, dynamic, type-only). */
export function relativeImports(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1] as string);
  return found;
}

/** The module folder (modules/<name>) a path lies in, or null outside modules/. */
function moduleOf(path: string): string | null {
  const rel = relative(MODULES, path);
  if (rel.startsWith('..')) return null;
  return rel.split(sep)[0] ?? null;
}

describe('module boundaries', () => {
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

  it('no file in one module imports a file of another module (shared code lives in kernel/)', () => {
    const crossings: string[] = [];
    for (const file of filesUnder(MODULES)) {
      const own = moduleOf(file);
      for (const spec of relativeImports(readFileSync(file, 'utf8'))) {
        const target = moduleOf(resolve(dirname(file), spec));
        if (target !== null && target !== own) crossings.push(`${relative(SRC, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
