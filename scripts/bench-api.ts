/**
 * API benchmark (issue #15): in one run, a bare Fastify hello-world and the product's API (started as
 * `npm start` starts it: `tsx apps/api/src/server.ts`, default log level) each take autocannon's load
 * on loopback; the API answers `GET /api/videos/{id}` for a completed video of a signed-in user. Then
 * 2,000 progress streams (`GET /api/videos/{id}/events`) stay open while the API process's CPU is
 * sampled from /proc. Ends with one JSON line.
 *
 *   pnpm bench:api [--duration 10] [--connections 100] [--streams 2000] [--cpu-prof] [--no-pin]
 *
 * The global per-address limit (RATE_LIMIT_PER_MINUTE) is raised for the run: every request comes
 * from one loopback address, and the limiter itself stays on (its Redis round-trip is measured).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { signUpAndInOverApi } from './bench-account.ts';
import { inBenchSandbox } from './bench-sandbox.ts';
import { pinLoadGenerator } from './bench-servers.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    streams: { type: 'string', default: '2000' },
    'cpu-prof': { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
  },
});
const serverCore = pinLoadGenerator(!args['no-pin'] && process.env.BENCH_PIN !== '0');
const DURATION_S = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const STREAMS = Number(args.streams);
const CPU_SAMPLE_MS = 5000;

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
  await inBenchSandbox('bench-api', async ({ t, startServers }) => {
    const servers = await startServers({
      cpuProf: args['cpu-prof'],
      serverCore,
      // Every request comes from one loopback address; the limiter itself stays on.
      env: { RATE_LIMIT_PER_MINUTE: '100000000' },
    });
    const { api, base, helloUrl } = servers;

    // A user signed up and in through the API, and two of their videos: one completed, one rendering.
    const { user, authorization } = await signUpAndInOverApi(base);
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

    const helloRun = await load(helloUrl);
    const statusRun = await load(`${base}/api/videos/${done.id}`, { authorization });

    let sseStreams = 0;
    let sseIdleCpuPct: number | null = null;
    if (STREAMS > 0) {
      const tokenRes = await fetch(`${base}/api/videos/${rendering.id}/events-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: '{}',
      });
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
        // The core the servers ran on, the load generator on the others (null: unpinned).
        server_core: serverCore,
      }),
    );
  });
}

await main();
