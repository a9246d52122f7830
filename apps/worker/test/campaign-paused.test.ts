import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createRedis, startQueuedRenders } from '@adreel/queue';
import { type Job, Queue } from 'bullmq';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_PAUSED_MESSAGE, SCRIPT_PAUSED_MESSAGE } from '../src/campaigns/hold-while-paused.ts';
import { createWorkerDeps, type WorkerDeps } from '../src/deps.ts';
import type { AnyJobHandler } from '../src/job.ts';
import { createHandlers } from '../src/jobs/index.ts';
import { claimPost } from '../src/publish/post-claim.ts';
import { newVideo, scratch, testPrefix, testWorkerEnv } from './render-support.ts';

// A paused campaign's item does not proceed (issue 33 item 4): the worker's jobs, as the worker
// registers them, read the pause from Postgres when they start and back off; resuming lets them go.
let t: TestDatabase;
let deps: WorkerDeps;
let handlers: AnyJobHandler[];
let dataDir = '';
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await scratch('paused');
  deps = createWorkerDeps(testWorkerEnv(t.url, prefix, dataDir), {
    db: t.db,
    connection: redis,
    logger: pino({ level: 'silent' }),
  });
  handlers = createHandlers(deps);
});
afterAll(async () => {
  await deps.producer.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const ctx = { job: { opts: { attempts: 1 }, attemptsMade: 0 } as unknown as Job, log: () => undefined };
const job = (name: string) => {
  const found = handlers.find((h) => h.name === name);
  if (!found) throw new Error(`no ${name} job`);
  return found;
};
const slots = () => ({ db: t.db, producer: deps.producer, notices: deps.notices, limit: 3 });

describe('a paused campaign', () => {
  it('holds its script, its render and its post until it is resumed', async () => {
    const user = await t.db.user.create({
      data: { name: 'P', email: `p-${randomUUID()}@example.com`, passwordHash: 'x' },
    });
    const campaign = await t.db.campaign.create({
      data: {
        userId: user.id,
        name: 'Paused',
        rhythm: {},
        channelIds: [],
        status: 'running',
        pausedAt: new Date(),
      },
    });
    const script = await t.db.script.create({
      data: { userId: user.id, source: 'url', sourceUrl: 'https://shop.example/p', status: 'pending' },
    });
    const rendering = await t.db.video.update({
      where: { id: (await newVideo(t.db)).id },
      data: { userId: user.id },
    });
    const queued = await t.db.video.update({
      where: { id: (await newVideo(t.db)).id },
      data: { userId: user.id, status: 'queued' },
    });
    await t.db.campaignItem.createMany({
      data: [
        { campaignId: campaign.id, position: 0, scriptId: script.id, status: 'writing' },
        { campaignId: campaign.id, position: 1, videoId: rendering.id, status: 'rendering' },
        { campaignId: campaign.id, position: 2, videoId: queued.id, status: 'rendering' },
      ],
    });
    const post = await t.db.post.create({
      data: {
        userId: user.id,
        campaignId: campaign.id,
        platform: 'youtube',
        caption: 'c',
        scheduledAt: new Date(Date.now() - 60_000),
      },
    });

    // The script is not written: it waits, says why, and its job comes back later.
    expect(await job('generate-script').handle({ scriptId: script.id }, ctx)).toEqual({ paused: true });
    expect(await t.db.script.findUniqueOrThrow({ where: { id: script.id } })).toMatchObject({
      status: 'pending',
      message: SCRIPT_PAUSED_MESSAGE,
    });
    const scripts = new Queue('scripts', { connection: redis, prefix });
    const delayed = await scripts.getDelayed();
    expect(delayed.map((j) => j.data)).toEqual([{ scriptId: script.id }]);
    await scripts.close();

    // The render does not start: the video waits as queued, its slot free, and no queued one of the
    // paused campaign takes the slot.
    expect(await job('render-video').handle({ videoId: rendering.id }, ctx)).toEqual({ paused: true });
    expect(await t.db.video.findUniqueOrThrow({ where: { id: rendering.id } })).toMatchObject({
      status: 'queued',
      message: RENDER_PAUSED_MESSAGE,
      progress: 0,
    });
    expect(await t.db.video.findUniqueOrThrow({ where: { id: queued.id } })).toMatchObject({
      status: 'queued',
    });
    expect(await startQueuedRenders(slots(), user.id)).toEqual([]);

    // The due post is not taken.
    expect(await claimPost(t.db, post.id, new Date(), 60_000)).toEqual({ kind: 'skip' });
    expect((await t.db.post.findUniqueOrThrow({ where: { id: post.id } })).status).toBe('scheduled');

    // Resumed: the renders start and the post can be claimed.
    await t.db.campaign.update({ where: { id: campaign.id }, data: { pausedAt: null } });
    expect((await startQueuedRenders(slots(), user.id)).sort()).toEqual([rendering.id, queued.id].sort());
    expect(await claimPost(t.db, post.id, new Date(), 60_000)).toEqual({ kind: 'claimed' });
  });
});
