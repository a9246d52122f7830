/**
 * Redirect benchmark (issue #14): in one run, a bare Fastify hello-world and the product's API
 * (`tsx apps/api/src/server.ts`, production settings) each take autocannon's load on loopback; the
 * API answers `GET /go/{code}` for a tracked link with a 302 and records every click. After the load,
 * the API is stopped (it writes its last batch on shutdown) and the stored clicks are counted against
 * the redirects answered. The link-in-bio page (`GET /u/{handle}`, issue 32 item 4: cached HTML listing
 * the offers of the user's published posts) takes the same load beside it, with the same targets:
 * ≥ 0.5 of the bare server's requests per second and p99 ≤ 20 ms. Ends with one JSON line.
 *
 *   pnpm bench:redirect [--duration 10] [--warmup 3] [--connections 100] [--rounds 3] [--cpu-prof] [--no-pin]
 *
 * Figures are medians over the rounds (each: hello-world, then the redirect).
 *
 * --cpu-prof writes the API's V8 profile to .data/profiles/ (open it in Chrome DevTools).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { inBenchSandbox } from './bench-sandbox.ts';
import { pinLoadGenerator, stopServer } from './bench-servers.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'boolean', default: false },
    'no-pin': { type: 'boolean', default: false },
  },
});
const serverCore = pinLoadGenerator(!args['no-pin'] && process.env.BENCH_PIN !== '0');
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));

/** The middle value (rounds are few and odd by default; an even count takes the upper middle). */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

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
  await inBenchSandbox('bench-redirect', async ({ t, startServers }) => {
    const user = await t.db.user.create({
      data: {
        name: 'Bench',
        email: `bench-${randomBytes(4).toString('hex')}@example.com`,
        passwordHash: '-',
        handle: `bench_${randomBytes(4).toString('hex')}`,
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

    // The bio page's data: a video with a product and a few published posts, each with its tracked link.
    const video = await t.db.video.create({
      data: {
        userId: user.id,
        status: 'completed',
        content: {},
        product: { name: 'Bench Lamp', images: ['https://images.example/lamp.jpg'] },
      },
    });
    for (const platform of ['tiktok', 'instagram', 'youtube']) {
      const code = `BenchBio${platform.slice(0, 2)}`;
      const postLink = await t.db.trackedLink.create({
        data: {
          code,
          userId: user.id,
          targetUrl: 'https://www.digistore24.com/redir/12345/bench/',
          sourceKind: 'post',
          sourceId: `${platform}/bench/${code}`,
          campaignKey: `o_${platform}_${code}`,
        },
      });
      await t.db.post.create({
        data: {
          userId: user.id,
          videoId: video.id,
          platform,
          caption: 'Bench',
          hashtags: [],
          scheduledAt: new Date(),
          status: 'published',
          publishedAt: new Date(),
          trackedLinkId: postLink.id,
        },
      });
    }

    const servers = await startServers({ cpuProf: args['cpu-prof'], serverCore });
    const { base, helloUrl } = servers;

    // Rounds alternate the two servers, so a passing disturbance on a shared (virtual) machine lands
    // on both and the medians compare like with like.
    const hello: Awaited<ReturnType<typeof hammer>>[] = [];
    const redirect: Awaited<ReturnType<typeof hammer>>[] = [];
    const bio: Awaited<ReturnType<typeof hammer>>[] = [];
    for (let i = 0; i < rounds; i++) {
      hello.push(await hammer(helloUrl, '2xx'));
      redirect.push(await hammer(`${base}/go/${link.code}`, '3xx'));
      bio.push(await hammer(`${base}/u/${user.handle}`, '2xx'));
    }
    const helloRps = median(hello.map((r) => r.rps));
    const redirectRps = median(redirect.map((r) => r.rps));
    const bioRps = median(bio.map((r) => r.rps));
    // Shutdown writes the clicks still waiting in memory; then every answered redirect is a row.
    await stopServer(servers.api);
    const stored = await t.db.click.count({ where: { linkId: link.id } });

    console.log(
      JSON.stringify({
        hello_rps: helloRps,
        redirect_rps: redirectRps,
        ratio: Number((redirectRps / helloRps).toFixed(3)),
        p99_ms: median(redirect.map((r) => r.p99)),
        hello_p99_ms: median(hello.map((r) => r.p99)),
        // Each round's own figure, so the spread is visible next to the medians.
        rounds_p99_ms: redirect.map((r) => r.p99),
        rounds_redirect_rps: redirect.map((r) => r.rps),
        redirects: redirect.reduce((a, r) => a + r.answered, 0),
        clicks_stored: stored,
        bio_rps: bioRps,
        bio_ratio: Number((bioRps / helloRps).toFixed(3)),
        bio_p99_ms: median(bio.map((r) => r.p99)),
        rounds_bio_rps: bio.map((r) => r.rps),
        // The page's own targets (issue 32 item 4).
        bio_meets_target: bioRps / helloRps >= 0.5 && median(bio.map((r) => r.p99)) <= 20,
        connections,
        duration_s: duration,
        // The core the servers ran on, the load generator on the others (null: unpinned).
        server_core: serverCore,
      }),
    );
  });
}

await main();
