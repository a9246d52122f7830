/**
 * The import arrows allowed between the folders of the API (apps/api/src) and the worker
 * (apps/worker/src). Every relative import that crosses a folder must match a rule here; a new kind
 * of crossing fails scripts/import-boundaries.test.ts with where the shared code belongs instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

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

/** One rule: files of `from` may import files of the areas `to` matches, for the reason given. */
export interface ArrowRule {
  from: RegExp;
  to: RegExp;
  why: string;
}

export interface Layout {
  name: string;
  /** The area a path (relative to src, with /) lies in, e.g. "modules/auth", "kernel", "jobs/index". */
  areaOf(rel: string): string;
  rules: ArrowRule[];
  /** Where shared code belongs, said when a crossing matches no rule. */
  advice(from: string, to: string): string;
}

const firstTwo = (rel: string, folder: string) => {
  const parts = rel.split('/');
  if (parts[0] !== folder) return null;
  return parts.length > 2 ? `${folder}/${parts[1]}` : `${folder}/${(parts[1] ?? '').replace(/\.tsx?$/, '')}`;
};

/** The API's root files that are the composition root (they wire everything together). */
const API_COMPOSITION = /^(app|server|service-registry|modules|integrations)\.ts$/;
/** The API's root files every layer may use: errors, the deps type, the env schema, public config. */
const API_SHARED_ROOT = /^(domain-errors|deps|env|public-config)\.ts$/;

export const API_LAYOUT: Layout = {
  name: 'api',
  areaOf: (rel) => firstTwo(rel, 'modules') ?? (rel.includes('/') ? (rel.split('/')[0] as string) : rel),
  rules: [
    { from: API_COMPOSITION, to: /.*/, why: 'the composition root wires every part together' },
    { from: /^registry$/, to: /.*/, why: 'the service registry builds every module’s services' },
    { from: /^[a-z-]+\.ts$/, to: /^[a-z-]+\.ts$/, why: 'the root files are one layer (env, deps, config)' },
    {
      from: /^(modules\/.+|kernel|http|security|plugins|registry)$/,
      to: API_SHARED_ROOT,
      why: 'domain errors, the deps and env types are the API’s shared vocabulary',
    },
    {
      from: /^modules\/.+$/,
      to: /^(kernel|http|plugins)$/,
      why: 'modules build on shared domain helpers (kernel), route helpers (http) and the auth/error plugins',
    },
    {
      from: /^modules\/(auth|account|scene-images|video-looks)$/,
      to: /^security$/,
      why: 'password hashing and rate limiting are security primitives these modules apply themselves',
    },
    {
      from: /^(plugins|http)$/,
      to: /^(security|plugins)$/,
      why: 'the auth plugin and route helpers use them',
    },
  ],
  advice: (from, to) =>
    to.startsWith('modules/')
      ? `${from} must not import ${to}: code two modules share belongs in kernel/ (domain helpers) or a packages/* library; a module's services reach others only through the registry's wiring`
      : `${from} → ${to} is a new kind of arrow: lower layers (kernel, http, security, plugins) never import modules; add a rule to scripts/import-boundaries.ts only with a reason`,
};

/** The worker's root files that wire jobs and tasks together. */
const WORKER_COMPOSITION = /^(main|registry|tasks|runtime|schedules)\.ts$/;

export const WORKER_LAYOUT: Layout = {
  name: 'worker',
  areaOf: (rel) => firstTwo(rel, 'jobs') ?? (rel.includes('/') ? (rel.split('/')[0] as string) : rel),
  rules: [
    { from: WORKER_COMPOSITION, to: /.*/, why: 'the composition root starts the jobs and periodic tasks' },
    { from: /^jobs\/index$/, to: /.*/, why: 'jobs/index.ts is the list of jobs' },
    {
      from: /.*/,
      to: /^(deps|env|job|metrics)\.ts$/,
      why: 'the deps type, env schema, job definition and metrics are the worker’s shared vocabulary',
    },
    {
      from: /^(jobs\/.+|[a-z-]+)$/,
      to: /^(autopilot|campaigns|digest|marketplace|notifications|post-stats|publish|render|sales|webhooks)$/,
      why: 'code jobs share lives in folders beside jobs/, by subject',
    },
  ],
  advice: (from, to) =>
    to.startsWith('jobs/')
      ? `${from} must not import ${to}: code two jobs share belongs in a folder beside jobs/ by subject (render/, publish/, webhooks/, marketplace/, …)`
      : `${from} → ${to} is a new kind of arrow; add a rule to scripts/import-boundaries.ts only with a reason`,
};

export interface SourceFile {
  /** Path relative to src, with / separators. */
  rel: string;
  text: string;
}

/** Each crossing import that no rule allows, as "file → specifier: advice". */
export function forbiddenArrows(layout: Layout, files: SourceFile[]): string[] {
  const problems: string[] = [];
  for (const file of files) {
    const from = layout.areaOf(file.rel);
    for (const spec of relativeImports(file.text)) {
      const target = join(dirname(file.rel), spec).split(sep).join('/');
      if (target.startsWith('..')) continue; // outside src: a package's own business
      const to = layout.areaOf(target);
      if (to === from) continue;
      if (layout.rules.some((r) => r.from.test(from) && r.to.test(to))) continue;
      problems.push(`${file.rel} → ${spec}: ${layout.advice(from, to)}`);
    }
  }
  return problems;
}

/** The non-test TypeScript files under a src folder. */
export function sourceFiles(srcDir: string): SourceFile[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  return walk(resolve(srcDir)).map((path) => ({
    rel: relative(resolve(srcDir), path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}
