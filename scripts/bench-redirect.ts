/**
 * Redirect benchmark (issue #14): in one run, a bare Fastify hello-world and the product's API
 * (`tsx apps/api/src/server.ts`, production settings) each take autocannon's load on loopback; the
 * API answers `GET /go/{code}` for a tracked link with a 302 and records every click. After the load,
 * the API is stopped (it writes its last batch on shutdown) and the stored clicks are counted against
 * the redirects answered. Ends with one JSON line.
 *
 *   pnpm bench:redirect [--duration 10] [--warmup 3] [--connections 100]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@adreel/db/testing';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);

const HELLO_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

const unusedPort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1');
    probe.once('error', reject);
    probe.once('listening', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Server {
  child: ChildProcess;
  errors: string[];
}

function launch(argv: string[], env: NodeJS.ProcessEnv, cwd: string): Server {
  const child = spawn(process.execPath, argv, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return { child, errors };
}

async function ready(server: Server, url: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (server.child.exitCode !== null) throw new Error(`server stopped:\n${server.errors.join('')}`);
    const up = await fetch(url, { redirect: 'manual' }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} never answered:\n${server.errors.join('')}`);
}

async function stop(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/**
 * Requests per second and p99 latency; any answer but the expected status fails the run. A short
 * unmeasured warm-up first, so both servers are measured with their code compiled by the JIT.
 */
async function hammer(url: string, expected: '2xx' | '3xx') {
  const warmed = await autocannon({ url, connections, duration: warmup });
  const r = await autocannon({ url, connections, duration });
  const answered = r[expected];
  const wrong = r.requests.total - answered + r.errors + r.timeouts;
  if (wrong > 0) {
    const seen = {
      '2xx': r['2xx'],
      '3xx': r['3xx'],
      '4xx': r['4xx'],
      '5xx': r['5xx'],
      errors: r.errors,
      timeouts: r.timeouts,
    };
    throw new Error(
      `${url}: ${wrong} of ${r.requests.total} requests not ${expected}: ${JSON.stringify(seen)}`,
    );
  }
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, answered: answered + warmed[expected] };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-redirect-'));
  const t = await createTestDatabase('adreel_bench');
  const servers: Server[] = [];
  try {
    const [apiPort, helloPort] = await Promise.all([unusedPort(), unusedPort()]);
    const base = `http://127.0.0.1:${apiPort}`;
    const user = await t.db.user.create({
      data: {
        name: 'Bench',
        email: `bench-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: '-',
      },
    });
    const link = await t.db.trackedLink.create({
      data: {
        code: 'BenchCode1',
        userId: user.id,
        targetUrl: 'https://www.digistore24.com/redir/12345/bench/',
        sourceKind: 'promolink',
        sourceId: 'bench',
        campaignKey: 'p_BenchCode1',
      },
    });

    const api = launch(
      ['--import', 'tsx', 'apps/api/src/server.ts'],
      {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DEMO_MODE: '0',
        PORT: String(apiPort),
        PUBLIC_URL: base,
        DATABASE_URL: t.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: `bench_${randomBytes(4).toString('hex')}`,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        REGISTER_PATH: `/${randomBytes(12).toString('hex')}/complete`,
      },
      root,
    );
    const hello = launch(
      ['--input-type=module', '-e', HELLO_SERVER],
      { PATH: process.env.PATH, PORT: String(helloPort) },
      path.join(root, 'apps/api'),
    );
    servers.push(api, hello);
    await Promise.all([ready(api, `${base}/healthz`), ready(hello, `http://127.0.0.1:${helloPort}/`)]);

    const helloRun = await hammer(`http://127.0.0.1:${helloPort}/`, '2xx');
    const redirectRun = await hammer(`${base}/go/${link.code}`, '3xx');
    // Shutdown writes the clicks still waiting in memory; then every answered redirect is a row.
    await stop(api);
    const stored = await t.db.click.count({ where: { linkId: link.id } });

    console.log(
      JSON.stringify({
        hello_rps: helloRun.rps,
        redirect_rps: redirectRun.rps,
        ratio: Number((redirectRun.rps / helloRun.rps).toFixed(3)),
        p99_ms: redirectRun.p99,
        hello_p99_ms: helloRun.p99,
        redirects: redirectRun.answered,
        clicks_stored: stored,
        connections,
        duration_s: duration,
      }),
    );
  } finally {
    for (const s of servers) await stop(s);
    await t.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
