import { accountUsageResponseSchema, VIDEO_QUEUED_MESSAGE } from '@adreel/contracts';
import type { Prisma } from '@adreel/db';
import { startQueuedRenders } from '@adreel/queue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MB, quotaLimitsFromEnv, uuidv7 } from '../src/modules/quotas/rules.ts';
import { createQuotaService } from '../src/modules/quotas/service.ts';
import { LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, type Harness, multipartUpload, signUpAndIn } from './harness.ts';

// Two renders at once, three a day, 1 MB of storage per user.
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ QUOTA_CONCURRENT_RENDERS: '2', QUOTA_DAILY_RENDERS: '3', QUOTA_STORAGE_MB: '1' });
});
afterAll(async () => {
  await h.close();
});

const PAGE_URL = 'https://shop.example/offer';
const STORAGE_FULL =
  /^Your storage is full \([\d.]+ of 1 MB used(; this needs [\d.]+ MB)?\)\. Delete old videos, sites or uploads to free space\.$/;

async function account() {
  const { auth, userId } = await signUpAndIn(h, 'quota');
  const script = await h.t.db.script.create({
    data: {
      userId,
      source: 'text',
      sourceText: 'A lamp',
      status: 'completed',
      progress: 100,
      message: 'Script ready',
      content: LAMP_SCRIPT,
    },
  });
  return { auth, userId, scriptId: script.id };
}
type Account = Awaited<ReturnType<typeof account>>;

const createVideo = (a: Account) =>
  h.app.inject({
    method: 'POST',
    url: '/api/videos/create',
    headers: a.auth,
    payload: { scriptId: a.scriptId, content: LAMP_SCRIPT },
  });

/** What the video service inserts for a user render, for calling startRender directly. */
const userRender = (userId: string) => (tx: Prisma.TransactionClient) =>
  tx.video.create({ data: { userId, kind: 'user', status: 'processing', content: LAMP_SCRIPT } });

/** The quota service as the app builds it, on this harness's database, with its own clock. */
const quotaService = (now?: () => Date) =>
  createQuotaService({
    db: h.deps.db,
    storage: h.deps.storage,
    limits: quotaLimitsFromEnv(h.deps.env),
    caps: h.app.services.quotas.caps,
    now,
  });

async function usage(a: Account) {
  const res = await h.app.inject({ method: 'GET', url: '/api/account/usage', headers: a.auth });
  expect(res.statusCode).toBe(200);
  return accountUsageResponseSchema.parse(res.json());
}

/** Finishes every rendering video of the user, as the worker does (with the bytes it stored). */
async function finishRenders(userId: string, sizeBytes = 1000) {
  await h.t.db.video.updateMany({
    where: { userId, status: 'processing' },
    data: { status: 'completed', progress: 100, message: 'Video ready', sizeBytes },
  });
}

/** A page of about `bytes` bytes of plain ASCII HTML. */
const page = (bytes: number) => `<!doctype html><html><body><p>${'a'.repeat(bytes - 48)}</p></body></html>`;

const save = (a: Account, html: string, compress = false) =>
  h.app.inject({
    method: 'POST',
    url: '/api/api/save',
    headers: a.auth,
    payload: { html, url: PAGE_URL, compress },
  });

async function saveSite(a: Account, html: string) {
  const saved = await save(a, html);
  expect(saved.statusCode).toBe(200);
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/cloned-sites',
    headers: a.auth,
    payload: { link: PAGE_URL, fileLocation: saved.json().s3Url },
  });
  expect(created.statusCode).toBe(201);
  return created.json() as { id: string; file_location: string };
}

const publish = (a: Account, siteId: string) =>
  h.app.inject({
    method: 'POST',
    url: `/api/cloned-sites/${siteId}/publish`,
    headers: a.auth,
    payload: { banner: false },
  });

const png = (bytes: number) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(bytes - 8, 7)]);

function upload(a: Account, file: Buffer) {
  const body = multipartUpload(file);
  return h.app.inject({
    method: 'POST',
    url: '/api/traffic/uploads',
    headers: { ...a.auth, ...body.headers },
    payload: body.payload,
  });
}

