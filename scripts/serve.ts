/**
 * Runs the API (which also serves the built web app), the worker and, in demo mode, the demo shop and
 * the TikTok/YouTube/Instagram stand-ins and the ClickBank stand-in (each its own process, on its own port) as one product, and
 * supervises them: a child that dies is started again with backoff (the log says why), so a crashed
 * worker never takes the API down; a render it was running resumes once its job lock lapses. Ctrl-C
 * or SIGTERM stops everything.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { demoModeFromEnv, loadDotEnv, withWorkerMallocEnv } from '@adreel/config';
import { STOP_GRACE_MS, type SupervisedChild, supervise } from './supervise.ts';

loadDotEnv();
// The same rule the API and the worker apply: off, nothing would ever ask the demo shop or the
// platform stand-ins for a page.
const demoMode = demoModeFromEnv();

const root = resolve(import.meta.dirname, '..');
// glibc's malloc settings keep the worker (sharp/libvips + renders) inside its memory budget.
const env = withWorkerMallocEnv({
  ...process.env,
  WEB_DIST: process.env.WEB_DIST ?? resolve(root, 'apps/web/dist'),
});
const url = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4000';

const services: [string, string][] = [
  ...(demoMode
    ? ([
        ['shop', 'packages/demo-shop/scripts/serve.ts'],
        ['stand-ins', 'packages/publish/scripts/serve-stand-ins.ts'],
        ['clickbank', 'packages/clickbank/scripts/serve-stand-in.ts'],
        ['pexels', 'scripts/serve-pexels-stand-in.ts'],
      ] as [string, string][])
    : []),
  ['api', 'apps/api/src/server.ts'],
  ['worker', 'apps/worker/src/main.ts'],
];

/** Prefixes each line of a child's output with its name. */
function pipeLines(stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream, prefix: string) {
  let buf = '';
  stream?.on('data', (chunk: Buffer) => {
    buf += chunk.toString();
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix + line}\n`);
  });
}

const supervised: SupervisedChild[] = services.map(([name, entry]) =>
  supervise({
    name,
    log: (line) => console.error(`[serve] ${line}`),
    spawn: () => {
      // One process per service (tsx as a loader, not its CLI wrapper): the pid logged is the one that
      // renders, so a signal to it (the OOM killer's) is what the supervisor sees.
      const child = spawn(process.execPath, ['--import', 'tsx', resolve(root, entry)], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      pipeLines(child.stdout, process.stdout, `[${name}] `);
      pipeLines(child.stderr, process.stderr, `[${name}] `);
      return child;
    },
  }),
);

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  console.error('[serve] stopping AdReel');
  // Each child gets STOP_GRACE_MS, then SIGKILL (supervise.ts); this is only a last resort after that.
  setTimeout(() => process.exit(0), STOP_GRACE_MS + 5_000).unref();
  void Promise.all(supervised.map((s) => s.stop())).then(() => process.exit(0));
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

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
    ? `Demo mode: on (the demo shop; TikTok/YouTube/Instagram stand-ins on port ${process.env.STAND_INS_PORT || 4200}; the ClickBank stand-in on port ${process.env.CLICKBANK_STAND_IN_PORT || 4250}; the Pexels stand-in on port ${process.env.PEXELS_STAND_IN_PORT || 4300}, the stock clips once PEXELS_API_KEY is set; the sandbox marketplace while DIGISTORE_DEVELOPER_API_KEY is unset)`
    : 'Demo mode: off (DEMO_MODE=1 turns on the demo shop, the platform stand-ins and the sandbox marketplace)';
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
