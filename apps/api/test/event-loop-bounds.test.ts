import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

/**
 * Issue 31 items 2 and 6: no handler does work that grows with a date, count or page a request names.
 * Every route that takes one is sent its worst allowed value and a few refused ones while /healthz is
 * asked over real HTTP; the longest /healthz answer meanwhile is compared with the longest during plain
 * requests in the same run. The factor is generous (a busy machine is slow, a blocked loop was 5 s and
 * more); the planner's own work is counted, independent of load, in contracts' campaign-schedule.test.ts.
 */

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const instant = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString();
/** Six posts a day, the most a rhythm holds, in the zone furthest ahead of UTC. */
const rhythm = (startDate: string, weekdays: number[] = []) => ({
  times: ['00:05', '04:00', '09:00', '13:30', '18:00', '23:55'],
  weekdays,
  startDate,
  timeZone: 'Pacific/Kiritimati',
});
const OUTSIDE_WINDOW =
  /Start the rhythm within 365 days: pick a start date from \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d/;
const LONG_FRACTION = `2026-06-01T00:00:00.${'1'.repeat(100_000)}Z`;

let h: Harness;
let origin = '';
let user: SignedInUser;
let channelId = '';

beforeAll(async () => {
  h = await createHarness({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  user = await signUpAndIn(h, 'bounds');
  const data = { userId: user.userId, platform: 'youtube', accountId: randomUUID(), accountName: 'yt' };
  channelId = (await h.t.db.channel.create({ data: { ...data, accessTokenEnc: 'v1:x', scopes: [] } })).id;
});
afterAll(async () => {
  await h?.close();
});

/** The longest /healthz round trip over HTTP while `work` runs; at least one overlaps it. */
async function longestHealthzDuring(work: () => Promise<void>): Promise<number> {
  let running = true;
  let longest = 0;
  const poll = (async () => {
    do {
      const started = performance.now();
      const answered = await fetch(`${origin}/healthz`).then(
        (res) => res.text().then(() => res.ok),
        () => false,
      );
      longest = answered ? Math.max(longest, performance.now() - started) : Number.POSITIVE_INFINITY;
    } while (running && longest < Number.POSITIVE_INFINITY);
  })();
  try {
    await work();
  } finally {
    running = false;
    await poll;
  }
  return longest;
}

interface Probe {
  name: string;
  request: InjectOptions;
  status: number;
  message?: RegExp;
}

const get = (url: string) => ({ method: 'GET' as const, url });
const campaignBody = (startDate: string, weekdays?: number[]) => ({
  name: 'Bounds',
  productUrls: ['https://shop.example/bounds'],
  channelIds: [channelId],
  rhythm: rhythm(startDate, weekdays),
});

function probes(campaignId: string): Probe[] {
  const postCampaign = (startDate: string, weekdays?: number[]) => ({
    method: 'POST' as const,
    url: '/api/campaigns',
    payload: campaignBody(startDate, weekdays),
  });
  const patchCampaign = (startDate: string, weekdays?: number[]) => ({
    method: 'PATCH' as const,
    url: `/api/campaigns/${campaignId}`,
    payload: { rhythm: rhythm(startDate, weekdays) },
  });
  const refusedStarts = ['1900-01-01', '0100-01-01', day(-2), day(366), '9999-12-31'];
  return [
    // Campaigns: the earliest and latest start dates allowed, one weekday or all, six times a day.
    { name: 'POST campaign from yesterday, Wednesdays', request: postCampaign(day(-1), [3]), status: 201 },
    { name: 'POST campaign a year ahead', request: postCampaign(day(365)), status: 201 },
    ...refusedStarts.map((d) => ({
      name: `POST campaign from ${d}`,
      request: postCampaign(d, [3]),
      status: 400,
      message: OUTSIDE_WINDOW,
    })),
    { name: 'PATCH campaign from yesterday', request: patchCampaign(day(-1), [0]), status: 200 },
    ...refusedStarts.map((d) => ({
      name: `PATCH campaign from ${d}`,
      request: patchCampaign(d),
      status: 400,
      message: OUTSIDE_WINDOW,
    })),
    // Performance: per-day buckets for the longest period allowed; longer or absurd ones refused.
    {
      name: 'performance, 366 days',
      request: get(`/api/performance?from=${day(-365)}&to=${day(0)}`),
      status: 200,
    },
    {
      name: 'performance sales, 366 days',
      request: get(`/api/performance/sales?from=${day(-365)}&to=${day(0)}`),
      status: 200,
    },
    {
      name: 'performance 1900–9999',
      request: get('/api/performance?from=1900-01-01&to=9999-12-31'),
      status: 400,
      message: /at most 366 days/,
    },
    {
      name: 'performance in year 0',
      request: get('/api/performance/sales?from=0000-01-01&to=0000-12-31'),
      status: 400,
      message: /pick a year from 1900 to 9999/,
    },
    // The posts calendar: the longest period allowed, longer ones, year 0 and endless fractions refused.
    {
      name: 'posts, 400 days',
      request: get(`/api/posts?from=${instant(-200)}&to=${instant(200)}`),
      status: 200,
    },
    {
      name: 'posts 1900–9999',
      request: get('/api/posts?from=1900-01-01T00:00:00Z&to=9999-12-31T23:59:59Z'),
      status: 400,
      message: /at most 400 days/,
    },
    {
      name: 'posts in year 0',
      request: get('/api/posts?from=0000-01-01T00:00:00Z&to=0000-02-01T00:00:00Z'),
      status: 400,
      message: /Pick a year from 1900 to 9999/,
    },
    {
      name: 'posts from a 100,000-digit fraction',
      request: get(`/api/posts?from=${LONG_FRACTION}`),
      status: 400,
      message: /at most 9 digits after the seconds/,
    },
    {
      name: 'post scheduled at a 100,000-digit fraction',
      request: {
        method: 'POST',
        url: '/api/posts',
        payload: { videoId: randomUUID(), scheduledAt: LONG_FRACTION, posts: [{ channelId, caption: 'x' }] },
      },
      status: 400,
      message: /at most 9 digits after the seconds/,
    },
    {
      name: 'post moved to year 0',
      request: {
        method: 'PATCH',
        url: `/api/posts/${randomUUID()}`,
        payload: { scheduledAt: '0000-01-01T00:00:00Z' },
      },
      status: 400,
      message: /Pick a year from 1900 to 9999/,
    },
    // Pages: the last page there could be is an empty page, answered at once.
    {
      name: 'DFY page 2^53 − 1',
      request: get('/api/videos/dfy-videos?page=9007199254740991&limit=100'),
      status: 200,
    },
    {
      name: 'offers page 2^53 − 1',
      request: get('/api/digistore/offers?page=9007199254740991&itemsPerPage=100'),
      status: 200,
    },
    {
      name: 'DFY page 1e300',
      request: get('/api/videos/dfy-videos?page=1e300'),
      status: 400,
      message: /page/,
    },
  ];
}

describe('work bounded by what a request may name', () => {
  it('answers the worst allowed input, refuses the rest with a clear 400, and /healthz keeps answering', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: user.auth,
      payload: campaignBody(day(0)),
    });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as string;
    const list = probes(campaignId);
    const send = (request: InjectOptions) =>
      h.app.inject({ ...request, headers: { ...request.headers, ...user.auth } });

    // Plain requests first: what a /healthz answer takes on this machine right now (after one round that
    // opens the connection and loads the HTTP client).
    await longestHealthzDuring(() => send(get(`/api/campaigns/${campaignId}`)).then(() => undefined));
    const baseline = await longestHealthzDuring(async () => {
      for (let i = 0; i < list.length; i++) await send(get(`/api/campaigns/${campaignId}`));
    });

    const stalls: { name: string; longest: number }[] = [];
    const wrong: string[] = [];
    for (const probe of list) {
      let res: Awaited<ReturnType<typeof send>> | undefined;
      const longest = await longestHealthzDuring(async () => {
        res = await send(probe.request);
      });
      stalls.push({ name: probe.name, longest });
      const message = String(res?.json().message);
      if (res?.statusCode !== probe.status || (probe.message && !probe.message.test(message))) {
        wrong.push(`${probe.name}: ${res?.statusCode} ${message.slice(0, 200)}`);
      }
    }

    const limit = Math.max(10 * baseline, 500);
    const worst = stalls.reduce((a, b) => (b.longest > a.longest ? b : a));
    console.info(
      `/healthz: ${baseline.toFixed(0)} ms at most beside plain requests, ${worst.longest.toFixed(0)} ms beside ${worst.name}`,
    );
    const slow = stalls.filter((s) => s.longest > limit).map((s) => `${s.name}: ${s.longest.toFixed(0)} ms`);
    expect({ wrong, slow }, `/healthz limit ${limit.toFixed(0)} ms`).toEqual({ wrong: [], slow: [] });

    // Nothing half-written: the refused requests made no campaign and left the rhythm as PATCHed.
    expect(await h.t.db.campaign.count({ where: { userId: user.userId } })).toBe(3);
    const campaign = await send(get(`/api/campaigns/${campaignId}`));
    expect(campaign.json().rhythm).toEqual(rhythm(day(-1), [0]));
  });
});
