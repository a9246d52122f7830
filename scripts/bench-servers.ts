/**
 * What the API benchmarks share: the product's API started with production settings under tsx, a
 * bare Fastify hello-world beside it (the yardstick), both on free loopback ports, and their stop.
 *
 * On a machine with two or more cores and `taskset`, the servers run on the last core and the load
 * generator (this process, autocannon inside it) on the others: on two cores a load generator that
 * shares the server's core adds its own CPU time to every latency it measures (the bare hello-world
 * then shows a p99 of 7–12 ms). Both servers get the same core, so the ratio stays fair.
 * `--no-pin` (or BENCH_PIN=0) measures them unpinned.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const HELLO_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

export interface BenchServer {
  child: ChildProcess;
  /** Its stderr, shown when it fails to start. */
  errors: string[];
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1');
    probe.once('error', reject);
    probe.once('listening', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The core the servers run on, after this process has moved itself to the others; null: unpinned. */
export function pinLoadGenerator(wanted: boolean): number | null {
  const cores = availableParallelism();
  if (!wanted || cores < 2) return null;
  const serverCore = cores - 1;
  const self = spawnSync('taskset', ['-a', '-cp', `0-${serverCore - 1}`, String(process.pid)]);
  return self.status === 0 ? serverCore : null;
}

function launch(argv: string[], env: NodeJS.ProcessEnv, cwd: string, core: number | null): BenchServer {
  const [command, args] =
    core === null ? [process.execPath, argv] : ['taskset', ['-c', String(core), process.execPath, ...argv]];
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const errors: string[] = [];
  // Drained (the API logs at info, as in production); only errors are kept.
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  return { child, errors };
}

async function ready(server: BenchServer, url: string): Promise<void> {
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

/** SIGTERM (the API writes what it holds, e.g. clicks), SIGKILL after 10 s. */
export async function stopServer(server: BenchServer): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  const killer = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
}

/**
 * Starts both and waits until they answer. `cpuProf` writes the API's V8 profile to
 * .data/profiles/; `env` adds API settings (e.g. a raised RATE_LIMIT_PER_MINUTE).
 */
export async function startApiAndHello(opts: {
  databaseUrl: string;
  dataDir: string;
  cpuProf?: boolean;
  env?: NodeJS.ProcessEnv;
  /** From pinLoadGenerator: the core both servers run on (null: anywhere). */
  serverCore?: number | null;
}) {
  const core = opts.serverCore ?? null;
  const [apiPort, helloPort] = await Promise.all([unusedPort(), unusedPort()]);
  const base = `http://127.0.0.1:${apiPort}`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const api = launch(
    [
      ...(opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.data/profiles')}`] : []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      DEMO_MODE: '0',
      PORT: String(apiPort),
      PUBLIC_URL: base,
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `bench_${randomBytes(4).toString('hex')}`,
      DATA_DIR: opts.dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      REGISTER_PATH: `/${randomBytes(12).toString('hex')}/complete`,
      ...opts.env,
    },
    root,
    core,
  );
  const hello = launch(
    ['--input-type=module', '-e', HELLO_SERVER],
    { PATH: process.env.PATH, PORT: String(helloPort) },
    path.join(root, 'apps/api'),
    core,
  );
  const servers = { api, hello, base, helloUrl, stopAll: () => Promise.all([api, hello].map(stopServer)) };
  try {
    await Promise.all([ready(api, `${base}/healthz`), ready(hello, helloUrl)]);
  } catch (err) {
    await servers.stopAll();
    throw err;
  }
  return servers;
}