describe('concurrent renders', () => {
  it('queues a third render while two are running (no refusal) and starts it when one ends', async () => {
    const a = await account();
    expect((await createVideo(a)).json().status).toBe('processing');
    expect((await createVideo(a)).json().status).toBe('processing');
    const third = await createVideo(a);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ status: 'queued', message: VIDEO_QUEUED_MESSAGE });
    expect(await usage(a)).toMatchObject({ rendersRunning: 2, rendersQueued: 1, rendersToday: 3 });
    // Postgres holds the wait: no job until a slot frees.
    const jobIds = async () => (await h.waitingJobs('renders')).map((j) => String(j.data.videoId));
    expect(await jobIds()).not.toContain(third.json().id);

    const one = await h.t.db.video.findFirstOrThrow({ where: { userId: a.userId, status: 'processing' } });
    await h.t.db.video.update({ where: { id: one.id }, data: { status: 'failed' } });
    // The worker's completion path (or its sweep) starts the waiting one; here the shared rule directly.
    const started = await startQueuedRenders(
      { db: h.t.db, producer: h.deps.producer, notices: { video: async () => {} }, limit: 2 },
      a.userId,
    );
    expect(started).toEqual([third.json().id]);
    expect(await jobIds()).toContain(third.json().id);
    expect(await usage(a)).toMatchObject({ rendersRunning: 2, rendersQueued: 0 });
  });

  it('a burst of parallel creates never passes the limit: two render, the rest wait, the daily limit refuses', async () => {
    const a = await account();
    const results = await Promise.all(Array.from({ length: 6 }, () => createVideo(a)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429]);
    for (const r of results.filter((r) => r.statusCode === 429))
      expect(r.json().message).toMatch(/^You have reached your limit of 3 videos in 24 hours\./);
    expect(await h.t.db.video.count({ where: { userId: a.userId, status: 'processing' } })).toBe(2);
    expect(await h.t.db.video.count({ where: { userId: a.userId, status: 'queued' } })).toBe(1);
    // Only the two rendering videos were given a job.
    const queued = (await h.waitingJobs('renders')).filter((j) =>
      results.some((r) => r.statusCode === 201 && r.json().id === j.data.videoId),
    );
    expect(queued).toHaveLength(2);
  });

  it('asking for more videos at once than the daily limit allows is refused with what to do', async () => {
    const a = await account();
    const quotas = quotaService();
    await expect(quotas.startRenders(a.userId, 4, async () => [])).rejects.toThrow(
      'You can start at most 3 videos at once; choose fewer than 4.',
    );
  });

  it('done-for-you renders (no owner) never count against anyone', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) {
      await h.t.db.video.create({
        data: { kind: 'dfy', userId: null, status: 'processing', content: LAMP_SCRIPT },
      });
    }
    expect((await createVideo(a)).statusCode).toBe(201);
    expect(await usage(a)).toMatchObject({ rendersRunning: 1, rendersToday: 1 });
  });
});

describe('daily renders', () => {
  it('refuses the fourth render in 24 hours and says when one frees up; deleting a video does not reset it', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) {
      expect((await createVideo(a)).statusCode).toBe(201);
      await finishRenders(a.userId);
    }
    const fourth = await createVideo(a);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toMatch(
      /^You have reached your limit of 3 videos in 24 hours\. You can start another in about 24 hours \(at \d\d:\d\d UTC\)\.$/,
    );
    expect(await usage(a)).toMatchObject({ rendersToday: 3, dailyRenderLimit: 3, rendersRunning: 0 });

    const first = await h.t.db.video.findFirstOrThrow({
      where: { userId: a.userId },
      orderBy: { createdAt: 'asc' },
    });
    const del = await h.app.inject({ method: 'DELETE', url: `/api/videos/${first.id}`, headers: a.auth });
    expect(del.statusCode).toBe(200);
    expect((await createVideo(a)).statusCode).toBe(429);
    expect((await usage(a)).rendersToday).toBe(3);

    // A day later the window has moved on: the same user may render again.
    const later = quotaService(() => new Date(Date.now() + DAY_MS + 60_000));
    expect((await later.usage(a.userId)).rendersToday).toBe(0);
    const row = await later.startRender(a.userId, userRender(a.userId));
    expect(row.userId).toBe(a.userId);
  });
});

describe('daily renders: the ledger', () => {
  it('lives in Postgres alone: no Redis key holds it, and deleting every video keeps the count', async () => {
    const a = await account();
    for (let i = 0; i < 3; i++) {
      expect((await createVideo(a)).statusCode).toBe(201);
      await finishRenders(a.userId);
    }
    for (const v of await h.t.db.video.findMany({ where: { userId: a.userId } })) {
      const del = await h.app.inject({ method: 'DELETE', url: `/api/videos/${v.id}`, headers: a.auth });
      expect(del.statusCode).toBe(200);
    }
    expect(await h.t.db.video.count({ where: { userId: a.userId } })).toBe(0);
    expect(await h.t.db.renderStart.count({ where: { userId: a.userId } })).toBe(3);
    // Nothing in Redis names this user, so losing Redis (FLUSHDB, a restart without persistence) loses nothing.
    expect(await h.redis.keys(`*${a.userId}*`)).toEqual([]);

    // A quota service built from Postgres alone sees and enforces the same three starts.
    const fresh = quotaService();
    expect((await fresh.usage(a.userId)).rendersToday).toBe(3);
    await expect(fresh.startRender(a.userId, userRender(a.userId))).rejects.toThrow(
      /^You have reached your limit of 3 videos in 24 hours\./,
    );
    expect((await createVideo(a)).statusCode).toBe(429);
    expect(await h.t.db.video.count({ where: { userId: a.userId } })).toBe(0);
  });

  it('goes with the account: deleting the user removes its ledger rows', async () => {
    const a = await account();
    expect((await createVideo(a)).statusCode).toBe(201);
    expect(await h.t.db.renderStart.count({ where: { userId: a.userId } })).toBe(1);
    await h.t.db.user.delete({ where: { id: a.userId } });
    expect(await h.t.db.renderStart.count({ where: { userId: a.userId } })).toBe(0);
  });
});

