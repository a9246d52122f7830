/**
 * Runs the API (which also serves the built web app), the worker and, in demo mode, the demo shop as
 * one product. If any of them dies the others are stopped, so a half-running product never hides a
 * failure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { demoModeFromEnv, loadDotEnv, withWorkerMallocEnv } from '@adreel/config';

loadDotEnv();
// The same rule the API and the worker apply: off, nothing would ever ask the demo shop for a page.
const demoMode = demoModeFromEnv();

const root = resolve(import.meta.dirname, '..');
const tsx = resolve(root, 'node_modules/.bin/tsx');
// glibc's malloc settings keep the worker (sharp/libvips + renders) inside its memory budget.
const env = withWorkerMallocEnv({
  ...process.env,
  WEB_DIST: process.env.WEB_DIST ?? resolve(root, 'apps/web/dist'),
});
const url = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4000';

const services: [string, string][] = [
  ...(demoMode ? [['shop', 'packages/demo-shop/scripts/serve.ts'] as [string, string]] : []),
  ['api', 'apps/api/src/server.ts'],
  ['worker', 'apps/worker/src/main.ts'],
];

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 8000).unref();
  Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  ).then(() => process.exit(code));
}

for (const [name, entry] of services) {
  const child = spawn(tsx, [resolve(root, entry)], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const pipe = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let buf = '';
    stream.on('data', (chunk: Buffer) => {
      buf += chunk.toString();
      const lines = buf.split('\n');
      buf = lines.pop() ?? '';
      for (const line of lines) out.write(`${prefix + line}\n`);
    });
  };
  if (child.stdout) pipe(child.stdout, process.stdout);
  if (child.stderr) pipe(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? code}); stopping AdReel`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Where a new user reads a password-reset code on this machine. */
function resetCodesLine(): string {
  if (process.env.SMTP_URL?.trim()) return 'Password-reset codes are e-mailed through SMTP_URL.';
  if (['1', 'true'].includes(process.env.DEV_MAILBOX ?? '')) {
    return `Password-reset codes: ${url}/dev/mailbox (open it on this machine; also in the worker log)`;
  }
  return 'Password-reset codes: in the worker log (set DEV_MAILBOX=1 for a mailbox page on this machine)';
}

function demoModeLine(): string {
  return demoMode
    ? 'Demo mode: on (the demo shop; the sandbox marketplace while DIGISTORE_DEVELOPER_API_KEY is unset)'
    : 'Demo mode: off (DEMO_MODE=1 turns on the demo shop and the sandbox marketplace)';
}

async function waitUntilReady() {
  for (let i = 0; i < 120 && !stopping; i += 1) {
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) {
        console.log(
          `\n  AdReel is running at ${url}\n  API docs: ${url}/docs\n  ${resetCodesLine()}\n  ${demoModeLine()}\n`,
        );
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
void waitUntilReady();
