import { randomUUID } from 'node:crypto';
import {
  notificationSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  usageMeterResponseSchema,
} from '@adreel/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannel } from './fixtures.ts';
import {
  createHarness,
  createVideoFrom,
  getAs,
  type Harness,
  type SignedInUser,
  signUpAndIn,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ QUOTA_DAILY_RENDERS: '5', QUOTA_STORAGE_MB: '2', QUOTA_PENDING_POSTS: '40' });
});
afterAll(async () => {
  await h.close();
});

const post = (user: SignedInUser, url: string) => h.app.inject({ method: 'POST', url, headers: user.auth });
const list = async (user: SignedInUser) =>
  notificationsResponseSchema.parse((await getAs(h, user, '/api/notifications')).json());
const meter = async (user: SignedInUser) =>
  usageMeterResponseSchema.parse((await getAs(h, user, '/api/account/meter')).json());

/** A notice as the worker writes it (apps/worker/src/notices). */
function notice(
  userId: string,
  n: number,
  extra: { postId?: string; videoId?: string; campaignId?: string } = {},
) {
  return h.t.db.notification.create({
    data: {
      userId,
      kind: 'post_published',
      key: `test:${n}:${randomUUID()}`,
      title: `Notice ${n}`,
      body: 'Posted to TikTok.',
      createdAt: new Date(Date.now() - (10 - n) * 60_000),
      ...extra,
    },
  });
}

describe('GET /account/meter', () => {
  it('counts the caller’s renders of the day, stored bytes and waiting posts against the caps', async () => {
    const a = await signUpAndIn(h, 'meter');
    const other = await signUpAndIn(h, 'meter-other');
    expect(await meter(a)).toEqual({
      rendersToday: 0,
      dailyRenderLimit: 5,
      storageBytes: 0,
      storageLimitBytes: 2 * 1024 * 1024,
      scheduledPosts: 0,
      scheduledPostLimit: 40,
    });
    const videoId = await createVideoFrom(h, a, 'https://shop.example/lamp');
    await h.t.db.video.update({ where: { id: videoId }, data: { sizeBytes: 300_000 } });
    await h.t.db.upload.create({
      data: { userId: a.userId, kind: 'image', key: 'uploads/a.png', mimeType: 'image/png', size: 1000 },
    });
    const channel = await createChannel(h.t.db, a.userId, 'tiktok');
    for (const status of ['scheduled', 'scheduled', 'published', 'cancelled']) {
      await h.t.db.post.create({
        data: {
          userId: a.userId,
          channelId: channel.id,
          platform: 'tiktok',
          caption: 'c',
          scheduledAt: new Date(),
          status,
        },
      });
    }
    expect(await meter(a)).toMatchObject({ rendersToday: 1, storageBytes: 301_000, scheduledPosts: 2 });
    // Someone else's usage is not the caller's.
    expect(await meter(other)).toMatchObject({ rendersToday: 0, storageBytes: 0, scheduledPosts: 0 });
    expect((await h.app.inject({ method: 'GET', url: '/api/account/meter' })).statusCode).toBe(401);
  });
});

describe('notices', () => {
  it('lists only the caller’s notices, newest first, with links and the unread count', async () => {
    const a = await signUpAndIn(h, 'bell');
    const b = await signUpAndIn(h, 'bell-other');
    const postId = randomUUID();
    const videoId = randomUUID();
    const campaignId = randomUUID();
    await notice(a.userId, 1, { postId, videoId });
    await notice(a.userId, 2, { campaignId });
    await notice(b.userId, 3);

    const mine = await list(a);
    expect(mine.unread).toBe(2);
    expect(mine.items.map((n) => [n.title, n.href, n.read])).toEqual([
      ['Notice 2', `/campaigns/${campaignId}`, false],
      ['Notice 1', `/video/${videoId}#post-${postId}`, false],
    ]);
    expect((await list(b)).items.map((n) => n.title)).toEqual(['Notice 3']);
    expect((await h.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('marks one read (someone else’s or an unknown id: 404, a malformed id: 400), then all', async () => {
    const a = await signUpAndIn(h, 'reader');
    const b = await signUpAndIn(h, 'reader-other');
    const first = await notice(a.userId, 1);
    await notice(a.userId, 2);
    const theirs = await notice(b.userId, 3);

    const read = await post(a, `/api/notifications/${first.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(notificationSchema.parse(read.json())).toMatchObject({ id: first.id, read: true });
    expect((await list(a)).unread).toBe(1);

    const foreign = await post(a, `/api/notifications/${theirs.id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Notice not found.');
    expect((await h.t.db.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt).toBeNull();
    expect((await post(a, `/api/notifications/${randomUUID()}/read`)).statusCode).toBe(404);
    const malformed = await post(a, '/api/notifications/not-an-id/read');
    expect(malformed.statusCode).toBe(400);

    const all = await post(a, '/api/notifications/read-all');
    expect(all.json()).toEqual({ marked: 1 });
    expect((await list(a)).unread).toBe(0);
    // The other user's notice stays unread.
    expect((await list(b)).unread).toBe(1);
  });

  it('keeps each user’s e-mail choice; a wrong body is a 400 with a message', async () => {
    const a = await signUpAndIn(h, 'mailer');
    const settings = async () =>
      notificationSettingsSchema.parse((await getAs(h, a, '/api/notifications/settings')).json());
    expect(await settings()).toEqual({ emailNotices: true });
    const put = (payload: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: '/api/notifications/settings',
        headers: a.auth,
        payload: payload as object,
      });
    expect((await put({ emailNotices: false })).statusCode).toBe(200);
    expect(await settings()).toEqual({ emailNotices: false });
    const bad = await put({ emailNotices: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/true or false/);
  });
});
