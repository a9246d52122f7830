import { randomUUID } from 'node:crypto';
import { campaignSchema, type FunnelRow, performanceResponseSchema } from '@adreel/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createChannel, LAMP_SCRIPT, utcToday } from './fixtures.ts';
import { createHarness, getAs, type Harness, signUpAndIn } from './harness.ts';
import { clickThrough, sendPostback } from './postback-steps.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

/**
 * A German hook variant B on a Digistore24 product, posted to YouTube in a campaign; one click on the
 * post's link and a postback sale of 30 EUR with that click's cid.
 */
async function postWithSale() {
  const user = await signUpAndIn(h);
  const db = h.t.db;
  // Hook variant B of a German video, promoting a Digistore24 product (its clicks carry a cid).
  const video = await db.video.create({
    data: {
      userId: user.userId,
      status: 'completed',
      progress: 100,
      content: LAMP_SCRIPT,
      product: { name: 'Calm Lamp' },
      url: 'https://www.digistore24.com/redir/4242/ann/',
      outputKey: 'videos/x/video.mp4',
      durationS: 20,
      language: 'de',
      variantGroupId: randomUUID(),
      variantLabel: 'B',
    },
  });
  const youtube = await createChannel(db, user.userId, 'youtube');
  const created = await h.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: user.auth,
    payload: {
      videoId: video.id,
      scheduledAt: null,
      posts: [{ channelId: youtube.id, caption: 'Meet the lamp', hashtags: [], title: 'Calm Lamp' }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const postId = created.json().posts[0].id as string;
  const campaign = await db.campaign.create({
    data: {
      userId: user.userId,
      name: 'Lamp launch',
      rhythm: {},
      channelIds: [youtube.id],
      status: 'running',
    },
  });
  await db.campaignItem.create({ data: { campaignId: campaign.id, videoId: video.id, status: 'scheduled' } });
  const post = await db.post.update({
    where: { id: postId },
    data: { campaignId: campaign.id, status: 'published', publishedAt: new Date() },
    include: { trackedLink: true },
  });
  const code = post.trackedLink?.code ?? '';

  const { cid } = await clickThrough(h, code);
  expect(cid).toBeTruthy();
  await h.app.services.links.clicks.flush();
  const sale = await sendPostback(h, user, {
    cid: cid ?? '',
    campaignkey: '',
    amount: '30.00',
    currency: 'EUR',
    transaction_id: `T-${randomUUID()}`,
    type: 'payment',
    product_id: '4242',
  });
  expect(sale.statusCode, sale.body).toBe(200);

  return { user, video, youtube, postId, campaign };
}

/** The funnel rows the sale of `postWithSale` counts in: its post, video, hook variant, language, channel, campaign. */
const saleDimensions = ({ postId, video, youtube, campaign }: Awaited<ReturnType<typeof postWithSale>>) =>
  [
    ['post', postId],
    ['video', video.id],
    ['variant', video.id],
    ['language', 'de'],
    ['channel', youtube.id],
    ['campaign', campaign.id],
  ] as const;

/** Finds a report's funnel row by dimension and id. */
const funnelRowOf = (report: { funnel?: FunnelRow[] }) => (dimension: FunnelRow['dimension'], id: string) =>
  report.funnel?.find((r) => r.dimension === dimension && r.id === id);

it('a sale through a YouTube post’s link counts for the post, its video, hook variant, language, channel and campaign', async () => {
  const posted = await postWithSale();
  const { user, video, youtube, postId, campaign } = posted;
  const day = utcToday();
  const res = await getAs(h, user, `/api/performance?from=${day}&to=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  const report = performanceResponseSchema.parse(res.json());
  expect(report.rows).toContainEqual(
    expect.objectContaining({
      kind: 'post',
      sourceId: `youtube/${youtube.id}/${postId}`,
      sales: 1,
      earnings: 30,
    }),
  );
  const funnel = funnelRowOf(report);
  for (const [dimension, id] of saleDimensions(posted)) {
    expect(funnel(dimension, id), `${dimension} row`).toMatchObject({ clicks: 1, sales: 1, earnings: 30 });
  }
  expect(funnel('campaign', campaign.id)?.label).toBe('Lamp launch');
  // The comparisons that existed before count the post too.
  const variant = report.variantGroups?.flatMap((g) => g.variants).find((v) => v.videoId === video.id);
  expect(variant).toMatchObject({ label: 'B', sales: 1, earnings: 30 });
  expect(report.languages?.find((l) => l.language === 'de')).toMatchObject({ sales: 1, earnings: 30 });

  // The video's own report (Video details) holds its posts' links.
  const own = await getAs(h, user, `/api/performance?from=${day}&to=${day}&videoId=${video.id}`);
  expect(performanceResponseSchema.parse(own.json()).totals).toMatchObject({ sales: 1, earnings: 30 });

  const campaignRes = await getAs(h, user, `/api/campaigns/${campaign.id}`);
  expect(campaignRes.statusCode, campaignRes.body).toBe(200);
  expect(campaignSchema.parse(campaignRes.json())).toMatchObject({
    figures: { clicks: 1, sales: 1, earnings: 30 },
    currency: 'EUR',
    otherCurrencies: [],
  });
  // A sale in another currency is named beside the campaign's figures, never added to them.
  const usd = await sendPostback(h, user, {
    cid: '',
    campaignkey: (
      await h.t.db.trackedLink.findFirstOrThrow({ where: { userId: user.userId, sourceKind: 'post' } })
    ).campaignKey,
    amount: '5.00',
    currency: 'USD',
    transaction_id: `T-${randomUUID()}`,
    type: 'payment',
    product_id: '4242',
  });
  expect(usd.statusCode, usd.body).toBe(200);
  const mixed = campaignSchema.parse((await getAs(h, user, `/api/campaigns/${campaign.id}`)).json());
  expect(mixed).toMatchObject({
    figures: { clicks: 1, sales: 1, earnings: 30 },
    currency: 'EUR',
    otherCurrencies: ['USD'],
  });

  // Another user sees none of it.
  const stranger = await signUpAndIn(h);
  const theirs = await getAs(h, stranger, `/api/performance?from=${day}&to=${day}`);
  expect(performanceResponseSchema.parse(theirs.json()).funnel).toEqual([]);
});

it('shows the funnel per dimension: the views the posts gained in the period, clicks and earnings per 1,000 views', async () => {
  const posted = await postWithSale();
  const { user, video, postId } = posted;
  const today = utcToday();
  const yesterday = new Date(Date.parse(today) - 86_400_000).toISOString().slice(0, 10);
  const stats = (day: string, views: number) =>
    h.t.db.postStatsDaily.create({
      data: {
        postId,
        day: new Date(`${day}T00:00:00Z`),
        views,
        likes: 1,
        comments: 0,
        shares: 0,
        standIn: true,
        fetchedAt: new Date(),
      },
    });
  await stats(yesterday, 1_000);
  await stats(today, 4_000);
  const funnelOf = async (from: string, to: string) => {
    const res = await getAs(h, user, `/api/performance?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return funnelRowOf(performanceResponseSchema.parse(res.json()));
  };
  // Today the post gained 3,000 views: 1 click and 30 EUR → 0.33 clicks and 10 EUR per 1,000 views.
  const todays = await funnelOf(today, today);
  for (const [dimension, id] of saleDimensions(posted)) {
    expect(todays(dimension, id), `${dimension} row`).toMatchObject({
      views: 3_000,
      clicks: 1,
      sales: 1,
      earnings: 30,
      clicksPerThousandViews: 0.33,
      earningsPerThousandViews: 10,
      viewsFromStandIn: true,
    });
  }
  // Over both days it gained all 4,000.
  expect((await funnelOf(yesterday, today))('post', postId)).toMatchObject({
    views: 4_000,
    earningsPerThousandViews: 7.5,
  });
  // Yesterday alone: the views, but no click or sale yet.
  expect((await funnelOf(yesterday, yesterday))('video', video.id)).toMatchObject({
    views: 1_000,
    clicks: 0,
    clicksPerThousandViews: 0,
  });
  await h.t.db.postStatsDaily.deleteMany({ where: { postId } });
  expect((await funnelOf(today, today))('post', postId)).toMatchObject({
    views: null,
    clicksPerThousandViews: null,
    earningsPerThousandViews: null,
  });
});
