/**
 * Performance page benchmark (issue 23 item 9): one user with `--clicks` clicks (default 10,000,000)
 * over `--days` UTC days ending today (default 90) on `--links` tracked links (default 200) and
 * `--sales` sales (default 20,000), seeded into its own database with set-based `INSERT … SELECT`
 * over `unnest`/`generate_series` batches (one statement per day, in time order as the redirect
 * writes them; the triggers keep the daily rollups as they do for the redirect's batches). Then the
 * product's API (`tsx apps/api/src/server.ts`, production settings, over HTTP) answers the Performance
 * page's call, `GET /api/performance`, for the last 7, 30 and 90 days: p50/p95/p99 over `--requests`
 * calls each. The baseline, measured in the same run, is what that call ran before the rollups: the
 * period's clicks and sales aggregated from the raw rows (its two queries timed straight against
 * Postgres, so the API's own overhead counts against the rollups, not the baseline). Today holds a
 * full day's share of clicks (the page's worst case: late evening).
 * Ends with one JSON line.
 *
 *   pnpm bench:performance [--clicks 10000000] [--links 200] [--days 90] [--sales 20000] [--requests 60]
 *
 * Small check while others use the machine: `pnpm bench:performance --clicks 200000`.
 */
import { parseArgs } from 'node:util';
import { utcDay } from '@adreel/db/rollups';
import pg from 'pg';
import { signUpAndInOverApi } from './bench-account.ts';
import { inBenchSandbox } from './bench-sandbox.ts';

const { values: args } = parseArgs({
  options: {
    clicks: { type: 'string', default: '10000000' },
    links: { type: 'string', default: '200' },
    days: { type: 'string', default: '90' },
    sales: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '60' },
  },
});
const CLICKS = Number(args.clicks);
const LINKS = Number(args.links);
const DAYS = Number(args.days);
const SALES = Number(args.sales);
const REQUESTS = Number(args.requests);
const PERIODS = [7, 30, 90].filter((p) => p <= DAYS);
const TARGET_P95_MS = 100;

const now = new Date();
const today = utcDay(now);
const dayBefore = (n: number) => utcDay(new Date(now.getTime() - n * 86_400_000));
const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/** The links: a mix of video, hook-variant, site and traffic sources, as a busy account has. */
async function seedLinks(sql: pg.Client, userId: string): Promise<void> {
  await sql.query(
    `INSERT INTO "TrackedLink" (id, code, "userId", "targetUrl", "sourceKind", "sourceId", "campaignKey")
     SELECT gen_random_uuid(), 'B' || lpad(i::text, 9, '0'), $1::uuid,
            'https://www.digistore24.com/redir/4242/bench/',
            (ARRAY['video','variant','site','traffic'])[1 + i % 4],
            CASE i % 4 WHEN 1 THEN gen_random_uuid()::text || '/A' ELSE gen_random_uuid()::text END,
            'v_B' || lpad(i::text, 9, '0')
     FROM generate_series(1, $2::int) AS i`,
    [userId, LINKS],
  );
}

/**
 * One statement per day: the day's share of clicks, spread over the links with a skew (a few links
 * get most clicks), ~30% repeat visitors, 5% bots, a click id on every human click.
 */
