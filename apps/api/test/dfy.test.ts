import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createOfflineScriptWriter } from '@adreel/ai';
import { saveConnection } from '@adreel/db/marketplace-accounts';
import { demoProducts } from '@adreel/demo-shop';
import { demoProductAsProduct, seedDemoDfy } from '@adreel/demo-shop/demo-dfy';
import { digistoreAccountKey } from '@adreel/digistore';
import { createDfyReviewSite, createDfyVideo } from '@adreel/operator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, uniqueEmail } from './harness.ts';

let h: Harness;
let auth: Record<string, string>;
let userId: string;
const SHOP = 'http://127.0.0.1:4999';

beforeAll(async () => {
  h = await createHarness();
  const user = await h.t.db.user.create({
    data: { name: 'D', email: uniqueEmail('dfy'), passwordHash: 'x' },
  });
  userId = user.id;
  await saveConnection(h.t.db, digistoreAccountKey(userId), {
    affiliateId: 'ann42',
    credentialsEnc: null,
    connectedAt: new Date(),
  });
  auth = { authorization: `Bearer ${await h.app.services.auth.tokens.issue(user)}` };
});
afterAll(async () => h.close());

const get = (url: string, headers = auth) => h.app.inject({ method: 'GET', url, headers });

describe('done-for-you operator commands and seed', () => {
  it('creates a kind "dfy" video with its item and queues its render', async () => {
    const product = demoProductAsProduct(SHOP, demoProducts[0] ?? (undefined as never));
    const content = await createOfflineScriptWriter().fromProduct(product);
    const { item, video } = await createDfyVideo(h.deps, {
      productName: product.name,
      url: product.url ?? '',
      content,
      product,
    });
    expect(item.url).toBe(`${product.url}#aff=AFFILIATE&cam=CAMPAIGNKEY`);
    const row = await h.t.db.video.findUniqueOrThrow({ where: { id: video.id } });
    expect(row).toMatchObject({ kind: 'dfy', userId: null, status: 'processing' });
    const jobs = await h.waitingJobs('renders');
    expect(jobs).toContainEqual({ name: 'render-video', data: { videoId: video.id } });
  });

  it('`pnpm dfy:add --script <file>` run as a command stores the item and queues its render', async () => {
    const product = demoProductAsProduct(SHOP, demoProducts[1] ?? (undefined as never));
    const content = await createOfflineScriptWriter().fromProduct(product);
    const file = join(h.dataDir, 'dfy-script.json');
    await writeFile(file, JSON.stringify({ productName: 'Operator Pick', url: product.url, content }));
    const root = join(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(
      join(root, 'node_modules/.bin/tsx'),
      ['apps/api/scripts/add-dfy.ts', 'video', '--script', file],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: h.t.url, QUEUE_PREFIX: h.queuePrefix, DATA_DIR: h.dataDir },
      },
    );
    const item = await h.t.db.dfyItem.findFirstOrThrow({ where: { productName: 'Operator Pick' } });
    expect(stdout).toContain(`DFY video ${item.id}`);
    expect(item).toMatchObject({ type: 'video', url: `${product.url}#aff=AFFILIATE&cam=CAMPAIGNKEY` });
    const video = await h.t.db.video.findUniqueOrThrow({ where: { id: item.videoId ?? '' } });
    expect(video).toMatchObject({ kind: 'dfy', userId: null, status: 'processing' });
    expect(await h.waitingJobs('renders')).toContainEqual({
      name: 'render-video',
      data: { videoId: video.id },
    });
  }, 60_000);

  it('seeds demo videos and review sites once, queuing renders and site jobs', async () => {
    await seedDemoDfy(h.deps, SHOP, () => undefined);
    const counts = async () => [
      await h.t.db.dfyItem.count({ where: { type: 'video' } }),
      await h.t.db.dfyItem.count({ where: { type: 'review_site' } }),
    ];
    const first = await counts();
    expect(first[0]).toBe(demoProducts.length);
    expect(first[1]).toBeGreaterThanOrEqual(4);
    await seedDemoDfy(h.deps, SHOP, () => undefined);
    expect(await counts()).toEqual(first);
    const siteJobs = await h.waitingJobs('sites');
    expect(siteJobs.filter((j) => j.name === 'screenshot-site').length).toBe(first[1]);
  });
});

