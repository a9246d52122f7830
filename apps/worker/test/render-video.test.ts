import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { captionsKey } from '@adreel/contracts';
import type { TestDatabase } from '@adreel/db/testing';
import { ffprobe } from '@adreel/media';
import { defaultJobOptions, type Producer } from '@adreel/queue';
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { FAILED_MESSAGE } from '../src/jobs/render-video.ts';
import { GAVE_UP_MESSAGE, reconcileRenders } from '../src/render/reconciler.ts';
import { newVideo, SHORT_CONTENT, startRenderWorker, waitFor } from './render-support.ts';

const execFileAsync = promisify(execFile);

let h: Awaited<ReturnType<typeof startRenderWorker>>;
let t: TestDatabase;
let deps: WorkerDeps;
let producer: Producer;
let queue: Queue;

beforeAll(async () => {
  h = await startRenderWorker('render');
  ({ t, deps, producer, queue } = h);
});
afterAll(() => h.close());

async function renderAndWait(id: string) {
  const seen: number[] = [];
  await producer.enqueue('renders', 'render-video', { videoId: id }, { jobId: id });
  const row = await waitFor(
    async () => {
      const v = await t.db.video.findUniqueOrThrow({ where: { id } });
      seen.push(v.progress);
      return v.status !== 'processing' && v;
    },
    120_000,
    'the render',
  );
  return { row, seen };
}

