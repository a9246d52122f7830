import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md is the newcomer's map (issue 37): it must stay short enough to read in an hour, and a
// path or constant it names must still exist, or its recipes send people to files that moved.
const root = resolve(import.meta.dirname, '..');
const doc = readFileSync(resolve(root, 'ARCHITECTURE.md'), 'utf8');
const MAX_BYTES = 25_000;

// Tracked files plus new ones not yet committed (a path added in the same change as its mention).
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && existsSync(resolve(root, f)));
const dirs = new Set(files.flatMap((f) => f.split('/').map((_, i, parts) => parts.slice(0, i).join('/'))));
const known = new Set([...files, ...dirs]);

/** The prose, without the fenced diagram (its names are labels, not links). */
const prose = doc.replace(/```[\s\S]*?```/g, '');
const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((m) => m[1] ?? '');
const links = [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
  .map((m) => m[1] ?? '')
  .filter((l) => !/^[a-z]+:/.test(l));

/** A repo path the doc names: has a folder or a file extension; no route (`/go`), placeholder or generated dir. */
function isPath(token: string): boolean {
  if (/[\s<>{}*:…]/.test(token) || token.startsWith('/') || token.startsWith('.')) return false;
  return token.includes('/') || /\.(ts|tsx|mjs|md|sh|sql|prisma|yml)$/.test(token);
}

/** Whole from the root, or relative to the package or app its sentence names (a suffix of a real path). */
function exists(token: string): boolean {
  const path = token.replace(/^@adreel\//, 'packages/').replace(/\/$/, '');
  if (known.has(path)) return true;
  const tails = [`/${path}`, `/${path}.ts`, `/${path}.tsx`];
  return [...known].some((k) => tails.some((t) => k.endsWith(t)));
}

describe('ARCHITECTURE.md', () => {
  it(`stays within ${MAX_BYTES} bytes`, () => {
    expect(Buffer.byteLength(doc)).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('names only paths that exist', () => {
    const named = [...new Set([...spans, ...links])].filter(isPath);
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });

  it('names only constants the code defines', () => {
    const constants = [...new Set(spans.filter((s) => /^[A-Z][A-Z0-9_]{3,}$/.test(s)))];
    expect(constants.length).toBeGreaterThan(20);
    const source = files
      .filter((f) => /\.(ts|tsx|mjs|sh|prisma)$/.test(f) && !f.startsWith('docs/'))
      .map((f) => readFileSync(resolve(root, f), 'utf8'))
      .join('\n');
    expect(constants.filter((c) => !new RegExp(`\\b${c}\\b`).test(source))).toEqual([]);
  });
});