describe('GET /videos/dfy-videos', () => {
  it('pages videos 12 at a time with meta, newest first, with the AFFILIATE placeholder', async () => {
    const total = await h.t.db.dfyItem.count({ where: { type: 'video' } });
    for (let i = total; i < 14; i += 1) {
      await h.t.db.dfyItem.create({
        data: {
          type: 'video',
          productName: `Extra ${i}`,
          url: `https://x.example/${i}#aff=AFFILIATE&cam=CAMPAIGNKEY`,
          commentary: 'c',
        },
      });
    }
    const res = await get('/api/videos/dfy-videos?page=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(12);
    expect(body.meta).toEqual({ page: 1, lastPage: 2, total: 14 });
    const item = body.data[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'id',
        'created_at',
        'video_url',
        'url',
        'product_name',
        'affiliate_link',
        'script',
      ]),
    );
    expect(item.url).toContain('AFFILIATE');
    expect(typeof item.script.content.commentary).toBe('string');
    const page2 = (await get('/api/videos/dfy-videos?page=2')).json();
    expect(page2.data).toHaveLength(2);
    const seen = new Set([...body.data, ...page2.data].map((d: { id: string }) => d.id));
    expect(seen.size).toBe(14);
    expect((await get('/api/videos/dfy-videos?page=2&limit=5')).json().meta).toEqual({
      page: 2,
      lastPage: 3,
      total: 14,
    });
  });

  it('gives video_url only once the render completed, and serves it with ranges', async () => {
    const item = await h.t.db.dfyItem.findFirstOrThrow({ where: { type: 'video', videoId: { not: null } } });
    const videoId = item.videoId ?? '';
    const before = (await get('/api/videos/dfy-videos?limit=100'))
      .json()
      .data.find((d: { id: string }) => d.id === item.id);
    expect(before.video_url).toBeNull();
    await h.deps.storage.put(`videos/${videoId}/video.mp4`, Buffer.from('0123456789'), 'video/mp4');
    await h.t.db.video.update({
      where: { id: videoId },
      data: { status: 'completed', outputKey: `videos/${videoId}/video.mp4` },
    });
    const after = (await get('/api/videos/dfy-videos?limit=100'))
      .json()
      .data.find((d: { id: string }) => d.id === item.id);
    expect(after.video_url).toBe(`/api/dfy/media/${item.id}/video.mp4`);
    const part = await h.app.inject({ method: 'GET', url: after.video_url, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('0123');
  });

  it('lists review sites 10 at a time with a thumbnail once the screenshot exists', async () => {
    const res = await get('/api/videos/dfy-videos?type=review_site');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.length).toBeLessThanOrEqual(10);
    expect(body.data[0].thumbnail_url).toBeNull();
    expect(body.data.every((d: { video_url: null }) => d.video_url === null)).toBe(true);
  });

  it('refuses bad paging with 400 and no token with 401', async () => {
    expect((await get('/api/videos/dfy-videos?page=0')).statusCode).toBe(400);
    expect((await get('/api/videos/dfy-videos?type=poem')).statusCode).toBe(400);
    expect((await get('/api/videos/dfy-videos', {})).statusCode).toBe(401);
  });
});

describe('POST /dfy/review-sites/:id/clone', () => {
  it("copies the stored site into the user's space with their affiliate link applied", async () => {
    const site = await createDfyReviewSite(h.deps, {
      productName: 'Shop',
      url: 'https://shop.example/landing/a',
      commentary: 'c',
    });
    const pending = await h.app.inject({
      method: 'POST',
      url: `/api/dfy/review-sites/${site.id}/clone`,
      headers: auth,
    });
    expect(pending.statusCode).toBe(409);
    const key = `dfy/sites/${site.id}/index.html`;
    await h.deps.storage.put(
      key,
      Buffer.from(
        '<html><body><h1>Review</h1><a href="https://shop.example/checkout/a">Buy now</a></body></html>',
      ),
      'text/html',
    );
    await h.t.db.dfyItem.update({ where: { id: site.id }, data: { siteFileLocation: key } });
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/dfy/review-sites/${site.id}/clone`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const { link, fileLocation } = res.json();
    expect(link).toBe('https://shop.example/landing/a#aff=ann42');
    expect(fileLocation).toMatch(new RegExp(`^sites/${userId}/[0-9a-f-]{36}/index\\.html$`));
    const html = (await h.deps.storage.readBuffer(fileLocation)).toString('utf8');
    expect(html).toContain('href="https://shop.example/landing/a#aff=ann42"');
    const served = await h.app.inject({ method: 'GET', url: `/api/dfy/media/${site.id}/index.html` });
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('answers 404 for a video item or an unknown id', async () => {
    const video = await h.t.db.dfyItem.findFirstOrThrow({ where: { type: 'video' } });
    expect(
      (await h.app.inject({ method: 'POST', url: `/api/dfy/review-sites/${video.id}/clone`, headers: auth }))
        .statusCode,
    ).toBe(404);
  });
});
