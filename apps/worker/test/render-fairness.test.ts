import { randomUUID } from 'node:crypto';
import { VIDEO_QUEUED_MESSAGE } from '@adreel/contracts';
import { enqueueRender, startQueuedRenders } from '@adreel/queue';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slotDeps } from '../src/render/render-slots.ts';
import { newVideo, startRenderWorker, waitFor } from './render-support.ts';

// One real render worker (concurrency 1) and QUOTA_CONCURRENT_RENDERS = 3 (the default): user A's
// campaign of 20 renders takes A's three slots and waits as `queued` for the rest; user B's single
// video must start as soon as the worker is free, not after A's renders already in the queue.
let h: Awaited<ReturnType<typeof startRenderWorker>>;

beforeAll(async () => {
  h = await startRenderWorker('fairness');
});
afterAll(() => h.close());

async function user(name: string) {
  return h.t.db.user.create({
    data: { name, email: `${name}-${randomUUID()}@example.com`, passwordHash: 'x' },
  });
}

async function video(userId: string, status: 'processing' | 'queued') {
  const v = await newVideo(h.t.db);
  return h.t.db.video.update({
    where: { id: v.id },
    data: { userId, status, ...(status === 'queued' ? { message: VIDEO_QUEUED_MESSAGE } : {}) },
  });
}

describe('fair render queue', () => {
  it("starts another user's single render before the rest of a 20-render campaign", async () => {
    const starts: string[] = [];
    for (const w of h.workers) w.on('active', (job: Job) => starts.push(String(job.data.videoId)));
    const a = await user('campaigner');
    const b = await user('single');

    // A's campaign: 20 renders, all waiting; the slot feeder starts the three that fit.
    const campaign: string[] = [];
    for (let i = 0; i < 20; i++) campaign.push((await video(a.id, 'queued')).id);
    const startedA = await startQueuedRenders(slotDeps(h.deps), a.id);
    expect(startedA).toEqual(campaign.slice(0, 3));

    // B creates one video while A's first renders (the API's create path enqueues the same way).
    const single = await video(b.id, 'processing');
    await enqueueRender({ db: h.t.db, producer: h.producer }, single);

    await waitFor(
      async () => (await h.t.db.video.findUniqueOrThrow({ where: { id: single.id } })).status === 'completed',
      240_000,
      "B's render",
    );
    // A's first render was running when B asked; B's went next, ahead of A's queued second and third.
    expect(starts.slice(0, 2)).toEqual([campaign[0], single.id]);
    expect(starts.indexOf(single.id)).toBeLessThan(starts.indexOf(campaign[1] ?? ''));

    // The campaign goes on: A's first render's slot went to A's fourth video, none was lost.
    const a4 = await h.t.db.video.findUniqueOrThrow({ where: { id: campaign[3] ?? '' } });
    expect(['processing', 'completed']).toContain(a4.status);
    // Stop here: the rest of A's campaign is removed (the worker skips deleted videos).
    await h.t.db.video.deleteMany({ where: { userId: a.id } });
  });
});
