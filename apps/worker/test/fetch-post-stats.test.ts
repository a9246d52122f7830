import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { createChannelTokens, PLATFORMS, type Platform } from '@adreel/publish';
import { CONTROL_SECRET_HEADER, DEMO_ACCOUNTS, startStandIns } from '@adreel/publish/stand-ins';
import { standInNumbers } from '@adreel/publish/stand-ins/post-stats';
import { parseEncryptionKey } from '@adreel/secret-box';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchPostStatsJob } from '../src/jobs/fetch-post-stats.ts';
import { directStatsReader, type PostStatsReader } from '../src/post-stats/readers.ts';
import { newUser, standInChannel } from './publish-support.ts';
import { ENCRYPTION_KEY, scratch } from './render-support.ts';

const HOUR = 3_600_000;
const controlSecret = 'post-stats-test-control-secret';
let t: TestDatabase;
let dir: string;
let stand: Awaited<ReturnType<typeof startStandIns>>;
let readers: Record<string, PostStatsReader>;
const logs: { msg: string; extra?: Record<string, unknown> }[] = [];
const ctx = {
  job: {} as never,
  log: (msg: string, extra?: Record<string, unknown>) => logs.push({ msg, extra }),
};

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await scratch('post-stats');
  stand = await startStandIns({
    dataDir: join(dir, 'stand-ins'),
    redirectUris: [],
    controlSecret,
    ratePerMinute: 100_000,
  });
  const tokens = createChannelTokens({
    db: t.db,
    encryptionKey: parseEncryptionKey(ENCRYPTION_KEY),
    clients: {},
  });
  readers = Object.fromEntries(
    PLATFORMS.map((p) => [p, directStatsReader(p, { apiBase: stand.base(p) }, tokens, true)]),
  );
});
afterAll(async () => {
  await stand?.close();
  await t?.drop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A post published `ageMs` ago on the user's stand-in channel, which the stand-in knows as its own. */
async function publishedPost(userId: string, platform: Platform, ageMs: number) {
  const channel = await standInChannel(t.db, stand.standIns, platform, userId);
  const platformPostId = `${platform}-${randomBytes(6).toString('hex')}`;
  const publishedAt = new Date(Date.now() - ageMs);
  stand.standIns.store(platform).recordPost({
    key: platformPostId,
    id: platformPostId,
    account: DEMO_ACCOUNTS[platform][0]?.id ?? '',
    session: null,
    caption: 'Meet the lamp.',
    title: null,
    privacy: null,
    mode: 'direct',
    bytes: 1000,
    url: `${stand.base(platform)}/p/${platformPostId}`,
    createdAt: publishedAt.toISOString(),
  });
  return t.db.post.create({
    data: {
      userId,
      channelId: channel.id,
      platform,
      caption: 'Meet the lamp.',
      hashtags: [],
      scheduledAt: publishedAt,
      status: 'published',
      platformPostId,
      publishedAt,
    },
  });
}

const statsOf = (postId: string) => t.db.postStatsDaily.findMany({ where: { postId } });
const planFailure = (platform: Platform, kind: string) =>
  fetch(`${stand.base(platform)}/_control`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CONTROL_SECRET_HEADER]: controlSecret },
    body: JSON.stringify({ action: 'fail', op: 'stats', kind, times: 1 }),
  });

it('reads each platform’s numbers into the daily table; a rerun within the hour fetches nothing', async () => {
  const user = await newUser(t.db);
  const posts = await Promise.all(PLATFORMS.map((p) => publishedPost(user.id, p, 2 * 24 * HOUR)));
  const now = new Date();
  const first = (await fetchPostStatsJob({ db: t.db, env: {} as never }, readers, () => now).handle(
    {},
    ctx,
  )) as {
    saved: number;
  };
  expect(first.saved).toBeGreaterThanOrEqual(3);
  for (const post of posts) {
    const [row, ...more] = await statsOf(post.id);
    expect(more).toEqual([]);
    const expected = standInNumbers({
      id: post.platformPostId ?? '',
      createdAt: post.publishedAt?.toISOString() ?? '',
    });
    expect(row?.views, post.platform).toBeGreaterThan(0);
    // Within a few seconds of the read: the stand-in's numbers grow by the hour.
    expect(Math.abs((row?.views ?? 0) - expected.views)).toBeLessThan(expected.views / 100 + 1);
    expect(row).toMatchObject({ standIn: true, fetchedAt: now });
    expect(row?.likes).toBeGreaterThan(0);
  }
  expect(posts.map((p) => p.platform)).toEqual(['tiktok', 'youtube', 'instagram']);
  expect((await statsOf(posts[2]?.id ?? ''))[0]?.shares).toBeGreaterThan(0);

  const again = await fetchPostStatsJob(
    { db: t.db, env: {} as never },
    readers,
    () => new Date(now.getTime() + 30 * 60_000),
  ).handle({}, ctx);
  expect(again).toMatchObject({ due: 0, saved: 0 });
  const later = await fetchPostStatsJob(
    { db: t.db, env: {} as never },
    readers,
    () => new Date(now.getTime() + HOUR),
  ).handle({}, ctx);
  expect((later as { saved: number }).saved).toBeGreaterThanOrEqual(3);
});

it('a 429 or garbage leaves the post due with a clear log and no crash; other users’ posts stay apart', async () => {
  const ann = await newUser(t.db);
  const bob = await newUser(t.db);
  const tiktok = await publishedPost(ann.id, 'tiktok', 3 * HOUR);
  const youtube = await publishedPost(ann.id, 'youtube', 3 * HOUR);
  const bobs = await publishedPost(bob.id, 'instagram', 3 * HOUR);
  // A post on a channel of someone else is never read through that channel.
  const stray = await t.db.post.create({
    data: {
      userId: bob.id,
      channelId: tiktok.channelId,
      platform: 'tiktok',
      caption: 'x',
      hashtags: [],
      scheduledAt: new Date(),
      status: 'published',
      platformPostId: tiktok.platformPostId,
      publishedAt: new Date(),
    },
  });
  expect((await planFailure('tiktok', 'rate_limit')).status).toBe(200);
  expect((await planFailure('youtube', 'partial')).status).toBe(200);
  logs.length = 0;
  const now = new Date(Date.now() + 2 * 24 * HOUR);
  const job = fetchPostStatsJob({ db: t.db, env: {} as never }, readers, () => now);
  const result = (await job.handle({}, ctx)) as { backedOff: string[] };
  expect(result.backedOff).toEqual(['tiktok']);
  expect(await statsOf(tiktok.id)).toEqual([]);
  expect(await statsOf(youtube.id)).toEqual([]);
  expect(await statsOf(stray.id)).toEqual([]);
  expect((await statsOf(bobs.id))[0]?.views).toBeGreaterThan(0);
  expect(logs).toContainEqual(
    expect.objectContaining({
      msg: 'post stats: backing off, the posts stay due',
      extra: expect.objectContaining({ route: 'tiktok' }),
    }),
  );
  expect(logs.find((l) => l.extra?.route === 'youtube')?.extra?.error).toMatch(/did not hold the numbers/);

  // Still due: the next run reads them.
  const next = fetchPostStatsJob(
    { db: t.db, env: {} as never },
    readers,
    () => new Date(now.getTime() + 60_000),
  );
  await next.handle({}, ctx);
  expect((await statsOf(tiktok.id))[0]?.views).toBeGreaterThan(0);
  expect((await statsOf(youtube.id))[0]?.views).toBeGreaterThan(0);
  expect(await statsOf(stray.id)).toEqual([]);
});
