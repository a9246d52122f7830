/**
 * Redirect benchmark (issue #14): in one run, a bare Fastify hello-world and the product's API
 * (`tsx apps/api/src/server.ts`, production settings) each take autocannon's load on loopback; the
 * API answers `GET /go/{code}` for a tracked link with a 302 and records every click. After the load,
 * the API is stopped (it writes its last batch on shutdown) and the stored clicks are counted against
 * the redirects answered. Ends with one JSON line.
 *
 *   pnpm bench:redirect [--duration 10] [--warmup 3] [--connections 100] [--cpu-prof]
 *
 * --cpu-prof writes the API's V8 profile to .data/profiles/ (open it in Chrome DevTools).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTestDatabase } from '@adreel/db/testing';
import autocannon from 'autocannon';
import { startApiAndHello, stopServer } from './bench-servers.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);

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
  let servers: Awaited<ReturnType<typeof startApiAndHello>> | undefined;
  try {
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

    servers = await startApiAndHello({ databaseUrl: t.url, dataDir, cpuProf: args['cpu-prof'] });
    const { base, helloUrl } = servers;

    const helloRun = await hammer(helloUrl, '2xx');
    const redirectRun = await hammer(`${base}/go/${link.code}`, '3xx');
    // Shutdown writes the clicks still waiting in memory; then every answered redirect is a row.
    await stopServer(servers.api);
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
    await servers?.stopAll();
    await t.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
