import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import {
  createPlatformClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  STAND_IN_CLIENT,
  standInEndpoints,
} from '@adreel/publish';
import {
  CONTROL_SECRET_HEADER,
  createOwnMediaReader,
  inFlightPostVideo,
  startStandIns,
} from '@adreel/publish/stand-ins';
import { createRedis, postJobOptions } from '@adreel/queue';
import { parseEncryptionKey } from '@adreel/secret-box';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { publishPostJob } from '../src/jobs/publish-post.ts';
import { reconcilePosts } from '../src/publish/reconciler.ts';
import {
  closePublishTest,
  finishedVideo,
  newPost,
  newUser,
  publishWorkerDeps,
  standInChannel,
} from './publish-support.ts';
import { ENCRYPTION_KEY, scratch, testPrefix, testWorkerEnv } from './render-support.ts';

const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let dir: string;
let deps: WorkerDeps;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let job: ReturnType<typeof publishPostJob>;
let clients: Record<Platform, PlatformClient>;
let queue: Queue;
const ctx = { job: {} as never, log: () => undefined };
const LEASE = 5_000;
/** Posts whose video Instagram's stand-in looked up (after their signed link checked out). */
const mediaReads: string[] = [];
const controlSecret = 'publish-post-test-control-secret';

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await scratch('publish');
  const env = testWorkerEnv(t.url, prefix, dir);
  deps = publishWorkerDeps(env, t.db, redis, prefix, dir);
  // Instagram's stand-in reads video_url, the API's signed post media link, the way the stand-in
  // process does: signature checked with the same key, the post's video read from storage.
  stand = await startStandIns({
    dataDir: join(dir, 'stand-ins'),
    redirectUris: [],
    processingPolls: 1,
    controlSecret,
    ratePerMinute: 100_000,
    ownMedia: createOwnMediaReader({
      apiBase: `${env.PUBLIC_URL.replace(/\/+$/, '')}${env.API_PREFIX}`,
      encryptionKey: parseEncryptionKey(ENCRYPTION_KEY),
      videoKeyOf: async (postId) => {
        mediaReads.push(postId);
        return inFlightPostVideo(t.db)(postId);
      },
      storage: deps.storage,
    }),
  });
  clients = Object.fromEntries(
    PLATFORMS.map((p) => [
      p,
      createPlatformClient(p, {
        ...STAND_IN_CLIENT,
        ...standInEndpoints(stand.base(p)),
        redirectUri: 'http://x/cb',
      }),
    ]),
  ) as Record<Platform, PlatformClient>;
  job = publishPostJob(deps, { clients, leaseMs: LEASE, pollIntervalMs: 10 });
  queue = new Queue('publishing', { connection: redis, prefix });
});
afterAll(async () => {
  await queue.close();
  await closePublishTest({ deps, redis, prefix, stand, t, dir });
});

async function setup(platform: Platform) {
  const user = await newUser(t.db);
  const channel = await standInChannel(t.db, stand.standIns, platform, user.id);
  const video = await finishedVideo(t.db, deps.storage, user.id, 300_000);
  return { user, channel, video };
}

async function setupPost(platform: Platform) {
  const { user, channel, video } = await setup(platform);
  return newPost(t.db, { userId: user.id, videoId: video.id, channelId: channel.id, platform });
}

const plan = (platform: Platform, body: Record<string, unknown>) =>
  fetch(`${stand.base(platform)}/_control`, {
    method: 'POST',
    headers: { [CONTROL_SECRET_HEADER]: controlSecret },
    body: JSON.stringify(body),
  });

