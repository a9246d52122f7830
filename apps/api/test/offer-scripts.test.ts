import { createOfflineScriptWriter } from '@adreel/ai';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import type { SafeFetcher } from '@adreel/fetch';
import type { Worker } from 'bullmq';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createWorkerDeps } from '../../worker/src/deps.ts';
import { loadWorkerEnv } from '../../worker/src/env.ts';
import { generateScriptJob } from '../../worker/src/jobs/generate-script.ts';
import { startWorkers } from '../../worker/src/runtime.ts';
import { UNKNOWN_LINK_MESSAGE, UNKNOWN_OFFER_MESSAGE } from '../src/modules/scripts/link-source.ts';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
let workers: Worker[] = [];
let ann: SignedInUser;
let bob: SignedInUser;
let publicUrl = '';
const fetched: string[] = [];
const PROMOLINK = 'https://www.digistore24.com/redir/410137/AFFILIATE/CAMPAIGNKEY';

/** Offers are products AdReel knows: any outbound request while writing their scripts fails the test. */
const noNetwork: SafeFetcher = {
  async fetch(url: string) {
    fetched.push(url);
    throw new Error(`no request may leave for an offer's script (asked for ${url})`);
  },
} as unknown as SafeFetcher;

beforeAll(async () => {
  h = await createHarness();
  publicUrl = h.deps.env.PUBLIC_URL;
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
  await h.t.db.offer.createMany({
    data: [
      {
        entryId: '51001',
        name: 'Sleep Reset Program',
        descriptionHtml:
          '<p>Fall asleep in minutes.</p><ul><li>7 audio sessions</li><li>A sleep diary</li></ul>',
        imageUrl: '/offer-images/3.jpg',
        category: 'Health',
        price: 37,
        currency: 'USD',
        affiliateLink: PROMOLINK,
      },
      {
        entryId: '51002',
        name: 'Bare Offer',
        descriptionHtml: '',
        price: 19,
        currency: 'EUR',
        affiliateLink: 'https://bare.example/offer#aff=AFFILIATE&cam=CAMPAIGNKEY',
      },
    ],
  });
  ann = await signUpAndIn(h, 'ann');
  bob = await signUpAndIn(h, 'bob');
  await saveConnection(h.t.db, digistoreAccountKey(ann.userId), {
    affiliateId: 'ann42',
    credentialsEnc: null,
    connectedAt: new Date(),
  });
});

afterAll(async () => {
  await Promise.all(workers.map((w) => w.close()));
  await h.close();
});

function start(user: SignedInUser, url: string) {
  return h.app.inject({
    method: 'POST',
    url: '/api/videos/generate-script',
    headers: user.auth,
    payload: { url },
  });
}

async function written(user: SignedInUser, url: string) {
  const res = await start(user, url);
  expect(res.statusCode, res.body).toBe(201);
  const { id } = res.json() as { id: string };
  for (let i = 0; i < 100; i += 1) {
    const row = await h.t.db.script.findUniqueOrThrow({ where: { id } });
    if (row.status === 'completed' || row.status === 'failed') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('script never settled');
}

it('writes a sandbox offer’s script from its catalog entry, without any request leaving', async () => {
  const pasted = 'https://www.digistore24.com/redir/410137/ann42/spring';
  const row = await written(ann, pasted);
  expect(row).toMatchObject({ status: 'completed', message: 'Script ready', writer: 'offline' });
  // The promolink as pasted (the user's affiliate ID and campaign), so the video made from it pays them.
  expect(row.sourceUrl).toBe(pasted);
  expect(row.product).toMatchObject({
    name: 'Sleep Reset Program',
    summary: 'Fall asleep in minutes.',
    features: ['7 audio sessions', 'A sleep diary'],
    price: 37,
    currency: 'USD',
    images: [`${publicUrl.replace(/\/+$/, '')}/offer-images/3.jpg`],
  });
  expect(JSON.stringify(row.content)).toContain('Sleep Reset Program');
  expect(fetched).toEqual([]);
});

it('resolves our own /go/ link to its offer inside AdReel, for its owner and for anyone else', async () => {
  const made = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: ann.auth,
    payload: {
      kind: 'promolink',
      sourceId: 'offer-1',
      targetUrl: 'https://www.digistore24.com/redir/410137/ann42/',
    },
  });
  expect(made.statusCode, made.body).toBe(200);
  const { code } = made.json() as { code: string };
  const goLink = `${publicUrl.replace(/\/+$/, '')}/go/${code}`;

  const own = await written(ann, goLink);
  expect(own).toMatchObject({
    status: 'completed',
    sourceUrl: 'https://www.digistore24.com/redir/410137/ann42/',
  });
  expect(own.product).toMatchObject({ name: 'Sleep Reset Program' });

  // Bob gets the product, never Ann's affiliate ID or link.
  const other = await written(bob, goLink);
  expect(other).toMatchObject({ status: 'completed' });
  expect(other.product).toMatchObject({ name: 'Sleep Reset Program' });
  expect(JSON.stringify(other)).not.toContain('ann42');
  expect(fetched).toEqual([]);
});

it('writes from what an offer has, and says so, when it has no description or image', async () => {
  const row = await written(ann, 'https://bare.example/offer#aff=ann42');
  expect(row).toMatchObject({ status: 'completed' });
  expect(row.message).toMatch(/no description or image in the catalog.*name and price/);
  expect(row.product).toMatchObject({ name: 'Bare Offer', price: 19, currency: 'EUR', images: [] });
  expect(fetched).toEqual([]);
});

it('answers a clear 404 for an unknown link code or a product outside the catalog', async () => {
  const unknownGo = await start(ann, `${publicUrl.replace(/\/+$/, '')}/go/nope123`);
  expect(unknownGo.statusCode).toBe(404);
  expect(unknownGo.json().message).toBe(UNKNOWN_LINK_MESSAGE);
  const unknownOffer = await start(ann, 'https://www.digistore24.com/redir/999999/ann42/');
  expect(unknownOffer.statusCode).toBe(404);
  expect(unknownOffer.json().message).toBe(UNKNOWN_OFFER_MESSAGE);
  expect(await h.t.db.script.count({ where: { status: 'pending' } })).toBe(0);
});
