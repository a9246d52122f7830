import { join } from 'node:path';
import {
  channelListResponseSchema,
  channelPostOptionsSchema,
  channelReadinessResponseSchema,
  composeResponseSchema,
  testConnectionResponseSchema,
} from '@adreel/contracts';
import {
  createUploadPostClient,
  KEY_REFUSED,
  UPLOAD_POST_STAND_IN_PROFILE,
  uploadPostConfigFromEnv,
} from '@adreel/publish';
import { startStandIns } from '@adreel/publish/stand-ins';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAMP_SCRIPT } from './fixtures.ts';
import { createHarness, freePort, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

// Issue 32 items 1 and 7: Upload-Post as a channel route in demo mode (its stand-in beside the API, in
// the stand-ins' own server), readiness per platform, Test connection, and the unsigned webhook.
let h: Harness;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let ann: SignedInUser;

const send = (user: SignedInUser, method: 'POST' | 'GET', url: string, payload?: unknown) =>
  h.app.inject({ method, url, headers: user.auth, ...(payload ? { payload } : {}) });

async function readiness(user: SignedInUser) {
  const res = await getAs(h, user, '/api/channels/readiness');
  expect(res.statusCode).toBe(200);
  return channelReadinessResponseSchema.parse(res.json());
}

beforeAll(async () => {
  const port = await freePort();
  h = await createHarness({ STAND_INS_PORT: String(port) });
  stand = await startStandIns({ port, dataDir: join(h.dataDir, 'stand-ins'), redirectUris: [] });
  ann = await signUpAndIn(h);
});
afterAll(async () => {
  await stand.close();
  await h.close();
});

/** Ann's channel on the Upload-Post route for one platform (connected in the first describe). */
const uploadPostChannel = (platform: 'tiktok' | 'youtube') =>
  h.deps.db.channel.findFirstOrThrow({ where: { userId: ann.userId, route: 'upload_post', platform } });

/** A finished video of Ann's to publish (its file is never read: nothing here reaches the worker). */
const finishedVideo = () =>
  h.deps.db.video.create({
    data: {
      userId: ann.userId,
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
      product: { name: 'Calm Lamp' },
      url: 'https://shop.example/lamp',
      outputKey: 'videos/x/video.mp4',
      durationS: 20,
    },
  });

describe('Upload-Post channels (demo: the stand-in)', () => {
  it('readiness names each route, what it does and what is missing', async () => {
    const r = await readiness(ann);
    expect(r.uploadPost).toMatchObject({
      available: true,
      standIn: true,
      standInProfile: UPLOAD_POST_STAND_IN_PROFILE,
    });
    const tiktok = r.platforms.find((p) => p.platform === 'tiktok');
    expect(tiktok?.recommended).toBe('upload_post');
    expect(tiktok?.routes.find((x) => x.route === 'upload_post')?.behaviour).toMatch(
      /nothing is posted for real/,
    );
    expect(tiktok?.routes.find((x) => x.route === 'own_app')?.missing).toEqual([
      'TIKTOK_CLIENT_KEY',
      'TIKTOK_CLIENT_SECRET',
    ]);
    expect(r.uploadPost.caps).toEqual([]);
  });

  it('connects a profile per platform, refuses an unknown one, and shows the caps', async () => {
    const unknown = await send(ann, 'POST', '/api/channels/upload-post', {
      profile: 'nobody',
      platforms: ['tiktok'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/no profile "nobody"/);
    const bad = await send(ann, 'POST', '/api/channels/upload-post', { profile: 'a b', platforms: [] });
    expect(bad.statusCode).toBe(400);
    const ok = await send(ann, 'POST', '/api/channels/upload-post', {
      profile: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['tiktok', 'youtube', 'instagram'],
    });
    expect(ok.statusCode).toBe(200);
    const list = channelListResponseSchema.parse((await getAs(h, ann, '/api/channels')).json());
    expect(list.channels.map((c) => [c.platform, c.route]).sort()).toEqual([
      ['instagram', 'upload_post'],
      ['tiktok', 'upload_post'],
      ['youtube', 'upload_post'],
    ]);
    const caps = (await readiness(ann)).uploadPost.caps;
    expect(caps.map((c) => [c.platform, c.remaining]).sort()).toEqual([
      ['instagram', 50],
      ['tiktok', 15],
      ['youtube', 10],
    ]);
    const tiktok = list.channels.find((c) => c.platform === 'tiktok');
    const options = channelPostOptionsSchema.parse(
      (await getAs(h, ann, `/api/channels/${tiktok?.id}/post-options`)).json(),
    );
    expect(options.privacyLevels).toContain('PUBLIC_TO_EVERYONE');
    expect(options.notes.join(' ')).toMatch(/15 of 15 TikTok posts left/);
  });

  it('Test connection asks Upload-Post, for the route and for a channel', async () => {
    const route = testConnectionResponseSchema.parse(
      (await send(ann, 'POST', '/api/channels/test-connection', { route: 'upload_post' })).json(),
    );
    expect(route).toMatchObject({ ok: true });
    expect(route.message).toMatch(/stand-in: nothing is posted for real/);
    const list = channelListResponseSchema.parse((await getAs(h, ann, '/api/channels')).json());
    const channel = await send(ann, 'POST', '/api/channels/test-connection', {
      channelId: list.channels[0]?.id,
    });
    expect(testConnectionResponseSchema.parse(channel.json()).ok).toBe(true);
  });

  it('the webhook needs its secret, re-checks the status, and a repeat changes nothing', async () => {
    const { webhookUrl } = (await readiness(ann)).uploadPost;
    expect(webhookUrl).toMatch(/\/channels\/upload-post\/webhook\/[0-9a-f]{40}$/);
    const path = new URL(webhookUrl as string).pathname;
    const db = h.deps.db;
    const channel = await db.channel.findFirstOrThrow({
      where: { route: 'upload_post', platform: 'youtube' },
    });
    const post = await db.post.create({
      data: {
        userId: channel.userId,
        channelId: channel.id,
        platform: 'youtube',
        caption: 'Sun lamp',
        scheduledAt: new Date(),
        startedAt: new Date(),
        status: 'processing',
      },
    });
    await db.post.update({
      where: { id: post.id },
      data: { uploadSession: { via: 'upload-post', requestId: post.id, phase: 'sent' } },
    });
    const config = uploadPostConfigFromEnv({}, stand.origin);
    if (!config) throw new Error('no config');
    const client = createUploadPostClient(config);
    const mp4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom'), Buffer.alloc(1000)]);
    await client.upload({
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['youtube'],
      title: 'Sun lamp',
      requestId: post.id,
      idempotencyKey: post.id,
      video: { bytes: mp4, filename: 'a.mp4', contentType: 'video/mp4' },
    });

    const wrong = await h.app.inject({
      method: 'POST',
      url: `${path.slice(0, -4)}0000`,
      payload: { request_id: post.id },
    });
    expect(wrong.statusCode).toBe(404);
    // Still processing at Upload-Post: whatever the body claims, nothing is written.
    const lying = {
      request_id: post.id,
      status: 'completed',
      results: [{ platform: 'youtube', url: 'https://evil.example' }],
    };
    const early = await h.app.inject({ method: 'POST', url: path, payload: lying });
    expect(early.json()).toEqual({ received: true, updated: 0 });
    const done = await h.app.inject({ method: 'POST', url: path, payload: lying });
    expect(done.json()).toEqual({ received: true, updated: 1 });
    const row = await db.post.findUniqueOrThrow({ where: { id: post.id } });
    expect(row.status).toBe('published');
    expect(row.platformUrl).toMatch(/\/upload-post\/p\/youtube\//);
    const again = await h.app.inject({ method: 'POST', url: path, payload: lying });
    expect(again.json()).toEqual({ received: true, updated: 0 });
    // A used post counts against today's cap.
    const caps = (await readiness(ann)).uploadPost.caps;
    expect(caps.find((c) => c.platform === 'youtube')).toMatchObject({ used: 1, remaining: 9 });
  });

  it('the Publish dialog shows the posts left per channel and a used-up cap refuses the channel', async () => {
    const db = h.deps.db;
    const youtube = await uploadPostChannel('youtube');
    const video = await finishedVideo();
    const compose = async () =>
      composeResponseSchema.parse((await getAs(h, ann, `/api/posts/compose?videoId=${video.id}`)).json());
    const before = await compose();
    expect(before.channels.find((c) => c.platform === 'tiktok')?.uploadPostCap).toEqual({
      cap: 15,
      remaining: 15,
      nextFreeAt: null,
    });
    expect(before.channels.find((c) => c.platform === 'youtube')?.uploadPostCap).toMatchObject({
      cap: 10,
      remaining: 9,
    });
    // Nine more YouTube posts through the profile today: its cap of 10 is used up.
    const startedAt = new Date();
    await db.post.createMany({
      data: Array.from({ length: 9 }, () => ({
        userId: ann.userId,
        channelId: youtube.id,
        platform: 'youtube',
        caption: 'Sun lamp',
        scheduledAt: startedAt,
        startedAt,
        status: 'published',
      })),
    });
    const full = (await compose()).channels.find((c) => c.platform === 'youtube')?.uploadPostCap;
    expect(full).toMatchObject({ cap: 10, remaining: 0 });
    const freeAt = Date.parse(full?.nextFreeAt ?? '');
    expect(freeAt).toBeGreaterThan(Date.now());

    const body = (scheduledAt: string | null) => ({
      videoId: video.id,
      scheduledAt,
      posts: [
        { channelId: youtube.id, caption: 'Sun lamp', hashtags: [], title: 'Sun lamp', privacy: 'public' },
      ],
    });
    const now = await send(ann, 'POST', '/api/posts', body(null));
    expect(now.statusCode).toBe(400);
    expect(now.json().message).toBe(
      `${youtube.accountName}: No YouTube posts left at Upload-Post: its cap is 10 YouTube posts per 24 hours. Schedule it for after the cap frees up, or choose another channel.`,
    );
    expect(await db.post.count({ where: { channelId: youtube.id, status: 'scheduled' } })).toBe(0);
    // After the cap frees up, the same channel takes the post.
    const later = await send(ann, 'POST', '/api/posts', body(new Date(freeAt + 60_000).toISOString()));
    expect(later.statusCode).toBe(201);
  });
});

describe('Upload-Post schedules "theirs"', () => {
  const HOUR = 3_600_000;
  async function tiktokPost(scheduleBy: 'adreel' | 'upload_post', scheduledAt: string | null) {
    const tiktok = await uploadPostChannel('tiktok');
    const video = await finishedVideo();
    return send(ann, 'POST', '/api/posts', {
      videoId: video.id,
      scheduledAt,
      scheduleBy,
      posts: [{ channelId: tiktok.id, caption: 'Sun lamp', hashtags: [], privacy: 'SELF_ONLY' }],
    });
  }

  /** What the worker does when it hands a post over: upload with scheduled_date, keep the job id. */
  async function handOver(postId: string, at: Date) {
    const config = uploadPostConfigFromEnv({}, stand.origin);
    if (!config) throw new Error('no config');
    const { jobId } = await createUploadPostClient(config).upload({
      user: UPLOAD_POST_STAND_IN_PROFILE,
      platforms: ['tiktok'],
      title: 'Sun lamp',
      scheduledDate: at.toISOString(),
      requestId: postId,
      idempotencyKey: postId,
      video: {
        bytes: Buffer.concat([Buffer.from('\0\0\0\x18ftypisom'), Buffer.alloc(1000)]),
        filename: 'a.mp4',
        contentType: 'video/mp4',
      },
    });
    await h.deps.db.post.update({
      where: { id: postId },
      data: {
        handedOverAt: new Date(),
        uploadSession: { via: 'upload-post', requestId: postId, phase: 'sent', jobId },
      },
    });
    return jobId as string;
  }

  it('stores the choice and queues the post at once, not at its time; only for a scheduled post', async () => {
    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const res = await tiktokPost('upload_post', at);
    expect(res.statusCode).toBe(201);
    const [dto] = res.json().posts;
    expect(dto).toMatchObject({
      scheduleBy: 'upload_post',
      handedOver: false,
      status: 'scheduled',
      scheduledAt: at,
    });
    const queue = new Queue('publishing', { connection: h.redis, prefix: h.queuePrefix });
    const job = (await queue.getJobs(['waiting', 'delayed'])).find((j) => j.data.postId === dto.id);
    await queue.close();
    expect(job?.opts.delay ?? 0).toBeLessThan(5_000);
    const ours = await tiktokPost('adreel', at);
    expect(ours.json().posts[0]).toMatchObject({ scheduleBy: 'adreel' });
    const now = await tiktokPost('upload_post', null);
    expect(now.statusCode).toBe(400);
    expect(now.json().message).toBe(
      'Only a scheduled post can be handed to Upload-Post; choose a date and time.',
    );
  });

  it('a handed-over post is cancelled at Upload-Post too; once its job ran it cannot be, and it cannot be moved', async () => {
    const at = new Date(Date.now() + 2 * HOUR);
    const first = (await tiktokPost('upload_post', at.toISOString())).json().posts[0];
    const jobId = await handOver(first.id, at);
    const moved = await h.app.inject({
      method: 'PATCH',
      url: `/api/posts/${first.id}`,
      headers: ann.auth,
      payload: { scheduledAt: new Date(at.getTime() + HOUR).toISOString() },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/scheduled at Upload-Post.*cancel it and publish again/);
    const cancelled = await send(ann, 'POST', `/api/posts/${first.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect(stand.standIns.uploadPost.byJob(jobId)).toBeUndefined();

    const second = (await tiktokPost('upload_post', at.toISOString())).json().posts[0];
    await handOver(second.id, at);
    // Its time came at Upload-Post and the job ran there: cancelling says why it cannot be.
    const ran = stand.standIns.uploadPost.requests.get(second.id);
    expect(ran?.scheduledFor).toBe(at.getTime());
    stand.standIns.uploadPost.requests.set(second.id, {
      ...(ran as NonNullable<typeof ran>),
      scheduledFor: Date.now() - 1000,
    });
    const late = await send(ann, 'POST', `/api/posts/${second.id}/cancel`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Upload-Post no longer has this scheduled post (it has already gone out), so it cannot be cancelled.',
    );
    expect((await h.deps.db.post.findUniqueOrThrow({ where: { id: second.id } })).status).toBe('scheduled');
  });
});

describe('Upload-Post with a refused key', () => {
  let h2: Harness;
  let bob: SignedInUser;
  beforeAll(async () => {
    h2 = await createHarness({
      UPLOAD_POST_API_KEY: 'revoked-key',
      UPLOAD_POST_API_BASE: `${stand.origin}/upload-post/api`,
    });
    bob = await signUpAndIn(h2);
  });
  afterAll(async () => {
    await h2.close();
  });

  it('says reconnect, on connect and on Test connection, and marks the channel', async () => {
    const connect = await h2.app.inject({
      method: 'POST',
      url: '/api/channels/upload-post',
      headers: bob.auth,
      payload: { profile: UPLOAD_POST_STAND_IN_PROFILE, platforms: ['tiktok'] },
    });
    expect(connect.statusCode).toBe(409);
    expect(connect.json().message).toContain(KEY_REFUSED);
    const channel = await h2.deps.db.channel.create({
      data: {
        userId: bob.userId,
        platform: 'tiktok',
        route: 'upload_post',
        accountId: `upload-post:${UPLOAD_POST_STAND_IN_PROFILE}`,
        accountName: 'adreel-demo via Upload-Post',
        accessTokenEnc: 'v1:x',
        scopes: [],
      },
    });
    const test = await h2.app.inject({
      method: 'POST',
      url: '/api/channels/test-connection',
      headers: bob.auth,
      payload: { channelId: channel.id },
    });
    expect(test.statusCode).toBe(200);
    expect(test.json()).toMatchObject({ ok: false });
    expect(test.json().message).toContain(KEY_REFUSED);
    const row = await h2.deps.db.channel.findUniqueOrThrow({ where: { id: channel.id } });
    expect(row.status).toBe('reconnect_needed');
    expect(row.lastError).toContain(KEY_REFUSED);
    const r = channelReadinessResponseSchema.parse(
      (await h2.app.inject({ method: 'GET', url: '/api/channels/readiness', headers: bob.auth })).json(),
    );
    expect(r.uploadPost).toMatchObject({ available: true, standIn: false });
    expect(r.platforms[0]?.recommended).toBe('upload_post');
  });
});
