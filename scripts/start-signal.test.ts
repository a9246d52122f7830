import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createRedis } from '@adreel/queue';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

// Issue 37 item 6: a process manager sends SIGTERM to the command it started — `npm start` — and
// expects everything it runs to stop: the shell, the supervisor, the API, the worker, the demo shop
// and the platform stand-ins, with every port closed. Own database, Redis prefix, ports and folder.
const root = resolve(import.meta.dirname, '..');
const prefix = `test_start_${randomBytes(4).toString('hex')}`;
let t: TestDatabase;
let dataDir: string;
let npm: ChildProcess | null = null;
let output = '';

async function until<T>(what: string, ms: number, fn: () => Promise<T | null | undefined | false>) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => null);
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}:\n${output.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every process below `pid`, from one `ps` snapshot. */
function descendants(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (p: number) => {
    for (const [child, parent] of rows)
      if (parent === p) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const s = connect({ port, host: '127.0.0.1' });
    s.once('connect', () => {
      s.destroy();
      done(true);
    });
    s.once('error', () => done(false));
  });

let seen: number[] = [];
beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'adreel-start-'));
});
afterAll(async () => {
  // Only after a failure is anything left: end it so the suite goes on clean.
  for (const pid of seen) if (alive(pid)) process.kill(pid, 'SIGKILL');
  if (npm?.pid && alive(npm.pid)) npm.kill('SIGKILL');
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

it('SIGTERM to the pid of `npm start` stops every process it started and closes every port', async () => {
  const [port, shopPort, standInsPort, clickBankPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const base = `http://127.0.0.1:${port}`;
  npm = spawn('npm', ['start', '--silent', '--', '--no-setup', '--no-build'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: t.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: base,
      DEMO_MODE: '1',
      DEMO_SHOP_PORT: String(shopPort),
      STAND_INS_PORT: String(standInsPort),
      CLICKBANK_STAND_IN_PORT: String(clickBankPort),
      START_WALKTHROUGHS: '0',
      LOG_LEVEL: 'warn',
      SHUTDOWN_GRACE_MS: '3000',
      RENDER_CONCURRENCY: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout?.on('data', (d: Buffer) => (output += d));
  npm.stderr?.on('data', (d: Buffer) => (output += d));
  const npmPid = npm.pid as number;
  await until('the API', 240_000, async () => (await fetch(`${base}/readyz`)).ok);
  await until('the shop and the stand-ins', 60_000, async () =>
    (await listening(shopPort)) && (await listening(standInsPort)) && (await listening(clickBankPort))
      ? true
      : null,
  );
  await until('the worker', 60_000, async () => output.includes('worker started'));
  seen = descendants(npmPid);
  // npm, the shell, the supervisor and its four services at least.
  expect(seen.length).toBeGreaterThanOrEqual(5);

  const exited = new Promise<number | null>((r) => npm?.once('exit', (code) => r(code)));
  process.kill(npmPid, 'SIGTERM');
  await exited;
  const left = () =>
    seen.filter(alive).map((pid) => {
      try {
        return `${pid} ${execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim()}`;
      } catch {
        return String(pid);
      }
    });
  await until('every process npm started to end', 90_000, async () => {
    const still = left();
    if (still.length) output += `\nstill running: ${still.join(' | ')}`.slice(0, 2000);
    return still.length === 0 ? true : null;
  });
  for (const p of [port, shopPort, standInsPort, clickBankPort]) expect(await listening(p)).toBe(false);
  expect(output).toContain('[serve] stopping AdReel');
}, 420_000);
