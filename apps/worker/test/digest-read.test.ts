import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWeek } from '../src/digest/read.ts';
import { publishedCampaignPost } from './campaign-post-support.ts';

// Issue 35's weekly digest reads one user's week: the views a post gained in the week (stats rows are
// running totals), the week's clicks, the slots decided in it, and each autopilot campaign's newest
// evidence before the week ended.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

const START = new Date('2026-11-30T00:00:00Z');
const END = new Date('2026-12-07T00:00:00Z');
const DAY = 86_400_000;
const snapshot = (message: string) => ({
  goal: 'clicks',
  verdict: { kind: 'leader', message, label: 'B', pBest: 0.6 },
  arms: [],
});

describe('readWeek', () => {
  it("counts the week's gain in views and its clicks, and the newest autopilot evidence before the week's end", async () => {
    const db = t.db;
    const user = await db.user.create({
      data: { name: 'Ann', email: `ann-${randomBytes(4).toString('hex')}@example.com`, passwordHash: 'x' },
    });
    const rhythm = { times: ['09:00'], weekdays: [], startDate: '2026-11-01', timeZone: 'UTC' };
    const campaign = await db.campaign.create({
      data: {
        userId: user.id,
        name: 'Lamp',
        rhythm,
        channelIds: [],
        status: 'running',
        autopilot: { create: { goal: 'clicks', excludedItemIds: [] } },
      },
    });
    const manual = await db.campaign.create({
      data: { userId: user.id, name: 'Desk', rhythm, channelIds: [], status: 'running' },
    });
    const video = await db.video.create({ data: { userId: user.id, content: {}, status: 'completed' } });
    await db.campaignItem.create({
      data: { campaignId: campaign.id, position: 1, videoId: video.id, status: 'scheduled' },
    });
    // Published ten days before the week: 500 views by then, 800 at the week's last read.
    const { link, post } = await publishedCampaignPost(db, {
      userId: user.id,
      campaignId: campaign.id,
      videoId: video.id,
      scheduledAt: new Date(START.getTime() - 10 * DAY),
    });
    const stats = { likes: 0, comments: 0, shares: 0, fetchedAt: START };
    await db.postStatsDaily.createMany({
      data: [
        { postId: post.id, day: new Date(START.getTime() - 2 * DAY), views: 500, ...stats },
        { postId: post.id, day: new Date(START.getTime() + 3 * DAY), views: 800, ...stats },
        { postId: post.id, day: END, views: 2000, ...stats },
      ],
    });
    const click = (at: Date, n: number) => ({
      linkId: link.id,
      at,
      day: new Date(at.toISOString().slice(0, 10)),
      device: 'mobile',
      visitorHash: `${at.getTime()}-${n}`,
    });
    await db.click.createMany({
      data: [
        ...Array.from({ length: 4 }, (_, n) => click(new Date(START.getTime() - DAY), n)),
        ...Array.from({ length: 6 }, (_, n) => click(new Date(START.getTime() + DAY), n)),
      ],
    });
    // Money per currency: two EUR sales and one USD sale in the week, one EUR sale before it.
    const sales = (at: Date, currency: string, n: number, earnings: number) => ({
      linkId: link.id,
      day: at,
      marketplace: 'digistore24',
      currency,
      userId: user.id,
      sales: n,
      earnings,
    });
    await db.linkDaySale.createMany({
      data: [
        sales(new Date(START.getTime() - DAY), 'EUR', 1, 15),
        sales(new Date(START.getTime() + DAY), 'EUR', 2, 30),
        sales(new Date(START.getTime() + 2 * DAY), 'USD', 1, 100),
      ],
    });
    const decision = (slotAt: Date, message: string) => ({
      campaignId: campaign.id,
      slotAt,
      armLabel: 'B',
      reason: 'thompson',
      message,
      status: 'placed',
      arms: snapshot(message),
    });
    await db.autopilotDecision.createMany({
      data: [
        decision(new Date(START.getTime() - DAY), 'before the week'),
        decision(new Date(START.getTime() + 2 * DAY), 'in the week'),
        decision(new Date(END.getTime() + DAY), 'after the week'),
      ],
    });

    const week = await readWeek(db, user.id, START, END);
    expect(week).toMatchObject({
      weekStart: '2026-11-30',
      weekEnd: '2026-12-06',
      currency: 'EUR',
      otherCurrencies: ['USD'],
    });
    expect(week.videos).toEqual([
      {
        label: 'Lamp · variant B',
        href: `/campaigns/${campaign.id}`,
        views: 300,
        clicks: 6,
        sales: 2,
        earnings: 30,
      },
    ]);
    const byId = new Map(week.campaigns.map((c) => [c.id, c]));
    expect(byId.get(campaign.id)).toMatchObject({ autopilot: true, slotsByLabel: { B: 1 } });
    expect(byId.get(campaign.id)?.latest?.verdict.message).toBe('in the week');
    expect(byId.get(manual.id)).toMatchObject({ autopilot: false, slotsByLabel: {}, latest: null });
  });
});
