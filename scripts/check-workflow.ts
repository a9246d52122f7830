/**
 * Checks .github/workflows/ci.yml as Ubuntu 24.04 would run it: every package an `apt-get install`
 * line names exists there under that name (see workflow-packages.ts), the browser comes from
 * Playwright, and the test step runs the README's test command. Prints what is wrong; exit 1 if any.
 *   tsx scripts/check-workflow.ts [path-to-workflow]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { NOBLE_PACKAGES, SNAP_ONLY } from './workflow-packages.ts';

interface Step {
  name?: string;
  run?: string;
  uses?: string;
}
interface Workflow {
  jobs?: Record<string, { 'runs-on'?: string; steps?: Step[] }>;
}

/** The package names of every `apt-get install` / `apt install` in a step's script. */
export function aptPackages(script: string): string[] {
  const joined = script.replace(/\\\r?\n/g, ' ');
  const names: string[] = [];
  for (const line of joined.split(/\r?\n|&&|;|\|\|/)) {
    const m = /\bapt(?:-get)?\s+install\b(.*)$/.exec(line);
    if (!m) continue;
    for (const word of (m[1] ?? '').trim().split(/\s+/))
      if (word && !word.startsWith('-') && !word.includes('=') && !word.startsWith('$')) names.push(word);
  }
  return names;
}

/** The README's test command: the first `npm …` line of its commands block that says it tests. */
export function readmeTestCommand(readme: string): string | null {
  const m = /^(npm (?:run )?test)\b.*$/m.exec(readme);
  return m?.[1] ?? null;
}

export function checkWorkflow(workflowText: string, readme: string): string[] {
  const problems: string[] = [];
  const wf = parse(workflowText) as Workflow;
  const jobs = Object.entries(wf.jobs ?? {});
  if (jobs.length === 0) problems.push('the workflow has no jobs');
  const testCommand = readmeTestCommand(readme);
  if (!testCommand) problems.push('the README names no test command');
  for (const [id, job] of jobs) {
    if (job['runs-on'] !== 'ubuntu-24.04') problems.push(`${id}: runs-on should be ubuntu-24.04`);
    const steps = job.steps ?? [];
    for (const step of steps) {
      for (const pkg of aptPackages(step.run ?? '')) {
        if (SNAP_ONLY[pkg]) problems.push(`${id}: "${pkg}" — ${SNAP_ONLY[pkg]}`);
        else if (!NOBLE_PACKAGES.has(pkg))
          problems.push(`${id}: "${pkg}" is not a known Ubuntu 24.04 package (scripts/workflow-packages.ts)`);
      }
    }
    const runs = steps.map((s) => s.run ?? '').join('\n');
    if (!/playwright@[^\s"]*"?\s+install\s+--with-deps\s+chromium/.test(runs))
      problems.push(`${id}: no step installs Playwright's Chromium (install --with-deps chromium)`);
    if (testCommand && !steps.some((s) => (s.run ?? '').trim() === testCommand))
      problems.push(`${id}: no step runs the README's test command "${testCommand}" on its own`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(import.meta.dirname, '..');
  const path = process.argv[2] ?? resolve(root, '.github/workflows/ci.yml');
  const problems = checkWorkflow(
    readFileSync(path, 'utf8'),
    readFileSync(resolve(root, 'README.md'), 'utf8'),
  );
  for (const p of problems) console.error(`check-workflow: ${p}`);
  console.log(problems.length ? `${problems.length} problem(s) in ${path}` : `${path}: OK`);
  process.exit(problems.length ? 1 : 0);
}
