import { randomBytes } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@adreel/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readArmFacts } from '../src/autopilot/evidence.ts';
import { publishedCampaignPost } from './campaign-post-support.ts';

// Issue 35: the autopilot's evidence per arm, summed per video in SQL; money in the campaign's main
// currency only (decision 0040: two currencies are never added).
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('readArmFacts', () => {
  it("sums each arm's posts and counts its sales and earnings in the campaign's main currency only", async () => {
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
      },
    });
    const day = new Date('2026-12-08');
    // Arm A: two posts; 3 sales in EUR and one in USD. Arm B: one post, one sale in EUR.
    const money: Record<string, { currency: string; sales: number; earnings: number }[][]> = {
      A: [
        [{ currency: 'EUR', sales: 2, earnings: 20 }],
        [
          { currency: 'EUR', sales: 1, earnings: 10 },
          { currency: 'USD', sales: 1, earnings: 100 },
        ],
      ],
      B: [[{ currency: 'EUR', sales: 1, earnings: 12 }]],
    };
    for (const [position, label] of ['A', 'B'].entries()) {
      const video = await db.video.create({ data: { userId: user.id, content: {}, status: 'completed' } });
      await db.campaignItem.create({
        data: { campaignId: campaign.id, position, videoId: video.id, status: 'scheduled' },
      });
      for (const rows of money[label] ?? []) {
        const { link, post } = await publishedCampaignPost(db, {
          userId: user.id,
          campaignId: campaign.id,
          videoId: video.id,
          scheduledAt: day,
        });
        await db.postStatsDaily.create({
          data: { postId: post.id, day, views: 400, likes: 0, comments: 0, shares: 0, fetchedAt: day },
        });
        await db.linkDay.create({ data: { linkId: link.id, day, userId: user.id, clicks: 30 } });
        await db.linkDaySale.createMany({
          data: rows.map((r) => ({
            linkId: link.id,
            day,
            marketplace: 'digistore24',
            userId: user.id,
            ...r,
          })),
        });
      }
    }
    const facts = await readArmFacts(db, campaign.id);
    expect(facts.map((f) => [f.position, f.views, f.clicks, f.sales, f.earnings])).toEqual([
      [0, 800, 60, 3, 30],
      [1, 400, 30, 1, 12],
    ]);
  });
});