async function seedClicks(sql: pg.Client, userId: string): Promise<void> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT id FROM "TrackedLink" WHERE "userId" = $1 ORDER BY code`,
    [userId],
  );
  const linkIds = rows.map((r) => r.id);
  const perDay = Math.floor(CLICKS / DAYS);
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const day = dayBefore(d);
    const n = d === 0 ? CLICKS - perDay * (DAYS - 1) : perDay;
    // Today's clicks happened before now; earlier days' over the whole day.
    const span = d === 0 ? Math.max(1, (now.getTime() - Date.parse(`${today}T00:00:00Z`)) / 1000) : 86_400;
    await sql.query(
      `INSERT INTO "Click" ("linkId", at, day, "referrerDomain", device, bot, "visitorHash", cid)
       SELECT ($1::uuid[])[1 + floor(power(a, 2) * cardinality($1::uuid[]))::int],
              $2::date + make_interval(secs => b * $4::float8),
              $2::date,
              (ARRAY[NULL, 'facebook.com', 'tiktok.com', 'youtube.com', 'reddit.com'])[1 + floor(c * 5)::int],
              (ARRAY['mobile', 'mobile', 'desktop', 'tablet'])[1 + floor(c * 4)::int],
              bot,
              md5($2::text || ':' || floor(v * $3::int * 0.7)::text),
              CASE WHEN bot THEN NULL ELSE md5(random()::text || i::text || $2::text) END
       FROM (SELECT i, random() AS a, random() AS b, random() AS c, random() AS v, random() < 0.05 AS bot
             FROM generate_series(1, $3::int) AS i) r`,
      [linkIds, day, n, span],
    );
  }
}

/**
 * Sales spread over the days, ~10% of them refunded later, each bought through a click of its link and
 * day; every third one a ClickBank sale in USD, so both marketplaces and two currencies are present.
 */
async function seedSales(sql: pg.Client, userId: string): Promise<void> {
  await sql.query(
    `INSERT INTO "Sale" (id, "userId", "orderId", event, "linkId", "campaignKey", amount, earnings, currency,
                         at, payload, source, "transactionId", "transactionType", "clickId", cid, marketplace)
     SELECT gen_random_uuid(), $1::uuid, 'O' || i, 'sale', l.id, l."campaignKey", 49, 24.5,
            CASE WHEN i % 3 = 0 THEN 'USD' ELSE 'EUR' END,
            least(c.at + interval '37 minutes', now() AT TIME ZONE 'UTC'), '{}'::jsonb,
            CASE WHEN i % 3 = 0 THEN 'ins' ELSE 'postback' END, 'T' || i, 'payment', c.id, c.cid,
            CASE WHEN i % 3 = 0 THEN 'clickbank' ELSE 'digistore24' END
     FROM generate_series(1, $2::int) AS i
     CROSS JOIN LATERAL (SELECT id, "campaignKey" FROM "TrackedLink" WHERE "userId" = $1::uuid
                         ORDER BY code OFFSET (i * 7) % $3::int LIMIT 1) l
     CROSS JOIN LATERAL (SELECT id, cid, at FROM "Click"
                         WHERE "linkId" = l.id AND day = ($4::date - (i % $5::int)) AND NOT bot LIMIT 1) c`,
    [userId, SALES, LINKS, today, DAYS],
  );
  await sql.query(
    `INSERT INTO "Sale" (id, "userId", "orderId", event, "linkId", "campaignKey", amount, earnings, currency,
                         at, payload, source, "transactionId", "transactionType", "clickId", cid, marketplace)
     SELECT gen_random_uuid(), "userId", "orderId", 'refund', "linkId", "campaignKey", amount, -earnings,
            currency, least(at + interval '3 days', now() AT TIME ZONE 'UTC'), payload, source, "transactionId", 'refund', "clickId", cid, marketplace
     FROM "Sale" WHERE "userId" = $1::uuid AND event = 'sale' AND ("orderId" ~ '0$')`,
    [userId],
  );
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** p50/p95/p99 of `REQUESTS` sequential runs (one user opening the page), after a short warm-up. */
async function timed(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

/** The Performance page's call over HTTP. */
const timeCalls = (url: string, authorization: string) =>
  timed(async () => {
    const res = await fetch(url, { headers: { authorization } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
  });

/** The baseline: the two aggregates the page ran over raw clicks and sales before the rollups. */
const timeRaw = (sql: pg.Client, userId: string, from: string, to: string) =>
  timed(() =>
    Promise.all([
      sql.query(
        `SELECT l."sourceKind", l."sourceId", to_char(c.day, 'YYYY-MM-DD') AS day,
                (count(*) FILTER (WHERE NOT c.bot))::int AS clicks,
                (count(DISTINCT c."visitorHash") FILTER (WHERE NOT c.bot))::int AS uniques,
                (count(*) FILTER (WHERE c.bot))::int AS bots
         FROM "Click" c JOIN "TrackedLink" l ON l.id = c."linkId"
         WHERE l."userId" = $1::uuid AND c.day BETWEEN $2::date AND $3::date
         GROUP BY l."sourceKind", l."sourceId", c.day`,
        [userId, from, to],
      ),
      sql.query(
        `SELECT l."sourceKind", l."sourceId", to_char(s.at, 'YYYY-MM-DD') AS day, s.event, count(*)::int AS n,
                sum(s.earnings)::float8 AS earnings, min(s.currency) AS currency
         FROM "Sale" s LEFT JOIN "TrackedLink" l ON l.id = s."linkId"
         WHERE s."userId" = $1::uuid AND s.at >= $2::date AND s.at < ($3::date + 1)
         GROUP BY l."sourceKind", l."sourceId", to_char(s.at, 'YYYY-MM-DD'), s.event`,
        [userId, from, to],
      ),
    ]),
  );

async function main() {
  await inBenchSandbox('bench-performance', async ({ t, startServers }) => {
    const sql = new pg.Client({ connectionString: t.url });
    await sql.connect();
    try {
      await measure(sql, await startServers({ env: { RATE_LIMIT_PER_MINUTE: '100000000' } }));
    } finally {
      await sql.end();
    }
  });
}

/** Seeds one user's links, clicks and sales, then times the Performance call against the raw rows. */
async function measure(sql: pg.Client, { base }: { base: string }) {
  const { user, authorization } = await signUpAndInOverApi(base);

  const t0 = performance.now();
  await seedLinks(sql, user.id);
  await seedClicks(sql, user.id);
  await seedSales(sql, user.id);
  await sql.query('ANALYZE');
  const seedS = seconds(t0);
  const counts = (
    await sql.query<{ clicks: string; sales: string }>(
      `SELECT (SELECT count(*) FROM "Click") AS clicks, (SELECT count(*) FROM "Sale") AS sales`,
    )
  ).rows[0];
  console.error(`seeded ${counts?.clicks} clicks and ${counts?.sales} sale events in ${seedS} s`);

  const url = (days: number) => `${base}/api/performance?from=${dayBefore(days - 1)}&to=${today}`;
  const rollups: Record<string, { p50: number; p95: number; p99: number }> = {};
  for (const p of PERIODS) rollups[`${p}d`] = await timeCalls(url(p), authorization);
  console.error('with rollups', rollups);

  const raw: Record<string, { p50: number; p95: number; p99: number }> = {};
  for (const p of PERIODS) raw[`${p}d`] = await timeRaw(sql, user.id, dayBefore(p - 1), today);
  console.error('raw rows (baseline)', raw);

  const ratio = Object.fromEntries(
    PERIODS.map((p) => [
      `${p}d`,
      Math.round(((raw[`${p}d`]?.p95 ?? 0) / (rollups[`${p}d`]?.p95 ?? 1)) * 10) / 10,
    ]),
  );
  const pass = PERIODS.every((p) => (rollups[`${p}d`]?.p95 ?? Infinity) <= TARGET_P95_MS);
  console.log(
    JSON.stringify({
      bench: 'performance',
      clicks: Number(counts?.clicks),
      saleEvents: Number(counts?.sales),
      links: LINKS,
      days: DAYS,
      seedSeconds: seedS,
      requestsPerPeriod: REQUESTS,
      rollupsMs: rollups,
      rawMs: raw,
      baselineP95Ratio: ratio,
      targetP95Ms: TARGET_P95_MS,
      pass,
    }),
  );
  if (!pass) process.exitCode = 1;
}

await main();
