/**
 * API benchmark (issue #15): in one run, a bare Fastify hello-world and the product's API (started as
 * `npm start` starts it: `tsx apps/api/src/server.ts`, default log level) each take autocannon's load
 * on loopback; the API answers `GET /api/videos/{id}` for a completed video of a signed-in user. Then
 * 2,000 progress streams (`GET /api/videos/{id}/events`) stay open while the API process's CPU is
 * sampled from /proc. Ends with one JSON line.
 *
 *   pnpm bench:api [--duration 10] [--connections 100] [--streams 2000] [--cpu-prof]
 *
 * The global per-address limit (RATE_LIMIT_PER_MINUTE) is raised for the run: every request comes
 * from one loopback address, and the limiter itself stays on (its Redis round-trip is measured).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@adreel/db/testing';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    streams: { type: 'string', default: '2000' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const STREAMS = Number(args.streams);
const CPU_SAMPLE_MS = 5000;

const HELLO = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitUp(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log.join('')}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not come up:\n${log.join('')}`);
}

function start(args: string[], env: NodeJS.ProcessEnv, cwd = root): { child: ChildProcess; log: string[] } {
  const log: string[] = [];
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // Drained (the API logs each request at info, as in production), but only errors are kept.
  child.stdout?.on('data', () => undefined);
  child.stderr?.on('data', (d: Buffer) => log.push(d.toString()));
  return { child, log };
}

async function load(url: string, headers: Record<string, string> = {}) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
}

/** CPU seconds (user + system) of a process so far, from /proc/<pid>/stat. */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Opens `n` event streams and resolves once each has received its first event (the last state). */
async function openStreams(url: string, n: number): Promise<http.ClientRequest[]> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const open: http.ClientRequest[] = [];
  const one = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.once('data', () => resolve());
      });
      req.on('error', reject);
      open.push(req);
    });
  for (let i = 0; i < n; i += 200) {
    await Promise.all(Array.from({ length: Math.min(200, n - i) }, one));
  }
  return open;
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-api-'));
  const t = await createTestDatabase('adreel_bench');
  const children: ChildProcess[] = [];
  try {
    const [apiPort, helloPort] = await Promise.all([freePort(), freePort()]);
    const prefix = `bench_${randomBytes(4).toString('hex')}`;
    const api = start(
      [
        ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, '.data/profiles')}`] : []),
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
        PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
        DATABASE_URL: t.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
        QUEUE_PREFIX: prefix,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        ENCRYPTION_KEY: randomBytes(32).toString('hex'),
        REGISTER_PATH: `/${randomBytes(12).toString('hex')}/complete`,
        RATE_LIMIT_PER_MINUTE: '100000000',
      },
    );
    children.push(api.child);
    const hello = start(
      ['--input-type=module', '-e', HELLO],
      { PATH: process.env.PATH, PORT: String(helloPort) },
      path.join(root, 'apps/api'),
    );
    children.push(hello.child);
    const base = `http://127.0.0.1:${apiPort}`;
    await Promise.all([
      waitUp(`${base}/healthz`, api.child, api.log),
      waitUp(`http://127.0.0.1:${helloPort}/`, hello.child, hello.log),
    ]);

    // A user signed up and in through the API, and two of their videos: one completed, one rendering.
    const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'bench-password-1';
    const post = (p: string, body: unknown, auth?: string) =>
      fetch(`${base}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify(body),
      });
    const signup = await post('/api/auth/signup', { name: 'Bench', email, password });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);
    const signin = await post('/api/auth/signin', { email, password });
    const { token, user } = (await signin.json()) as { token: string; user: { id: string } };
    const authorization = `Bearer ${token}`;
    const content = {
      websiteSummary: '-',
      commentary: '-',
      reelScript: { scenes: [] },
      musicSuggestion: '-',
    };
    const done = await t.db.video.create({
      data: {
        userId: user.id,
        status: 'completed',
        progress: 100,
        message: 'Video generated successfully',
        content,
        outputKey: 'videos/x/video.mp4',
        thumbnailKey: 'videos/x/thumb.jpg',
        durationS: 30,
      },
    });
    const rendering = await t.db.video.create({
      data: { userId: user.id, status: 'processing', progress: 40, message: 'Rendering', content },
    });

    const helloRun = await load(`http://127.0.0.1:${helloPort}/`);
    const statusRun = await load(`${base}/api/videos/${done.id}`, { authorization });

    let sseStreams = 0;
    let sseIdleCpuPct: number | null = null;
    if (STREAMS > 0) {
      const tokenRes = await post(`/api/videos/${rendering.id}/events-token`, {}, authorization);
      if (tokenRes.status !== 200)
        throw new Error(`events token: ${tokenRes.status} ${await tokenRes.text()}`);
      const { token: streamToken } = (await tokenRes.json()) as { token: string };
      const streams = await openStreams(
        `${base}/api/videos/${rendering.id}/events?token=${streamToken}`,
        STREAMS,
      );
      sseStreams = streams.length;
      // Let the connection burst settle before sampling the idle cost.
      await new Promise((r) => setTimeout(r, 1000));
      const pid = api.child.pid!;
      const before = cpuSecondsOf(pid);
      const startedAt = performance.now();
      await new Promise((r) => setTimeout(r, CPU_SAMPLE_MS));
      const cpu = cpuSecondsOf(pid) - before;
      sseIdleCpuPct = Number(((cpu / ((performance.now() - startedAt) / 1000)) * 100).toFixed(2));
      for (const s of streams) s.destroy();
    }

    console.log(
      JSON.stringify({
        hello_rps: helloRun.rps,
        status_rps: statusRun.rps,
        ratio: Number((statusRun.rps / helloRun.rps).toFixed(3)),
        status_p50_ms: statusRun.p50,
        status_p99_ms: statusRun.p99,
        hello_p99_ms: helloRun.p99,
        sse_streams: sseStreams,
        sse_idle_cpu_pct: sseIdleCpuPct,
        connections: CONNECTIONS,
        duration_s: DURATION_S,
      }),
    );
  } finally {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => {
          const timer = setTimeout(() => {
            c.kill('SIGKILL');
            r(null);
          }, 5000);
          c.once('exit', () => {
            clearTimeout(timer);
            r(null);
          });
        });
      }
    }
    await t.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
