import { randomUUID } from 'node:crypto';
import { VIDEO_QUEUED_MESSAGE } from '@adreel/contracts';
import type { TestDatabase } from '@adreel/db/testing';
import { createProducer } from '@adreel/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { reconcileRenders } from '../src/render/reconciler.ts';
import { newVideo, startRenderWorker, waitFor } from './render-support.ts';

// Renders beyond a user's concurrent limit (QUOTA_CONCURRENT_RENDERS, 3 by default) wait as `queued`
// in Postgres; the worker starts them when a render of that user ends, and its sweep does so after a crash.
let h: Awaited<ReturnType<typeof startRenderWorker>>;
let t: TestDatabase;
let deps: WorkerDeps;

beforeAll(async () => {
  h = await startRenderWorker('slots');
  ({ t, deps } = h);
});
afterAll(() => h.close());

async function user() {
  return t.db.user.create({
    data: { name: 'Queue', email: `queue-${randomUUID()}@example.com`, passwordHash: 'x' },
  });
}

/** A video of the user: rendering (a slot taken) or waiting for a slot. */
async function video(userId: string, status: 'processing' | 'queued') {
  const v = await newVideo(t.db);
  return t.db.video.update({
    where: { id: v.id },
    data: { userId, status, ...(status === 'queued' ? { message: VIDEO_QUEUED_MESSAGE } : {}) },
  });
}

const completed = (id: string, what: string) =>
  waitFor(
    async () => {
      const v = await t.db.video.findUniqueOrThrow({ where: { id } });
      return v.status === 'completed' && v;
    },
    120_000,
    what,
  );

describe('queued renders', () => {
  it('start by themselves when a render of the same user ends', async () => {
    const owner = await user();
    // Three slots: one renders for real, two are held by renders running elsewhere.
    const rendering = await video(owner.id, 'processing');
    await video(owner.id, 'processing');
    await video(owner.id, 'processing');
    const waiting = await video(owner.id, 'queued');
    await h.producer.enqueue('renders', 'render-video', { videoId: rendering.id }, { jobId: rendering.id });

    await completed(rendering.id, 'the first render');
    // Its slot went to the queued video, which then rendered too, with no one asking.
    const next = await completed(waiting.id, 'the queued render');
    expect(next.progress).toBe(100);
    await t.db.video.deleteMany({ where: { userId: owner.id, status: 'processing' } });
  });

  it('are started by the reconciler when no render end announced the free slot (a killed worker)', async () => {
    // A queue no worker listens on, so the jobs stay where the sweep put them.
    const prefix = `${h.prefix}_idle`;
    const idle = new Queue('renders', { connection: h.redis, prefix });
    const producer = createProducer(h.redis, prefix);
    try {
      const owner = await user();
      const busy = await user();
      await video(owner.id, 'processing');
      const first = await video(owner.id, 'queued');
      const second = await video(owner.id, 'queued');
      const third = await video(owner.id, 'queued');
      for (let i = 0; i < 3; i++) await video(busy.id, 'processing');
      const stuck = await video(busy.id, 'queued');
      const noticed: string[] = [];
      const slots = {
        db: t.db,
        producer,
        notices: { video: async (id: string) => void noticed.push(id) },
        limit: deps.env.QUOTA_CONCURRENT_RENDERS,
      };

      const r = await reconcileRenders({ db: t.db, queue: idle, slots });
      // Two free slots of three: the two oldest waiting videos start, oldest first; a full user waits.
      expect(r.started).toEqual([first.id, second.id]);
      expect(noticed).toEqual([first.id, second.id]);
      const rows = await t.db.video.findMany({
        where: { id: { in: [first.id, second.id, third.id, stuck.id] } },
      });
      const status = Object.fromEntries(rows.map((v) => [v.id, v.status]));
      expect(status).toEqual({
        [first.id]: 'processing',
        [second.id]: 'processing',
        [third.id]: 'queued',
        [stuck.id]: 'queued',
      });
      // Queued at its fair place: the owner already has one render in flight, so rank 1 (render-fairness.test.ts).
      expect(await (await idle.getJob(first.id))?.getState()).toBe('prioritized');
      expect(await idle.getJob(third.id)).toBeUndefined();
      // Nothing more fits: a second sweep starts nothing.
      expect((await reconcileRenders({ db: t.db, queue: idle, slots })).started).toEqual([]);
    } finally {
      await producer.close();
      await idle.obliterate({ force: true });
      await idle.close();
      await t.db.video.deleteMany({ where: { status: { in: ['processing', 'queued'] } } });
    }
  });
});
