import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { TEST_PG_ADMIN_URL } from '@adreel/db/testing';
import { createRedis } from '@adreel/queue';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.ts';

// The production image runs these bundles with plain `node` (Dockerfile, docker-compose.yml). This
// builds them the way the image does and runs them against the real Postgres and Redis.
const root = resolve(import.meta.dirname, '..');
const run = promisify(execFile);
const dbName = `adreel_test_bundle_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(TEST_PG_ADMIN_URL), { pathname: `/${dbName}` }).toString();
// Its own Redis keys: sign-up limits, queues and channels apart from any AdReel running here.
const queuePrefix = `test_bundle_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];

/** A key set to undefined is left out, as if the variable were never set. */
const env = (extra: Record<string, string | undefined>) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  DATABASE_URL: databaseUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  JWT_SECRET: randomBytes(24).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  DATA_DIR: resolve(root, `.data-bundle-${dbName}`),
  QUEUE_PREFIX: queuePrefix,
  ...extra,
});

function start(file: string, extra: Record<string, string | undefined>) {
  const vars = Object.entries(env(extra)).filter((e): e is [string, string] => e[1] !== undefined);
  const child = spawn('node', [file], { cwd: root, env: Object.fromEntries(vars) });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const waitFor = async (text: string, ms = 30_000) => {
    const until = Date.now() + ms;
    while (!output.includes(text)) {
      if (child.exitCode !== null) throw new Error(`${file} exited ${child.exitCode}:\n${output}`);
      if (Date.now() > until) throw new Error(`${file} never printed "${text}":\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const waitForHttp = async (url: string, ms = 60_000) => {
    const until = Date.now() + ms;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${file} exited ${child.exitCode}:\n${output}`);
      const res = await fetch(url).catch(() => null);
      if (res?.ok) return res;
      if (Date.now() > until) throw new Error(`${file} never answered ${url}:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const exited = () => new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, waitFor, waitForHttp, exited, output: () => output };
}

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const admin = new pg.Client({ connectionString: TEST_PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`).finally(() => admin.end());
  await run('rm', ['-rf', resolve(root, `.data-bundle-${dbName}`)]);
  const redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await redis.keys(`${queuePrefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('compiled server programs (no TypeScript at runtime)', () => {
  it('builds, migrates, serves and shuts down as plain node processes', async () => {
    const { stdout } = await run('node', ['scripts/build-server.mjs'], { cwd: root });
    expect(stdout.match(/^built /gm)).toHaveLength(4);
    for (const file of ['apps/api/dist/server.mjs', 'apps/worker/dist/main.mjs']) {
      expect(readFileSync(resolve(root, file), 'utf8')).not.toMatch(/from ["']tsx|register\(["']tsx/);
    }

    const migrate = start('packages/db/dist/migrate.mjs', {});
    expect(await migrate.exited()).toBe(0);
    expect(migrate.output()).toMatch(/Applied migrations: /);

    // A bundle started for tests (NODE_ENV=test) refuses the running product's Redis prefix.
    const shared = start('apps/api/dist/server.mjs', { QUEUE_PREFIX: undefined });
    expect(await shared.exited()).not.toBe(0);
    expect(shared.output()).toMatch(/QUEUE_PREFIX: a test process must not use the default prefix/);

    const port = await freePort();
    const api = start('apps/api/dist/server.mjs', { PORT: String(port), HOST: '127.0.0.1' });
    const ready = await api.waitForHttp(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toMatchObject({ postgres: 'ok', redis: 'ok' });
    // Signing up exercises bcrypt (native), Prisma and the zod contracts inside the bundle.
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Bundle',
        email: `bundle-${dbName}@example.com`,
        password: 'correct-horse-9',
      }),
    });
    expect(signUp.status, await signUp.clone().text()).toBeLessThan(300);

    const worker = start('apps/worker/dist/main.mjs', {});
    await worker.waitFor('worker started');
    const apiExit = api.exited();
    const workerExit = worker.exited();
    api.child.kill('SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await apiExit).toBe(0);
    expect(await workerExit).toBe(0);
  }, 120_000);
});
