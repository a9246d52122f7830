import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import {
  createUploadPostClient,
  KEY_REFUSED,
  type Platform,
  UPLOAD_POST_STAND_IN_PROFILE,
  type UploadPostClient,
  uploadPostAccountId,
  uploadPostConfigFromEnv,
} from '@adreel/publish';
import { CONTROL_SECRET_HEADER, startStandIns } from '@adreel/publish/stand-ins';
import { createRedis } from '@adreel/queue';
import { encryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { publishPostJob } from '../src/jobs/publish-post.ts';
import {
  closePublishTest,
  fakeMp4,
  finishedVideo,
  newPost,
  newUser,
  publishWorkerDeps,
} from './publish-support.ts';
import { ENCRYPTION_KEY, scratch, testPrefix, testWorkerEnv } from './render-support.ts';

// Issue 32 item 1: posts on Upload-Post channels go through the Upload-Post client (against its
// stand-in): once each, resumed by polling, waiting on 429 and on the profile's daily cap.
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
const controlSecret = 'upload-post-worker-control-secret';
let t: TestDatabase;
let dir: string;
let deps: WorkerDeps;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let client: UploadPostClient;
let job: ReturnType<typeof publishPostJob>;
const ctx = { job: {} as never, log: () => undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await scratch('publish-upload-post');
  deps = publishWorkerDeps(testWorkerEnv(t.url, prefix, dir), t.db, redis, prefix, dir);
  stand = await startStandIns({
    dataDir: join(dir, 'stand-ins'),
    redirectUris: [],
    controlSecret,
    ratePerMinute: 100_000,
  });
  const config = uploadPostConfigFromEnv({}, stand.origin);
  if (!config) throw new Error('no stand-in config');
  client = createUploadPostClient(config);
  job = publishPostJob(deps, { clients: {}, uploadPost: client, pollIntervalMs: 10 });
});
afterAll(async () => {
  await closePublishTest({ deps, redis, prefix, stand, t, dir });
});

async function setupPost(platform: Platform, profile = UPLOAD_POST_STAND_IN_PROFILE) {
  const user = await newUser(t.db);
  const channel = await t.db.channel.create({
    data: {
      userId: user.id,
      platform,
      route: 'upload_post',
      accountId: uploadPostAccountId(profile),
      accountName: `${profile} via Upload-Post`,
      accessTokenEnc: encryptSecret('upload-post', parseEncryptionKey(ENCRYPTION_KEY)),
      scopes: [],
    },
  });
  const video = await finishedVideo(t.db, deps.storage, user.id, 200_000);
  const post = await newPost(t.db, { userId: user.id, videoId: video.id, channelId: channel.id, platform });
  return { user, channel, video, post };
}

const plan = (body: Record<string, unknown>) =>
  fetch(`${stand.origin}/upload-post/_control`, {
    method: 'POST',
    headers: { [CONTROL_SECRET_HEADER]: controlSecret },
    body: JSON.stringify(body),
  });