describe('storage', () => {
  it('a saved site counts its stored bytes; past 1 MB a save answers 429 and stores nothing', async () => {
    const a = await account();
    const site = await saveSite(a, page(600_000));
    const row = await h.t.db.clonedSite.findUniqueOrThrow({ where: { id: site.id } });
    expect(row.sizeBytes).toBe((await h.deps.storage.stat(site.file_location))?.size);
    expect(row.sizeBytes).toBe(600_000);
    expect((await usage(a)).storageBytes).toBe(600_000);

    const refused = await save(a, page(600_000));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(STORAGE_FULL);
    expect(refused.json().message).toContain('(0.6 of 1 MB used; this needs 0.6 MB)');
    expect(await h.deps.storage.list(`sites/${a.userId}/`)).toHaveLength(1);

    // Deleting the site frees its bytes.
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/api/cloned-sites/${site.id}`,
      headers: a.auth,
    });
    expect(del.statusCode).toBe(200);
    expect((await usage(a)).storageBytes).toBe(0);
    expect((await save(a, page(600_000))).statusCode).toBe(200);
  });

  it('a compressed save counts the compressed bytes it stores', async () => {
    const a = await account();
    const saved = await save(a, page(900_000), true);
    expect(saved.statusCode).toBe(200);
    const stored = await h.deps.storage.stat(`${saved.json().s3Url}.gz`);
    expect(stored?.size).toBeLessThan(50_000);
    expect((await usage(a)).storageBytes).toBe(stored?.size);
  });

  it('a saved page not yet recorded counts, so repeated saves cannot fill the disk; stale ones are cleared', async () => {
    const a = await account();
    expect((await save(a, page(600_000))).statusCode).toBe(200);
    expect((await usage(a)).storageBytes).toBe(600_000);
    expect((await save(a, page(600_000))).statusCode).toBe(429);

    // A page saved two hours ago and never recorded can no longer be recorded: the next save removes it.
    const b = await account();
    const stale = `sites/${b.userId}/${uuidv7(Date.now() - 2 * 3600_000)}/index.html`;
    await h.deps.storage.put(stale, Buffer.alloc(900_000, 97), 'text/html; charset=utf-8');
    expect((await save(b, page(600_000))).statusCode).toBe(200);
    expect(await h.deps.storage.stat(stale)).toBeNull();
    expect((await usage(b)).storageBytes).toBe(600_000);
  });

  it('publishing adds the published copy to the site bytes, and is refused when it does not fit', async () => {
    const a = await account();
    const site = await saveSite(a, page(300_000));
    const published = await publish(a, site.id);
    expect(published.statusCode).toBe(200);
    const copy = await h.deps.storage.stat(`sites/${a.userId}/${site.id}/published.html`);
    const row = await h.t.db.clonedSite.findUniqueOrThrow({ where: { id: site.id } });
    expect(row.sizeBytes).toBe(300_000 + (copy?.size ?? 0));
    expect(copy?.size).toBeGreaterThan(290_000);

    const big = await saveSite(a, page(350_000));
    const refused = await publish(a, big.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(STORAGE_FULL);
    expect(await h.deps.storage.stat(`sites/${a.userId}/${big.id}/published.html`)).toBeNull();
  });

  it('an upload that does not fit answers 429 and leaves no file or row', async () => {
    const a = await account();
    const first = await upload(a, png(700_000));
    expect(first.statusCode).toBe(201);
    expect((await usage(a)).storageBytes).toBe(700_000);
    const second = await upload(a, png(400_000));
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toMatch(STORAGE_FULL);
    expect(second.json().message).toContain('(0.7 of 1 MB used; this needs 0.4 MB)');
    expect(await h.t.db.upload.count({ where: { userId: a.userId } })).toBe(1);
    expect(await h.deps.storage.list(`uploads/${a.userId}/`)).toHaveLength(1);
  });

  it('parallel uploads whose total passes the quota never store more than it', async () => {
    const a = await account();
    // Eight at once, 300 KB each, against 1 MB: three fit, whichever order they arrive in.
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(a, png(300_000))));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const stored = await h.t.db.upload.aggregate({ where: { userId: a.userId }, _sum: { size: true } });
    expect(Number(stored._sum.size)).toBe(900_000);
    expect(Number(stored._sum.size)).toBeLessThanOrEqual(MB);
    expect(await h.deps.storage.list(`uploads/${a.userId}/`)).toHaveLength(3);
    // Every reservation was given back once its row counted the bytes (or the upload was refused).
    expect(await h.t.db.storageReservation.count({ where: { userId: a.userId } })).toBe(0);
    expect((await usage(a)).storageBytes).toBe(900_000);
  });

  it('a done-for-you site copy is refused when it does not fit', async () => {
    const a = await account();
    await h.t.db.upload.create({
      data: {
        userId: a.userId,
        kind: 'image',
        key: `uploads/${a.userId}/x.png`,
        mimeType: 'image/png',
        size: 800_000,
      },
    });
    const item = await h.t.db.dfyItem.create({
      data: {
        type: 'review_site',
        productName: 'Lamp',
        url: 'https://shop.example/lamp',
        commentary: 'c',
        siteFileLocation: 'dfy/quota-test/index.html',
      },
    });
    await h.deps.storage.put(
      'dfy/quota-test/index.html',
      Buffer.from(page(300_000)),
      'text/html; charset=utf-8',
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/dfy/review-sites/${item.id}/clone`,
      headers: a.auth,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(STORAGE_FULL);
    expect(await h.deps.storage.list(`sites/${a.userId}/`)).toEqual([]);
  });

  it('rendered videos count, and a full storage refuses new renders', async () => {
    const a = await account();
    expect((await createVideo(a)).statusCode).toBe(201);
    await finishRenders(a.userId, MB);
    expect((await usage(a)).storageBytes).toBe(MB);
    const res = await createVideo(a);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(
      'Your storage is full (1 of 1 MB used). Delete old videos, sites or uploads to free space.',
    );
    expect(await h.t.db.video.count({ where: { userId: a.userId } })).toBe(1);
  });
});

