import { join } from 'node:path';
import type { TestDatabase } from '@adreel/db/testing';
import { createTestDatabase } from '@adreel/db/testing';
import {
  createPlatformClient,
  PLATFORMS,
  type Platform,
  type PlatformClient,
  STAND_IN_CLIENT,
  standInEndpoints,
} from '@adreel/publish';
import { startStandIns } from '@adreel/publish/stand-ins';
import { createRedis } from '@adreel/queue';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkerDeps } from '../src/deps.ts';
import { publishPostJob } from '../src/jobs/publish-post.ts';
import { recordPostNotices } from '../src/notifications/record.ts';
import {
  closePublishTest,
  finishedVideo,
  newPost,
  newUser,
  publishWorkerDeps,
  standInChannel,
} from './publish-support.ts';
import { scratch, testPrefix, testWorkerEnv } from './render-support.ts';

// Issue 33 item 5: a post that publishes or fails, and a campaign whose last post ended, leave one
// in-app notice each (and one e-mail), however often the job runs.
const prefix = testPrefix();
const redis = createRedis('redis://127.0.0.1:6379');
let t: TestDatabase;
let dir: string;
let deps: WorkerDeps;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let job: ReturnType<typeof publishPostJob>;
let mail: Queue;
const ctx = { job: {} as never, log: () => undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await scratch('notices');
  deps = publishWorkerDeps(testWorkerEnv(t.url, prefix, dir), t.db, redis, prefix, dir);
  stand = await startStandIns({
    dataDir: join(dir, 'stand-ins'),
    redirectUris: [],
    processingPolls: 1,
    ratePerMinute: 100_000,
  });
  const clients = Object.fromEntries(
    PLATFORMS.map((p) => [
      p,
      createPlatformClient(p, {
        ...STAND_IN_CLIENT,
        ...standInEndpoints(stand.base(p)),
        redirectUri: 'http://x/cb',
      }),
    ]),
  ) as Record<Platform, PlatformClient>;
  job = publishPostJob(deps, { clients, leaseMs: 5_000, pollIntervalMs: 10 });
  mail = new Queue('mail', { connection: redis, prefix });
});
afterAll(async () => {
  await mail.close();
  await closePublishTest({ deps, redis, prefix, stand, t, dir });
});

async function youtubePost(extra: { campaignId?: string; userId?: string } = {}) {
  const user = extra.userId ? { id: extra.userId } : await newUser(t.db);
  const channel =
    (await t.db.channel.findFirst({ where: { userId: user.id, platform: 'youtube' } })) ??
    (await standInChannel(t.db, stand.standIns, 'youtube', user.id));
  const video = await finishedVideo(t.db, deps.storage, user.id, 300_000);
  const post = await newPost(t.db, {
    userId: user.id,
    videoId: video.id,
    channelId: channel.id,
    platform: 'youtube',
    caption: 'Meet the calm lamp.\nIt glows.',
  });
  if (extra.campaignId)
    await t.db.post.update({ where: { id: post.id }, data: { campaignId: extra.campaignId } });
  return { user, channel, video, post };
}

const noticesOf = (userId: string) =>
  t.db.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
const mailsTo = async (email: string) =>
  (await mail.getJobs(['waiting', 'delayed', 'prioritized'])).filter((j) => j.data.to === email);

describe('notices from the publish job', () => {
  it('a published post writes one notice linking to its video, and one e-mail, even when the job runs twice', async () => {
    const { user, video, post } = await youtubePost();
    const owner = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await job.handle({ postId: post.id }, ctx)).toMatchObject({ status: 'published' });
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ skipped: true });

    const notices = await noticesOf(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'post_published',
      title: 'Posted to YouTube',
      postId: post.id,
      videoId: video.id,
      readAt: null,
    });
    expect(notices[0]?.body).toMatch(/^Your post “Meet the calm lamp\.” is live on YouTube/);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data.subject).toBe('AdReel: Posted to YouTube');
    expect(mails[0]?.data.text).toContain(`/video/${video.id}#post-${post.id}`);
  });

  it('a failed post writes one notice with the reason, even when the job runs twice; no e-mail when turned off', async () => {
    const { user, channel, post } = await youtubePost();
    await t.db.user.update({ where: { id: user.id }, data: { emailNotices: false } });
    await t.db.channel.update({ where: { id: channel.id }, data: { status: 'reconnect_needed' } });
    expect(await job.handle({ postId: post.id }, ctx)).toMatchObject({ status: 'failed' });
    expect(await job.handle({ postId: post.id }, ctx)).toEqual({ skipped: true });

    const notices = await noticesOf(user.id);
    expect(notices.map((n) => n.kind)).toEqual(['post_failed']);
    expect(notices[0]?.title).toBe('Post to YouTube failed');
    expect(notices[0]?.body).toContain('needs reconnecting');
    const owner = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await mailsTo(owner.email)).toHaveLength(0);
  });

  it('writing the same post’s notices again (a retried transaction) adds nothing', async () => {
    const { user, post } = await youtubePost();
    await t.db.post.update({ where: { id: post.id }, data: { status: 'published' } });
    const first = await t.db.$transaction((tx) => recordPostNotices(tx, post.id, 'published'));
    const again = await t.db.$transaction((tx) => recordPostNotices(tx, post.id, 'published'));
    expect(first).toHaveLength(1);
    expect(again).toEqual([]);
    expect(await t.db.notification.count({ where: { userId: user.id } })).toBe(1);
  });

  it('the campaign’s last post to end writes the campaign’s notice, once', async () => {
    const user = await newUser(t.db);
    const campaign = await t.db.campaign.create({
      data: { userId: user.id, name: 'Lamps week', rhythm: {}, channelIds: [], status: 'running' },
    });
    const a = await youtubePost({ userId: user.id, campaignId: campaign.id });
    const b = await youtubePost({ userId: user.id, campaignId: campaign.id });

    await job.handle({ postId: a.post.id }, ctx);
    expect((await noticesOf(user.id)).map((n) => n.kind)).toEqual(['post_published']);
    // The channel needs reconnecting by the time the second post is due: it fails, the last to end.
    await t.db.channel.update({ where: { id: b.channel.id }, data: { status: 'reconnect_needed' } });
    await job.handle({ postId: b.post.id }, ctx);
    await job.handle({ postId: b.post.id }, ctx);

    const notices = await noticesOf(user.id);
    expect(notices.map((n) => n.kind).sort()).toEqual(['campaign_finished', 'post_failed', 'post_published']);
    const done = notices.find((n) => n.kind === 'campaign_finished');
    expect(done).toMatchObject({
      title: 'Campaign “Lamps week” finished',
      body: '1 post published, 1 post failed.',
      campaignId: campaign.id,
      postId: null,
    });
  });
});
