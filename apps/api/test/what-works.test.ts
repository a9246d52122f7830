import { randomUUID } from 'node:crypto';
import { type ScriptContent, VIDEO_TEMPLATES, whatWorksResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChannel, LAMP_SCRIPT, utcToday } from './fixtures.ts';
import { createHarness, getAs, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

const withHook = (hook: string): ScriptContent => ({
  ...LAMP_SCRIPT,
  reelScript: {
    scenes: LAMP_SCRIPT.reelScript.scenes.map((s, i) =>
      i === 0 ? { ...s, audio: { ...s.audio, voiceover: hook } } : s,
    ),
  },
});

async function variantVideo(
  userId: string,
  group: string,
  label: string,
  hook: string,
  template = 'classic',
) {
  return h.t.db.video.create({
    data: {
      userId,
      status: 'completed',
      progress: 100,
      content: withHook(hook),
      product: { name: 'Calm Lamp' },
      template,
      variantGroupId: group,
      variantLabel: label,
    },
  });
}

type PostSeed = {
  videoId: string | null;
  channelId: string;
  campaignId?: string;
  views: number;
  clicks: number;
  bots?: number;
  sales?: number;
};

/**
 * A published post as the worker leaves it: its tracked link, today's views read from the platform,
 * people's (and bots') clicks on the link, and sales through it, written as the redirect and the sale
 * recorder write them (the rollup triggers do the rest).
 */
async function publishedPost(user: SignedInUser, seed: PostSeed) {
  const db = h.t.db;
  const postId = randomUUID();
  const code = randomUUID().replace(/-/g, '').slice(0, 10);
  const link = await db.trackedLink.create({
    data: {
      code,
      userId: user.userId,
      targetUrl: 'https://www.digistore24.com/redir/4242/ann/',
      sourceKind: 'post',
      sourceId: `youtube/${seed.channelId}/${postId}`,
      campaignKey: `o_youtube_${code}`,
    },
  });
  await db.post.create({
    data: {
      id: postId,
      userId: user.userId,
      videoId: seed.videoId,
      channelId: seed.channelId,
      campaignId: seed.campaignId ?? null,
      platform: 'youtube',
      caption: 'Meet the lamp',
      scheduledAt: new Date(),
      publishedAt: new Date(),
      status: 'published',
      trackedLinkId: link.id,
    },
  });
  await db.postStatsDaily.create({
    data: {
      postId,
      day: new Date(`${utcToday()}T00:00:00Z`),
      views: seed.views,
      likes: 0,
      comments: 0,
      shares: 0,
      fetchedAt: new Date(),
    },
  });
  for (const [count, bot] of [
    [seed.clicks, false],
    [seed.bots ?? 0, true],
  ] as const) {
    if (count > 0)
      await db.$executeRaw`
        INSERT INTO "Click" ("linkId", at, day, device, bot, "visitorHash")
        SELECT ${link.id}::uuid, now(), (now() AT TIME ZONE 'UTC')::date, 'mobile', ${bot}, md5(random()::text)
        FROM generate_series(1, ${count}::int)`;
  }
  for (let i = 0; i < (seed.sales ?? 0); i++) {
    await db.sale.create({
      data: {
        userId: user.userId,
        orderId: `O-${randomUUID()}`,
        event: 'sale',
        linkId: link.id,
        amount: 100,
        earnings: 30,
        currency: 'EUR',
        at: new Date(),
        payload: {},
      },
    });
  }
  return postId;
}

async function whatWorks(user: SignedInUser, extra = '') {
  const day = utcToday();
  const res = await getAs(h, user, `/api/performance/what-works?from=${day}&to=${day}${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return whatWorksResponseSchema.parse(res.json());
}

it('ranks hook variants by clicks per 1,000 views with an interval and P(best), bots left out; earnings wait for sales', async () => {
  const user = await signUpAndIn(h);
  const group = randomUUID();
  const a = await variantVideo(user.userId, group, 'A', 'Still reading in the dark?');
  const b = await variantVideo(user.userId, group, 'B', 'Your eyes deserve better.', 'bold');
  const channel = await createChannel(h.t.db, user.userId, 'youtube');
  // A: 60 people's clicks in 10,000 views (and 900 bot clicks); B: 240 in 10,000 and one sale.
  await publishedPost(user, { videoId: a.id, channelId: channel.id, views: 6000, clicks: 36, bots: 900 });
  await publishedPost(user, { videoId: a.id, channelId: channel.id, views: 4000, clicks: 24 });
  await publishedPost(user, { videoId: b.id, channelId: channel.id, views: 10_000, clicks: 240, sales: 1 });

  const report = await whatWorks(user, '&timeZone=Europe%2FBerlin');
  expect(report.posts).toBe(3);
  expect(report.currency).toBe('EUR');
  const variants = report.dimensions.find((d) => d.dimension === 'variant');
  expect(variants?.clicks.verdict).toEqual({ kind: 'ranked', leaderId: b.id });
  const [top, second] = variants?.clicks.arms ?? [];
  expect(top).toMatchObject({
    id: b.id,
    label: 'Calm Lamp — hook B',
    views: 10_000,
    clicks: 240,
    sales: 1,
    earnings: 30,
  });
  expect(second).toMatchObject({ id: a.id, views: 10_000, clicks: 60 });
  expect(top?.pBest).toBeGreaterThan(0.99);
  expect(top?.low).toBeLessThan(top?.perThousand as number);
  expect(top?.high).toBeGreaterThan(top?.perThousand as number);
  expect(second?.high).toBeLessThan(top?.low as number);
  // One sale cannot tell earnings apart: the answer is how many more clicks it needs.
  expect(variants?.earnings.verdict).toMatchObject({ kind: 'not-enough-data', unit: 'clicks' });
  const hooks = report.dimensions.find((d) => d.dimension === 'hook');
  expect(hooks?.clicks.arms.map((arm) => arm.label)).toEqual([
    'Your eyes deserve better.',
    'Still reading in the dark?',
  ]);
  const templates = report.dimensions.find((d) => d.dimension === 'template');
  expect(templates?.clicks.arms.map((arm) => arm.label)).toEqual(
    ['bold', 'classic'].map((id) => VIDEO_TEMPLATES.find((t) => t.id === id)?.name),
  );
  const channels = report.dimensions.find((d) => d.dimension === 'channel');
  expect(channels?.clicks.verdict).toEqual({ kind: 'single' });
  expect(channels?.clicks.arms[0]).toMatchObject({ label: 'YouTube · youtube demo', clicks: 300 });
  expect(report.dimensions.find((d) => d.dimension === 'postingTime')?.clicks.arms[0]?.label).toMatch(
    /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) \d\d:00$/,
  );
});

it('a campaign’s view holds only its posts; another user’s campaign is not found and strangers see nothing', async () => {
  const user = await signUpAndIn(h);
  const channel = await createChannel(h.t.db, user.userId, 'youtube');
  const video = await variantVideo(user.userId, randomUUID(), 'A', 'Meet the lamp.');
  const campaign = await h.t.db.campaign.create({
    data: {
      userId: user.userId,
      name: 'Lamp launch',
      rhythm: {},
      channelIds: [channel.id],
      status: 'running',
    },
  });
  await publishedPost(user, {
    videoId: video.id,
    channelId: channel.id,
    campaignId: campaign.id,
    views: 500,
    clicks: 5,
  });
  await publishedPost(user, { videoId: video.id, channelId: channel.id, views: 9000, clicks: 90 });

  const inCampaign = await whatWorks(user, `&campaignId=${campaign.id}`);
  expect(inCampaign).toMatchObject({ campaignId: campaign.id, posts: 1 });
  expect(inCampaign.dimensions.find((d) => d.dimension === 'variant')?.clicks.arms[0]?.views).toBe(500);
  expect((await whatWorks(user)).posts).toBe(2);

  const stranger = await signUpAndIn(h);
  const theirs = await getAs(
    h,
    stranger,
    `/api/performance/what-works?from=${utcToday()}&to=${utcToday()}&campaignId=${campaign.id}`,
  );
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json().message).toBe('Campaign not found.');
  const nothing = await whatWorks(stranger);
  expect(nothing.posts).toBe(0);
  expect(
    nothing.dimensions.every(
      (d) => d.clicks.verdict.kind === 'no-arms' && d.earnings.verdict.kind === 'no-arms',
    ),
  ).toBe(true);
});

it('one variant, zero views, views without clicks and a deleted video give answers, never a 500', async () => {
  const user = await signUpAndIn(h);
  const channel = await createChannel(h.t.db, user.userId, 'youtube');
  const group = randomUUID();
  const only = await variantVideo(user.userId, group, 'A', 'Meet the lamp.');
  await publishedPost(user, { videoId: only.id, channelId: channel.id, views: 0, clicks: 0 });
  const single = await whatWorks(user);
  expect(single.dimensions.find((d) => d.dimension === 'variant')?.clicks.verdict).toEqual({
    kind: 'single',
  });

  const second = await variantVideo(user.userId, group, 'B', 'Another opening.');
  await publishedPost(user, { videoId: second.id, channelId: channel.id, views: 3000, clicks: 0 });
  const noClicks = await whatWorks(user);
  const variants = noClicks.dimensions.find((d) => d.dimension === 'variant');
  expect(variants?.clicks.verdict).toMatchObject({ kind: 'not-enough-data', unit: 'views' });
  expect((variants!.clicks.verdict as { more: number }).more).toBeGreaterThan(0);

  await h.t.db.video.delete({ where: { id: second.id } });
  const afterDelete = await whatWorks(user);
  expect(afterDelete.posts).toBe(2);
  expect(afterDelete.dimensions.find((d) => d.dimension === 'variant')?.clicks.verdict).toEqual({
    kind: 'single',
  });
  expect(afterDelete.dimensions.find((d) => d.dimension === 'channel')?.clicks.arms[0]?.views).toBe(3000);
});

it('refuses bad questions with 400', async () => {
  const user = await signUpAndIn(h);
  const day = utcToday();
  for (const query of [
    `from=${day}&to=${day}&timeZone=Mars%2FOlympus`,
    `from=${day}&to=1900-01-01`,
    `from=${day}&to=${day}&campaignId=not-a-uuid`,
    `from=${day}&to=${day}&timeZone=Europe%2FBer%00lin`,
    'from=1900-01-01&to=9999-12-31',
  ]) {
    const res = await getAs(h, user, `/api/performance/what-works?${query}`);
    expect(res.statusCode, query).toBe(400);
  }
  const signedOut = await h.app.inject({
    method: 'GET',
    url: `/api/performance/what-works?from=${day}&to=${day}`,
  });
  expect(signedOut.statusCode).toBe(401);
});