describe('GET /account/usage', () => {
  it('answers the limits and the caller’s own usage; 401 without a token', async () => {
    const a = await account();
    expect(await usage(a)).toEqual({
      storageBytes: 0,
      storageLimitBytes: MB,
      rendersToday: 0,
      dailyRenderLimit: 3,
      rendersRunning: 0,
      rendersQueued: 0,
      concurrentRenderLimit: 2,
      scheduledPosts: 0,
      scheduledPostLimit: 500,
      runningCampaignLimit: 10,
      translationsPerVideoLimit: 8,
      translationsToday: 0,
      dailyTranslationLimit: 30,
      scriptsToday: 1,
      dailyScriptLimit: 200,
    });
    expect((await createVideo(a)).statusCode).toBe(201);
    expect((await upload(a, png(1000))).statusCode).toBe(201);
    expect(await usage(a)).toMatchObject({ storageBytes: 1000, rendersToday: 1, rendersRunning: 1 });
    expect((await h.app.inject({ method: 'GET', url: '/api/account/usage' })).statusCode).toBe(401);
  });

  it('one user at every limit never affects another', async () => {
    const full = await account();
    expect((await createVideo(full)).statusCode).toBe(201);
    expect((await createVideo(full)).statusCode).toBe(201);
    expect((await upload(full, png(900_000))).statusCode).toBe(201);
    expect((await createVideo(full)).json().status).toBe('queued');
    expect((await createVideo(full)).statusCode).toBe(429);
    expect((await upload(full, png(200_000))).statusCode).toBe(429);

    const other = await account();
    expect(await usage(other)).toMatchObject({ storageBytes: 0, rendersToday: 0, rendersRunning: 0 });
    // Another user's waiting render never queues this one's.
    expect((await createVideo(other)).json().status).toBe('processing');
    expect((await createVideo(other)).json().status).toBe('processing');
    expect((await upload(other, png(900_000))).statusCode).toBe(201);
    expect((await save(other, page(50_000))).statusCode).toBe(200);
    expect(await usage(other)).toMatchObject({ storageBytes: 950_000, rendersToday: 2, rendersRunning: 2 });
    expect(await usage(full)).toMatchObject({
      storageBytes: 900_000,
      rendersToday: 3,
      rendersRunning: 2,
      rendersQueued: 1,
    });
  });
});
