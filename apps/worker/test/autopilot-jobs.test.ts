import { randomBytes } from 'node:crypto';
import { autopilotSnapshotSchema } from '@adreel/contracts';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audienceSales,
  hiddenClickRate,
  hiddenCommission,
  hiddenSaleRate,
} from '../src/autopilot/demo-rates.ts';
import { decideAutopilotSlotsJob } from '../src/jobs/decide-autopilot-slots.ts';
import { demoAudienceJob, STAND_IN_AUDIENCE_REFERRER } from '../src/jobs/demo-audience.ts';
import { publishedCampaignPost } from './campaign-post-support.ts';
import { testWorkerEnv } from './render-support.ts';

// Issue 35: the autopilot's worker jobs against a real database — one decision per due slot on the
// fast clock, the winner chosen from the evidence, nothing while paused; the stand-in audience adds
// clicks from views, and sales from those clicks, once.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const ctx = { job: {} as never, log: () => undefined };
const T0 = new Date('2026-12-08T12:00:00Z');
// The sale recorder announces through webhook events; these users have no endpoints, so nothing is queued.
const audienceDeps = () => ({
  db: t.db,
  producer: { enqueue: async () => undefined } as never,
  logger: pino({ level: 'silent' }),
});

async function seed() {
  const db = t.db;
  const user = await db.user.create({
    data: { name: 'Ann', email: `ann-${randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x' },
  });
  const campaign = await db.campaign.create({
    data: {
      userId: user.id,
      name: 'Lamp',
      rhythm: { times: ['09:00'], weekdays: [], startDate: '2026-12-01', timeZone: 'UTC' },
      channelIds: [],
      status: 'running',
      autopilot: { create: { goal: 'clicks', minExposureViews: 100, excludedItemIds: [] } },
    },
  });
  const arms = [];
  for (const position of [0, 1, 2, 3]) {
    const video = await db.video.create({ data: { userId: user.id, content: {}, status: 'completed' } });
    const item = await db.campaignItem.create({
      data: { campaignId: campaign.id, position, videoId: video.id, status: 'scheduled' },
    });
    const { link, post } = await publishedCampaignPost(db, {
      userId: user.id,
      campaignId: campaign.id,
      videoId: video.id,
      sourceId: item.id,
      scheduledAt: new Date(T0.getTime() - 3_600_000),
      publishedAt: new Date(T0.getTime() - 3_000_000),
    });
    await db.postStatsDaily.create({
      data: {
        postId: post.id,
        day: new Date('2026-12-08'),
        views: 1000,
        likes: 0,
        comments: 0,
        shares: 0,
        fetchedAt: T0,
      },
    });
    // Variant B is clicked ten times as often; every arm has had one slot already.
    await db.click.createMany({
      data: Array.from({ length: position === 1 ? 100 : 10 }, (_, n) => ({
        linkId: link.id,
        at: T0,
        day: new Date('2026-12-08'),
        device: 'mobile',
        visitorHash: `${position}-${n}`,
      })),
    });
    await db.autopilotDecision.create({
      data: {
        campaignId: campaign.id,
        slotAt: new Date(T0.getTime() - 3_600_000 + position * 1000),
        itemId: item.id,
        reason: 'new-arm',
        message: 'explored',
        status: 'placed',
        arms: {},
      },
    });
    arms.push({ item, post, link });
  }
  return { campaign, arms };
}

describe('decide-autopilot-slots', () => {
  it('decides each due fast-clock slot once, for the variant the evidence favours, and rests while paused', async () => {
    const { campaign, arms } = await seed();
    const noticed: string[] = [];
    const env = testWorkerEnv(t.url, 'test', '/tmp', { DEMO_AUTOPILOT_SLOT_SECONDS: '10' });
    let now = T0;
    const job = decideAutopilotSlotsJob(
      { db: t.db, env, notices: { slotDecided: async (id: string) => void noticed.push(id) } as never },
      () => now,
    );
    expect(await job.handle({}, ctx)).toEqual({ decided: 1 });
    expect(await job.handle({}, ctx)).toEqual({ decided: 0 });
    const [decision] = await t.db.autopilotDecision.findMany({
      where: { campaignId: campaign.id, status: 'decided' },
    });
    expect(decision?.itemId).toBe(arms[1]?.item.id);
    expect(decision?.armLabel).toBe('B');
    expect(decision?.message).toMatch(
      /→ variant B: P\(best\) (0\.9\d|1\.00), 1,000 views so far \(the only variant in play\)\.$/,
    );
    // Past their minimum exposure, A, C and D fall under the retirement bar: B is the one left.
    const snapshot = autopilotSnapshotSchema.parse(decision?.arms);
    expect(snapshot.verdict).toMatchObject({ kind: 'winner', label: 'B' });
    expect(snapshot.arms.map((a) => [a.label, a.state])).toEqual([
      ['A', 'retired'],
      ['B', 'leading'],
      ['C', 'retired'],
      ['D', 'retired'],
    ]);
    expect(snapshot.arms.map((a) => a.clicks)).toEqual([10, 100, 10, 10]);
    expect(noticed).toEqual([campaign.id]);

    now = new Date(T0.getTime() + 8_000);
    expect(await job.handle({}, ctx)).toEqual({ decided: 1 });
    await t.db.campaign.update({ where: { id: campaign.id }, data: { pausedAt: now } });
    now = new Date(T0.getTime() + 60_000);
    expect(await job.handle({}, ctx)).toEqual({ decided: 0 });
  });
  it('visits every autopilot campaign, page after page, not only the first page', async () => {
    const [one, two] = [await seed(), await seed()];
    const env = testWorkerEnv(t.url, 'test', '/tmp', { DEMO_AUTOPILOT_SLOT_SECONDS: '10' });
    const job = decideAutopilotSlotsJob(
      { db: t.db, env, notices: { slotDecided: async () => undefined } as never },
      () => T0,
      1,
    );
    // The first test's campaign is paused; these two are the running ones, one per page.
    expect(await job.handle({}, ctx)).toEqual({ decided: 2 });
    const decided = await t.db.autopilotDecision.count({
      where: { campaignId: { in: [one.campaign.id, two.campaign.id] }, status: 'decided' },
    });
    expect(decided).toBe(2);
  });
});

describe('demo-audience', () => {
  it('clicks each published autopilot post from its hidden rate once, labelled as the stand-in audience', async () => {
    const { arms } = await seed();
    const job = demoAudienceJob(audienceDeps(), () => T0);
    const first = (await job.handle({}, ctx)) as { clicks: number; sales: number };
    expect(first.clicks).toBeGreaterThan(0);
    // The winner's ~120 clicks buy at 4–6%: some sales come with the first clicks.
    expect(first.sales).toBeGreaterThan(0);
    expect(await job.handle({}, ctx)).toEqual({ clicks: 0, sales: 0 });
    const made = await t.db.click.count({
      where: { linkId: { in: arms.map((a) => a.link.id) }, referrerDomain: STAND_IN_AUDIENCE_REFERRER },
    });
    // The other test's campaign is clicked too (its posts are as recent): this one's share is part of it.
    expect(made).toBeLessThanOrEqual(first.clicks);
    // 1,000 views at 2–12%: between 20 and 121 clicks per post.
    expect(made).toBeGreaterThanOrEqual(4 * 20);
  });

  it('writes at most its caps of click rows and sales per run; what is still owed comes on the next runs', async () => {
    const { arms } = await seed();
    // Ten days on, only this campaign's posts are recent enough to be watched.
    const later = new Date(T0.getTime() + 10 * 86_400_000);
    await t.db.post.updateMany({
      where: { id: { in: arms.map((a) => a.post.id) } },
      data: { publishedAt: new Date(later.getTime() - 60_000) },
    });
    const job = demoAudienceJob(audienceDeps(), () => later, 50, 1);
    const runs: number[] = [];
    const salesRuns: number[] = [];
    for (let run = 0; run < 40; run++) {
      const { clicks, sales } = (await job.handle({}, ctx)) as { clicks: number; sales: number };
      if (clicks === 0 && sales === 0) break;
      if (clicks > 0) runs.push(clicks);
      salesRuns.push(sales);
    }
    // At least 4 × 20 clicks are owed: the first run stops at the cap and later runs bring the rest.
    expect(runs[0]).toBe(50);
    expect(runs.length).toBeGreaterThan(1);
    expect(runs.every((n) => n <= 50)).toBe(true);
    const linkIds = arms.map((a) => a.link.id);
    const made = await t.db.click.count({
      where: { linkId: { in: linkIds }, referrerDomain: STAND_IN_AUDIENCE_REFERRER },
    });
    expect(made).toBe(runs.reduce((a, b) => a + b, 0));
    // The winner's ~120 clicks alone owe 4 or more sales: one per run, all of them in the end.
    expect(salesRuns.every((n) => n <= 1)).toBe(true);
    const sold = await t.db.sale.count({ where: { linkId: { in: linkIds } } });
    expect(sold).toBeGreaterThanOrEqual(4);
    expect(sold).toBe(salesRuns.reduce((a, b) => a + b, 0));
  });

  it('buys from its clicks through the recorder, attributed to each post’s link, once; the winner earns most per view', async () => {
    const { campaign, arms } = await seed();
    // Twenty days on, only this campaign's posts are watched; 20,000 views each separate the arms.
    const later = new Date(T0.getTime() + 20 * 86_400_000);
    const postIds = arms.map((a) => a.post.id);
    await t.db.post.updateMany({
      where: { id: { in: postIds } },
      data: { publishedAt: new Date(later.getTime() - 60_000) },
    });
    await t.db.postStatsDaily.updateMany({ where: { postId: { in: postIds } }, data: { views: 20_000 } });
    const job = demoAudienceJob(audienceDeps(), () => later);
    let sold = 0;
    for (let run = 0; run < 10; run++) {
      const { clicks, sales } = (await job.handle({}, ctx)) as { clicks: number; sales: number };
      if (clicks === 0 && sales === 0) break;
      sold += sales;
    }
    // A rerun adds nothing: what is owed is owed once.
    expect(await job.handle({}, ctx)).toEqual({ clicks: 0, sales: 0 });

    const linkIds = arms.map((a) => a.link.id);
    const sales = await t.db.sale.findMany({ where: { linkId: { in: linkIds } } });
    expect(sales).toHaveLength(sold);
    expect(sales.every((s) => s.orderId.startsWith('AUD-') && s.transactionType === 'payment')).toBe(true);
    const commission = hiddenCommission(campaign.id);
    const earnings: number[] = [];
    for (const [position, arm] of arms.entries()) {
      const clicks = await t.db.click.count({
        where: { linkId: arm.link.id, referrerDomain: STAND_IN_AUDIENCE_REFERRER },
      });
      const mine = sales.filter((s) => s.linkId === arm.link.id);
      // Each post's sales follow its own clicks at its hidden rate, each sold through its campaign key.
      expect(mine).toHaveLength(audienceSales(arm.post.id, clicks, hiddenSaleRate(campaign.id, position)));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((s) => s.campaignKey === arm.link.campaignKey && s.cid === null)).toBe(true);
      // The money rollup (by trigger) has them on the link's day, in EUR at the campaign's commission.
      const days = await t.db.linkDaySale.findMany({ where: { linkId: arm.link.id } });
      expect(days).toEqual([
        expect.objectContaining({
          day: new Date(later.toISOString().slice(0, 10)),
          marketplace: 'digistore24',
          currency: 'EUR',
          sales: mine.length,
        }),
      ]);
      expect(days[0]?.earnings).toBeCloseTo(mine.length * commission, 6);
      earnings.push(days[0]?.earnings ?? 0);
    }
    // Every post had 20,000 views: the variant that clicks best also earns most per view.
    const winner = [0, 1, 2, 3].find((p) => hiddenClickRate(campaign.id, p) === 0.12);
    const best = earnings.indexOf(Math.max(...earnings));
    expect(best).toBe(winner);
    expect(earnings.filter((e) => e === earnings[best])).toHaveLength(1);
  });
});