describe('publish-post', () => {
  it('publishes to TikTok and YouTube once, with the tracked link only where it is clickable', async () => {
    for (const platform of ['tiktok', 'youtube'] as const) {
      const { user, channel, video } = await setup(platform);
      const link = await t.db.trackedLink.create({
        data: {
          code: `Code${platform}1`,
          userId: user.id,
          sourceKind: 'post',
          sourceId: `${platform}/${channel.id}/x`,
          targetUrl: 'https://shop.example',
          campaignKey: `o_${platform}_Code${platform}1`,
        },
      });
      const post = await newPost(t.db, {
        userId: user.id,
        videoId: video.id,
        channelId: channel.id,
        platform,
      });
      await t.db.post.update({ where: { id: post.id }, data: { trackedLinkId: link.id } });
      const before = stand.standIns.posts(platform).length;

      expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
      const row = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
      expect(row.status).toBe('published');
      expect(row.platformUrl).toMatch(/^http/);
      expect(row.publishedAt).not.toBeNull();
      const posted = stand.standIns.posts(platform);
      expect(posted).toHaveLength(before + 1);
      const caption = `${posted.at(-1)?.caption ?? ''}`;
      expect(caption).toContain('Meet the calm lamp.');
      expect(caption).toContain('#calmlamp');
      expect(caption.includes(`/go/Code${platform}1`)).toBe(platform === 'youtube');
      // TikTok has no clickable link: its caption sends viewers to the link-in-bio page instead.
      expect(caption.endsWith('\n\nLink in bio')).toBe(platform === 'tiktok');

      // A second job for the same post (a duplicate, a reconciler) changes nothing.
      expect(await job.handle({ postId: post.id }, ctx)).toEqual({ skipped: true });
      expect(stand.standIns.posts(platform)).toHaveLength(before + 1);
    }
  });

  it('records the privacy YouTube answered, with its note, when it is not the one asked', async () => {
    const post = await setupPost('youtube');
    await t.db.post.update({ where: { id: post.id }, data: { privacy: 'public' } });
    // The client's read-back is tested against a locked server in @adreel/publish; here it answers so.
    const note = 'YouTube made this video private, not public: uploads are locked to private.';
    const youtube = clients.youtube;
    const locked = publishPostJob(deps, {
      clients: {
        youtube: {
          ...youtube,
          publish: async (a) => ({ ...(await youtube.publish(a)), privacy: 'private', note }),
        },
      },
      leaseMs: LEASE,
      pollIntervalMs: 10,
    });
    expect(await locked.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
    expect(await t.db.post.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({
      status: 'published',
      privacy: 'private',
      failureReason: note,
    });
  });

  it('publishes a Reel: Instagram fetches the video from a signed link to the post', async () => {
    const { user, channel, video } = await setup('instagram');
    const post = await newPost(t.db, {
      userId: user.id,
      videoId: video.id,
      channelId: channel.id,
      platform: 'instagram',
    });
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
    expect(mediaReads).toEqual([post.id]);
    expect(stand.standIns.posts('instagram').at(-1)?.bytes).toBe(300_000);
  });

  it('fails with a clear reason when the video was deleted or the channel disconnected', async () => {
    const { user, channel, video } = await setup('tiktok');
    const a = await newPost(t.db, {
      userId: user.id,
      videoId: video.id,
      channelId: channel.id,
      platform: 'tiktok',
    });
    const b = await newPost(t.db, {
      userId: user.id,
      videoId: video.id,
      channelId: channel.id,
      platform: 'tiktok',
    });
    await t.db.post.update({ where: { id: a.id }, data: { videoId: null } });
    await t.db.post.update({ where: { id: b.id }, data: { channelId: null } });
    await job.handle({ postId: a.id }, ctx);
    await job.handle({ postId: b.id }, ctx);
    const [ra, rb] = await Promise.all(
      [a, b].map((p) => t.db.post.findUniqueOrThrow({ where: { id: p.id } })),
    );
    expect(ra).toMatchObject({
      status: 'failed',
      failureReason: 'The video was deleted before it could be posted.',
    });
    expect(rb?.status).toBe('failed');
    expect(rb?.failureReason).toMatch(/channel was disconnected/);
  });

  it('waits out a rate limit (scheduled again, saying why, with a job) and fails on a rejection', async () => {
    const { user, channel, video } = await setup('tiktok');
    const post = await newPost(t.db, {
      userId: user.id,
      videoId: video.id,
      channelId: channel.id,
      platform: 'tiktok',
    });
    await plan('tiktok', { action: 'fail', op: 'init', kind: 'rate_limit' });
    const out = await job.handle({ postId: post.id }, ctx);
    expect(out).toMatchObject({ status: 'scheduled' });
    const row = await t.db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.status).toBe('scheduled');
    expect(row.failureReason).toMatch(
      /TikTok limits how often apps may post \(rate limit\); AdReel tries again in/,
    );
    expect(row.scheduledAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await queue.getJob(postJobOptions(row).jobId)).toBeDefined();

    const { user: u2, channel: c2, video: v2 } = await setup('tiktok');
    const bad = await newPost(t.db, { userId: u2.id, videoId: v2.id, channelId: c2.id, platform: 'tiktok' });
    await plan('tiktok', { action: 'fail', op: 'process', kind: 'reject' });
    await job.handle({ postId: bad.id }, ctx);
    const failed = await t.db.post.findUniqueOrThrow({ where: { id: bad.id } });
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(
      /^TikTok refused the post: TikTok did not publish the video: video_pull_failed/,
    );
  });

  it('leaves a post another worker holds alone, and takes it over once the lease ran out', async () => {
    const post = await setupPost('youtube');
    await t.db.post.update({ where: { id: post.id }, data: { status: 'uploading' } });
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ busy: true });
    await t.db
      .$executeRaw`UPDATE "Post" SET "updatedAt" = now() - interval '1 minute' WHERE id = ${post.id}::uuid`;
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ status: 'published' });
  });

  it('the reconciler queues due posts that have no job, once', async () => {
    const { user, channel, video } = await setup('instagram');
    const post = await newPost(t.db, {
      userId: user.id,
      videoId: video.id,
      channelId: channel.id,
      platform: 'instagram',
      scheduledAt: new Date(Date.now() - 120_000),
    });
    const first = await reconcilePosts({ db: t.db, queue, leaseMs: LEASE });
    expect(first.requeued).toContain(post.id);
    const second = await reconcilePosts({ db: t.db, queue, leaseMs: LEASE });
    expect(second.requeued).not.toContain(post.id);
  });
});