describe('publish-post through Upload-Post', () => {
  it('publishes to TikTok, YouTube and Instagram once each and keeps each link', async () => {
    for (const platform of ['tiktok', 'youtube', 'instagram'] as const) {
      const { post } = await setupPost(platform);
      const before = stand.standIns.uploadPost.requests.size;
      expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
      const row = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
      expect(row.platformUrl).toMatch(new RegExp(`/upload-post/p/${platform}/`));
      expect(row.platformPostId).toBeTruthy();
      expect(row.uploadSession).toMatchObject({ via: 'upload-post', requestId: post.id, phase: 'sent' });
      const sent = stand.standIns.uploadPost.requests.get(post.id);
      expect(sent?.bytes).toBe(200_000);
      expect(Object.keys(sent?.results ?? {})).toEqual([platform]);
      // Done is done: the job again sends nothing.
      await job.handle({ postId: post.id }, ctx);
      expect(stand.standIns.uploadPost.requests.size).toBe(before + 1);
    }
  });

  it('a retried post whose upload reached Upload-Post resumes by polling, never sending twice', async () => {
    const { post } = await setupPost('youtube');
    // The first attempt sent the file and died before writing 'sent'.
    await client.upload({
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['youtube'],
      title: 'Meet the calm lamp.',
      requestId: post.id,
      idempotencyKey: post.id,
      video: { bytes: fakeMp4(1000), filename: 'a.mp4', contentType: 'video/mp4' },
    });
    await t.db.post.update({
      where: { id: post.id },
      data: { uploadSession: { via: 'upload-post', requestId: post.id, phase: 'sending' } },
    });
    const before = stand.standIns.uploadPost.requests.size;
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
    expect(stand.standIns.uploadPost.requests.size).toBe(before);
    expect(stand.standIns.uploadPost.requests.get(post.id)?.bytes).toBe(1000);
  });

  it('a 429 reschedules the post with the reason, a refusal inside the status fails it', async () => {
    await plan({ action: 'fail', op: 'upload', kind: 'rate_limit' });
    const { post } = await setupPost('tiktok');
    const waited = await job.handle({ postId: post.id }, ctx);
    expect(waited).toMatchObject({ status: 'scheduled' });
    const row = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.status).toBe('scheduled');
    expect(row.failureReason).toMatch(/rate limit/);
    expect(row.scheduledAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    await plan({ action: 'fail', op: 'status', kind: 'reject' });
    const refused = await setupPost('instagram');
    expect(await job.handle({ postId: refused.post.id }, ctx)).toMatchObject({ status: 'failed' });
    const failed = await t.db.post.findUniqueOrThrow({ where: { id: refused.post.id } });
    expect(failed.failureReason).toMatch(/Instagram refused the video/);
  });

  it('waits when the profile used its daily cap, before anything is sent', async () => {
    const profile = 'capped-profile';
    const { post } = await setupPost('youtube', profile);
    const other = await setupPost('youtube', profile);
    for (let i = 0; i < 10; i += 1)
      await t.db.post.create({
        data: {
          userId: other.user.id,
          channelId: other.channel.id,
          platform: 'youtube',
          caption: 'earlier',
          scheduledAt: new Date(),
          startedAt: new Date(Date.now() - (i + 1) * 3_600_000),
          status: 'published',
        },
      });
    const before = stand.standIns.uploadPost.requests.size;
    expect(await job.handle({ postId: post.id }, ctx)).toMatchObject({ status: 'scheduled' });
    const row = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.failureReason).toMatch(/quota/);
    // The oldest of the ten (10 h ago) leaves the window in 14 h.
    expect(Math.round((row.scheduledAt.getTime() - Date.now()) / 3_600_000)).toBe(14);
    expect(stand.standIns.uploadPost.requests.size).toBe(before);
  });

  it('"theirs": hands a scheduled post to Upload-Post at once, then finds its link after its time', async () => {
    const { post } = await setupPost('tiktok');
    const at = new Date(Date.now() + 2 * 3_600_000);
    await t.db.post.update({ where: { id: post.id }, data: { scheduleBy: 'upload_post', scheduledAt: at } });
    const before = stand.standIns.uploadPost.requests.size;

    // Long before its time the worker claims it and sends it with scheduled_date.
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({
      status: 'scheduled',
      message: 'Scheduled at Upload-Post',
    });
    const handed = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(handed).toMatchObject({ status: 'scheduled', scheduledAt: at, platformUrl: null });
    expect(handed.handedOverAt).not.toBeNull();
    const session = handed.uploadSession as { jobId?: string; requestId?: string };
    expect(session).toMatchObject({ via: 'upload-post', requestId: post.id, phase: 'sent' });
    expect(session.jobId).toBeTruthy();
    expect(stand.standIns.uploadPost.requests.get(post.id)?.scheduledFor).toBe(at.getTime());
    expect(await client.status(session.jobId as string, 'job')).toMatchObject({ status: 'pending' });
    // Its look-up job waits until a minute after its time.
    const queue = new Queue('publishing', { connection: redis, prefix });
    const lookUp = (await queue.getDelayed()).find((j) => j.data.postId === post.id);
    await queue.close();
    expect((lookUp?.timestamp ?? 0) + (lookUp?.delay ?? 0)).toBeGreaterThanOrEqual(at.getTime() + 60_000);

    // Before its time, a job for the post finds nothing to do (no second upload).
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ skipped: true });
    expect(stand.standIns.uploadPost.requests.size).toBe(before + 1);

    // Its time comes: Upload-Post runs the job, and the worker asks for the link by the job_id.
    await plan({ action: 'run-scheduled' });
    const later = publishPostJob(deps, {
      clients: {},
      uploadPost: client,
      pollIntervalMs: 10,
      now: () => new Date(at.getTime() + 61_000),
    });
    expect(await later.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
    const done = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(done.platformUrl).toMatch(/\/upload-post\/p\/tiktok\//);
    expect(stand.standIns.uploadPost.requests.size).toBe(before + 1);
  });

  it('a refused key fails the post and says reconnect', async () => {
    const revoked = createUploadPostClient({ ...client.config, apiKey: 'revoked-key' });
    const refusing = publishPostJob(deps, { clients: {}, uploadPost: revoked, pollIntervalMs: 10 });
    const { post, channel } = await setupPost('tiktok');
    expect(await refusing.handle({ postId: post.id }, ctx)).toMatchObject({ status: 'failed' });
    const row = await t.db.channel.findUniqueOrThrow({ where: { id: channel.id } });
    expect(row.status).toBe('reconnect_needed');
    expect(row.lastError).toContain(KEY_REFUSED);
  });
});