describe('render-video job', () => {
  it('renders a 1080x1920 H.264/AAC MP4 and a JPEG into storage, with monotone progress', async () => {
    const video = await newVideo(t.db);
    const { row, seen } = await renderAndWait(video.id);
    expect(row).toMatchObject({
      status: 'completed',
      progress: 100,
      outputKey: `videos/${video.id}/video.mp4`,
      thumbnailKey: `videos/${video.id}/thumb.jpg`,
      error: null,
    });
    expect(row.renderMs).toBeGreaterThan(0);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]!);
    expect(new Set(seen).size).toBeGreaterThan(2);

    const file = join(h.dataDir, 'storage', `videos/${video.id}/video.mp4`);
    const probe = await ffprobe(file);
    const v = probe.streams.find((s) => s.codec_type === 'video');
    const a = probe.streams.find((s) => s.codec_type === 'audio');
    expect(v).toMatchObject({ codec_name: 'h264', width: 1080, height: 1920 });
    expect(v?.r_frame_rate).toBe('30/1');
    expect(a?.codec_name).toBe('aac');
    const duration = Number(probe.format.duration);
    // Two scenes of ~3 s (stretched to fit the voice) plus the 3 s end card.
    expect(duration).toBeGreaterThan(8);
    expect(duration).toBeLessThan(14);
    expect(row.durationS).toBeCloseTo(duration, 1);
    const thumb = await deps.storage.readBuffer(`videos/${video.id}/thumb.jpg`);
    expect(thumb.subarray(0, 2).toString('hex')).toBe('ffd8');
    // The stored bytes count against the owner's storage quota.
    const mp4 = await deps.storage.stat(`videos/${video.id}/video.mp4`);
    // The captions stay a download beside the video (issue 32), counted too.
    const srt = await deps.storage.readBuffer(captionsKey(video.id));
    expect(srt.toString('utf8')).toMatch(/^1\n00:00:0\d,\d{3} --> 00:00:\d{2},\d{3}\n\S/u);
    expect(row.sizeBytes).toBe((mp4?.size ?? 0) + thumb.length + srt.length);
    expect(row.sizeBytes).toBeGreaterThan(thumb.length);
    // Scratch space is gone.
    expect(await readdir(deps.tmpDir)).toEqual([]);
    console.log(`render: ${duration.toFixed(2)} s of video in ${row.renderMs} ms`);
  });

  it('a re-render of the same script re-uses cached stages and finishes faster', async () => {
    const first = await t.db.video.findFirstOrThrow({ where: { status: 'completed' } });
    const video = await newVideo(t.db);
    const { row } = await renderAndWait(video.id);
    expect(row.status).toBe('completed');
    // Postgres says completed a moment before BullMQ stores the job's return value.
    const result = await waitFor(
      async () => (await queue.getJob(video.id))?.returnvalue as { cacheHits: number } | null,
      10_000,
      'the job result',
    );
    // Voices, music, end card and both scene segments come from the cache.
    expect(result.cacheHits).toBeGreaterThanOrEqual(5);
    expect(row.renderMs ?? 0).toBeLessThan(first.renderMs ?? 0);
    console.log(`re-render: ${row.renderMs} ms (first ${first.renderMs} ms), ${result.cacheHits} cache hits`);
  });

  it('a video made again after a voice edit of its script re-encodes only the edited stretch of its audio', async () => {
    const user = await t.db.user.create({
      data: { name: 'Edit', email: `edit-${Date.now()}@example.com`, passwordHash: 'x' },
    });
    const script = await t.db.script.create({
      data: { userId: user.id, source: 'text', status: 'completed', progress: 100, message: 'x' },
    });
    // New words for this test (nothing cached), then one word of scene 1 changed: a new video row.
    const content = structuredClone(SHORT_CONTENT);
    content.reelScript.scenes[0]!.audio.voiceover = 'Meet the lamp for late readers.';
    content.reelScript.scenes[1]!.audio.voiceover = 'Bring it home this week.';
    const edited = structuredClone(content);
    edited.reelScript.scenes[0]!.audio.voiceover = 'Meet the lamp for night readers.';
    const packets = async (content: typeof SHORT_CONTENT) => {
      const video = await newVideo(t.db, content);
      await t.db.video.update({ where: { id: video.id }, data: { userId: user.id, scriptId: script.id } });
      expect((await renderAndWait(video.id)).row.status).toBe('completed');
      const file = join(h.dataDir, 'storage', `videos/${video.id}/video.mp4`);
      const { stdout } = await execFileAsync('ffprobe', [
        ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'packet=data_hash'],
        ...['-show_data_hash', 'md5', '-of', 'csv=p=0', file],
      ]);
      return stdout
        .trim()
        .split('\n')
        .map((l) => l.split(',').at(-1));
    };
    const first = await packets(content);
    const second = await packets(edited);
    expect(second).toHaveLength(first.length);
    // Scene 2 and the end card (the last ~4 s) are the first video's packets, byte for byte: the
    // worker passed the script as the mix's lineage and kept its gain; scene 1 was encoded again.
    const tail = 4 * (48_000 / 1024);
    expect(second.slice(-tail)).toEqual(first.slice(-tail));
    expect(second.slice(0, 40)).not.toEqual(first.slice(0, 40));
  });

  it('renders a done-for-you video (kind "dfy", no owner) the same way', async () => {
    const video = await newVideo(t.db);
    await t.db.video.update({ where: { id: video.id }, data: { kind: 'dfy', userId: null } });
    const { row } = await renderAndWait(video.id);
    expect(row).toMatchObject({ kind: 'dfy', userId: null, status: 'completed', progress: 100 });
    const probe = await ffprobe(join(h.dataDir, 'storage', `videos/${video.id}/video.mp4`));
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1080, height: 1920 });
    expect(await deps.storage.stat(`videos/${video.id}/thumb.jpg`)).toMatchObject({
      contentType: 'image/jpeg',
    });
  });

  it('a video deleted mid-render stops and leaves no files behind', async () => {
    // New words, so the voices are not cached and the render is still running when the row goes.
    const content = structuredClone(SHORT_CONTENT);
    content.reelScript.scenes[0]!.audio.voiceover = 'A brand new sentence nobody has rendered before today.';
    content.reelScript.scenes[1]!.audio.voiceover = 'And another fresh line to keep the worker busy.';
    const video = await newVideo(t.db, content);
    await producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
    await waitFor(
      async () => (await t.db.video.findUniqueOrThrow({ where: { id: video.id } })).progress > 0,
      60_000,
      'the render to start',
    );
    const gone = await t.db.video.deleteMany({ where: { id: video.id, status: 'processing' } });
    expect(gone.count).toBe(1);
    const job = await waitFor(
      async () => {
        const j = await queue.getJob(video.id);
        return j && (await j.isCompleted()) && j;
      },
      120_000,
      'the stopped render',
    );
    expect(job.returnvalue).toEqual({ skipped: true });
    expect(await deps.storage.list(`videos/${video.id}/`)).toEqual([]);
    expect(await readdir(deps.tmpDir)).toEqual([]);
  });

  it('skips a video already finished or deleted (nothing twice)', async () => {
    const done = await t.db.video.findFirstOrThrow({ where: { status: 'completed' } });
    await queue.add('render-video', { videoId: done.id }, { jobId: `again-${done.id}` });
    const job = await waitFor(
      async () => {
        const j = await queue.getJob(`again-${done.id}`);
        return j && (await j.isCompleted()) && j;
      },
      20_000,
      'the skip',
    );
    expect(job.returnvalue).toEqual({ skipped: true });
    const gone = '00000000-0000-4000-8000-000000000000';
    await producer.enqueue('renders', 'render-video', { videoId: gone }, { jobId: gone });
    const j2 = await waitFor(
      async () => {
        const j = await queue.getJob(gone);
        return j && (await j.isCompleted()) && j;
      },
      20_000,
      'the skip',
    );
    expect(j2.returnvalue).toEqual({ skipped: true });
  });

  it('marks the video failed with a clear message after the last attempt', async () => {
    const video = await t.db.video.create({
      data: { kind: 'user', status: 'processing', content: { not: 'a script' } },
    });
    await producer.enqueue('renders', 'render-video', { videoId: video.id }, { jobId: video.id });
    const row = await waitFor(
      async () => {
        const v = await t.db.video.findUniqueOrThrow({ where: { id: video.id } });
        return v.status === 'failed' && v;
      },
      20_000,
      'the failure',
    );
    expect(row.message).toBe(FAILED_MESSAGE);
    expect(row.error).toBe('INVALID_CONTENT');
  });

  it('renders in the look stored on the row: a 16:9 UGC video is 1920x1080', async () => {
    const video = await newVideo(t.db);
    await t.db.video.update({
      where: { id: video.id },
      data: { template: 'ugc', format: '16:9', captionStyle: 'box' },
    });
    const { row } = await renderAndWait(video.id);
    expect(row.status).toBe('completed');
    const probe = await ffprobe(join(h.dataDir, 'storage', `videos/${video.id}/video.mp4`));
    expect(probe.streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: 1920, height: 1080 });
  });
});

