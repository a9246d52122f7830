import { createOfflineScriptWriter } from '@adreel/ai';
import { type CampaignDto, campaignSchema, offersResponseSchema } from '@adreel/contracts';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { demoOffers } from '@adreel/demo-shop/demo-catalog';
import { digistoreAccountKey, importOffers } from '@adreel/digistore';
import type { SafeFetcher } from '@adreel/fetch';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorkerDeps } from '../../worker/src/deps.ts';
import { loadWorkerEnv } from '../../worker/src/env.ts';
import { generateScriptJob } from '../../worker/src/jobs/generate-script.ts';
import { startWorkers } from '../../worker/src/runtime.ts';
import { createChannel } from './fixtures.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Issue 33 item 1: a campaign over five marketplace offers (the best four by commission and one with
// no description or image) writes all five from the catalog, with no request leaving, then renders
// and schedules them; a failed item's Retry writes it again the same way.
let h: Harness;
let workers: Worker[] = [];
let user: SignedInUser;
const fetched: string[] = [];

const noNetwork: SafeFetcher = {
  async fetch(url: string) {
    fetched.push(url);
    throw new Error(`no request may leave for an offer's script (asked for ${url})`);
  },
} as unknown as SafeFetcher;

beforeAll(async () => {
  h = await createHarness({ QUOTA_CONCURRENT_RENDERS: '5', QUOTA_DAILY_RENDERS: '10' });
  const env = loadWorkerEnv({
    DATABASE_URL: h.t.url,
    QUEUE_PREFIX: h.queuePrefix,
    DATA_DIR: h.dataDir,
    ENCRYPTION_KEY: 'a'.repeat(64),
    LOG_LEVEL: 'silent',
  });
  const deps = createWorkerDeps(env, {
    db: h.t.db,
    connection: h.redis,
    producer: h.producer,
    fetcher: noNetwork,
  });
  workers = startWorkers({
    connection: h.redis,
    prefix: h.queuePrefix,
    handlers: [generateScriptJob(deps, createOfflineScriptWriter(), { fetchOfferPages: false })],
    concurrency: { scripts: 2 },
    logger: { info: () => {}, error: () => {} },
  });
  await importOffers(h.t.db, demoOffers());
  user = await signUpAndIn(h, 'offers-campaign');
  // Connected to the (sandbox) marketplace as "aff77": the offers list answers, links carry the ID.
  await saveConnection(h.t.db, digistoreAccountKey(user.userId), {
    affiliateId: 'aff77',
    credentialsEnc: 'v1:connected',
    connectedAt: new Date(),
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await h.close();
});

const send = (method: 'POST' | 'GET', url: string, payload?: object) =>
  h.app.inject({ method, url: `/api${url}`, headers: user.auth, ...(payload ? { payload } : {}) });

async function campaign(res: Awaited<ReturnType<typeof send>>, status = 200): Promise<CampaignDto> {
  expect(res.statusCode, res.body).toBe(status);
  return campaignSchema.parse(res.json());
}

/** Reads the campaign until every item has left "writing" (the script worker runs for real). */
async function settled(id: string): Promise<CampaignDto> {
  for (let i = 0; i < 300; i += 1) {
    const c = await campaign(await send('GET', `/campaigns/${id}`));
    if (c.items.every((item) => item.state !== 'writing')) return c;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the campaign’s scripts never settled');
}

it('writes, renders and schedules a campaign over five marketplace offers, and Retry writes a failed one again', async () => {
  const top = offersResponseSchema.parse(
    (await send('GET', '/digistore/offers?sort=commission&itemsPerPage=4')).json(),
  ).data;
  expect(top).toHaveLength(4);
  const bare = await h.t.db.offer.create({
    data: {
      entryId: 'bare-1',
      name: 'Quiet Mind Audio Course',
      descriptionHtml: '',
      price: 27,
      currency: 'USD',
      affiliateLink: 'https://www.digistore24.com/redir/999001/AFFILIATE/CAMPAIGNKEY',
    },
  });
  const names = [...top.map((o) => o.name), bare.name];
  const channel = await createChannel(h.t.db, user.userId, 'youtube');

  const created = await campaign(
    await send('POST', '/campaigns', {
      name: 'Top commissions',
      offerIds: [...top.map((o) => o.id), bare.id],
      productUrls: [],
      scriptIds: [],
      channelIds: [channel.id],
      rhythm: {
        times: ['09:00', '18:00'],
        weekdays: [],
        startDate: new Date().toISOString().slice(0, 10),
        timeZone: 'UTC',
      },
      settings: { template: 'offer' },
    }),
    201,
  );
  expect(created.items.map((i) => i.label)).toEqual(names);

  const written = await settled(created.id);
  expect(written.items.map((i) => [i.label, i.state, i.message ?? null])).toEqual(
    names.map((n, i) => [
      n,
      'ready',
      i === 4 ? expect.stringMatching(/no description or image/) : expect.anything(),
    ]),
  );
  const scripts = await h.t.db.script.findMany({
    where: { id: { in: written.items.map((i) => i.scriptId ?? '') } },
  });
  for (const [i, item] of written.items.entries()) {
    const script = scripts.find((s) => s.id === item.scriptId);
    expect(script?.product, item.label).toMatchObject({ name: names[i] });
    // The user's own promolink, so the videos pay them.
    expect(script?.sourceUrl).toMatch(/\/redir\/\d+\/aff77\b|#aff=aff77\b/);
    expect(JSON.stringify(script?.content)).toContain(names[i]);
  }
  expect(fetched).toEqual([]);

  // An item whose script failed (as every one did before: "the site could not be found") is written
  // again by Retry, from the catalog.
  const first = written.items[0];
  await h.t.db.script.update({
    where: { id: first?.scriptId ?? '' },
    data: { status: 'failed', message: 'The site www.digistore24.com could not be found.' },
  });
  const failed = await campaign(await send('GET', `/campaigns/${created.id}`));
  expect(failed.items[0]).toMatchObject({ state: 'failed', retryable: true });
  await campaign(await send('POST', `/campaigns/${created.id}/items/${first?.id}/retry`));
  const rewritten = await settled(created.id);
  expect(rewritten.items.map((i) => i.state)).toEqual(Array(5).fill('ready'));
  expect(fetched).toEqual([]);

  const launched = await campaign(await send('POST', `/campaigns/${created.id}/launch`));
  expect(launched.items.map((i) => i.state)).toEqual(Array(5).fill('rendering'));
  // The render itself is the worker's (covered by its own tests and e2e/offer-to-video.spec.ts):
  // here each video finishes as the worker leaves it.
  for (const item of launched.items) {
    await h.t.db.video.update({
      where: { id: item.videoId ?? '' },
      data: {
        status: 'completed',
        progress: 100,
        outputKey: `videos/${item.videoId}/video.mp4`,
        durationS: 12,
        sizeBytes: 2_000_000,
      },
    });
  }
  const scheduled = await campaign(await send('GET', `/campaigns/${created.id}`));
  expect(scheduled.items.map((i) => i.state)).toEqual(Array(5).fill('scheduled'));
  const posts = await h.t.db.post.findMany({ where: { campaignId: created.id } });
  expect(posts).toHaveLength(5);
  expect(new Set(posts.map((p) => p.scheduledAt.toISOString())).size).toBe(5);
});
