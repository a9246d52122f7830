import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { demoLandingUrl, demoProducts, startDemoShop } from '@adreel/demo-shop';
import { createSafeFetcher } from '@adreel/fetch';
import { createLocalStorage, type Storage } from '@adreel/storage';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { reviewSiteSourceUrl, screenshotSiteJob } from '../src/jobs/screenshot-site.ts';

let t: TestDatabase;
let shop: { origin: string; close(): Promise<void> };
let dir: string;
let storage: Storage;
const ctx = { job: {} as never, log: () => undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  shop = await startDemoShop({ port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'adreel-shot-'));
  storage = createLocalStorage(dir);
});
afterAll(async () => {
  await shop.close();
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

it('derives the page to clone from the DFY link without placeholders', () => {
  expect(reviewSiteSourceUrl('https://shop.example/landing/x#aff=AFFILIATE&cam=CAMPAIGNKEY')).toBe(
    'https://shop.example/landing/x',
  );
  expect(reviewSiteSourceUrl('https://shop.example/p?aff=AFFILIATE&ref=1')).toBe(
    'https://shop.example/p?ref=1',
  );
});

it('clones a review site that is not stored yet, then stores a Chromium JPEG screenshot', async () => {
  const product = demoProducts[0];
  if (!product) throw new Error('no demo product');
  const item = await t.db.dfyItem.create({
    data: {
      type: 'review_site',
      productName: product.name,
      url: `${demoLandingUrl(shop.origin, product.slug)}#aff=AFFILIATE&cam=CAMPAIGNKEY`,
      commentary: 'Look at this',
    },
  });
  const job = screenshotSiteJob({
    db: t.db,
    storage,
    fetcher: createSafeFetcher({ allowOrigins: [shop.origin] }),
  });
  await job.handle({ dfyItemId: item.id }, ctx);

  const row = await t.db.dfyItem.findUniqueOrThrow({ where: { id: item.id } });
  expect(row.siteFileLocation).toBe(`dfy/sites/${item.id}/index.html`);
  const html = (await storage.readBuffer(row.siteFileLocation ?? '')).toString('utf8');
  expect(html).toContain(product.name);
  expect(row.screenshotKey).toBe(`dfy/sites/${item.id}/screenshot.jpg`);
  const jpeg = await storage.readBuffer(row.screenshotKey ?? '');
  expect([jpeg[0], jpeg[1], jpeg[2]]).toEqual([0xff, 0xd8, 0xff]);
  expect(jpeg.length).toBeGreaterThan(5000);
}, 60_000);

it('skips an item that is not a review site', async () => {
  const item = await t.db.dfyItem.create({
    data: { type: 'video', productName: 'V', url: 'https://x.example/#aff=AFFILIATE', commentary: 'c' },
  });
  const job = screenshotSiteJob({ db: t.db, storage, fetcher: createSafeFetcher({ allowOrigins: [] }) });
  expect(await job.handle({ dfyItemId: item.id }, ctx)).toEqual({ skipped: true });
});