describe('render reconciler', () => {
  it('re-enqueues a processing video with no job, leaves live jobs alone, fails given-up ones', async () => {
    // A queue no worker listens on, so the jobs stay where the reconciler put them.
    const idle = new Queue('renders', { connection: h.redis, prefix: `${h.prefix}_idle` });
    try {
      const lost = await newVideo(t.db);
      const live = await newVideo(t.db);
      const gaveUp = await newVideo(t.db);
      const fresh = await newVideo(t.db);
      // BullMQ gives up on a job (as after too many stalls): fetch it by hand and fail its only attempt.
      await idle.add('render-video', { videoId: gaveUp.id }, { jobId: gaveUp.id, attempts: 1 });
      const manual = new Worker('renders', null, { connection: h.redis, prefix: `${h.prefix}_idle` });
      const taken = await manual.getNextJob('tok');
      await taken?.moveToFailed(new Error('job stalled more than allowable limit'), 'tok', false);
      await manual.close();
      expect(await (await idle.getJob(gaveUp.id))?.getState()).toBe('failed');
      await idle.add('render-video', { videoId: live.id }, { ...defaultJobOptions, jobId: live.id });
      await t.db.video.updateMany({
        where: { id: { in: [lost.id, live.id, gaveUp.id] } },
        data: { updatedAt: new Date(Date.now() - 5 * 60_000) },
      });
      expect(fresh.id).toBeTruthy();

      const r = await reconcileRenders({ db: t.db, queue: idle, graceMs: 60_000 });
      expect(r.requeued).toEqual([lost.id]);
      expect(r.failed).toEqual([gaveUp.id]);
      const job = await idle.getJob(lost.id);
      expect(job?.name).toBe('render-video');
      expect(job?.data).toEqual({ videoId: lost.id });
      expect(await job?.getState()).toBe('waiting');
      const failed = await t.db.video.findUniqueOrThrow({ where: { id: gaveUp.id } });
      expect(failed).toMatchObject({ status: 'failed', message: GAVE_UP_MESSAGE });
      // Running again changes nothing: the lost one now has a live job.
      expect(await reconcileRenders({ db: t.db, queue: idle, graceMs: 60_000 })).toEqual({
        requeued: [],
        failed: [],
        started: [],
      });
    } finally {
      await idle.obliterate({ force: true });
      await idle.close();
      await t.db.video.deleteMany({ where: { status: 'processing' } });
    }
  });
});

it('the shared content fixture is a valid script', () => {
  expect(SHORT_CONTENT.reelScript.scenes).toHaveLength(2);
});
