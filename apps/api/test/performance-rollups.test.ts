import { performanceResponseSchema, trackedLinkSchema } from '@adreel/contracts';
import { pruneClicks, utcDay } from '@adreel/db/rollups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type SignedInUser, signUpAndIn } from './harness.ts';

const DAY = 86_400_000;
const now = new Date();
const today = utcDay(now);
const daysAgo = (n: number) => utcDay(new Date(now.getTime() - n * DAY));
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

async function link(user: SignedInUser, sourceId: string) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/links',
    headers: user.auth,
    payload: { kind: 'traffic', sourceId, targetUrl: 'https://www.digistore24.com/redir/4242/ann/' },
  });
  expect(res.statusCode).toBe(200);
  const { code } = trackedLinkSchema.parse(res.json());
  return h.t.db.trackedLink.findUniqueOrThrow({ where: { code } });
}

async function report(user: SignedInUser, from = daysAgo(4), to = today) {
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/performance?from=${from}&to=${to}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return performanceResponseSchema.parse(res.json());
}

/** `n` clicks on a day: people `visitors` distinct, plus `bots` flagged ones. */
async function clicks(linkId: string, day: string, n: number, visitors: number, bots = 0) {
  await h.t.db.click.createMany({
    data: [
      ...Array.from({ length: n }, (_, i) => ({
        linkId,
        at: at(day, i % 24),
        day: at(day, 0),
        device: i % 2 ? 'mobile' : 'desktop',
        visitorHash: `v${i % visitors}`,
      })),
      ...Array.from({ length: bots }, () => ({
        linkId,
        at: at(day),
        day: at(day, 0),
        device: 'bot',
        bot: true,
        visitorHash: 'bot',
      })),
    ],
  });
}

let order = 0;
function sale(userId: string, linkId: string | null, day: string, event = 'sale', earnings = 10) {
  order += 1;
  return h.t.db.sale.create({
    data: {
      userId,
      linkId,
      orderId: `ORD${order}`,
      event,
      amount: Math.abs(earnings) * 2,
      earnings,
      currency: 'EUR',
      at: at(day, 15),
      payload: {},
    },
  });
}

describe('daily rollups', () => {
  it('match the raw rows, count a visitor once across batches, and keep the figures after pruning', async () => {
    const user = await signUpAndIn(h, 'rollups');
    const [a, b] = [await link(user, 'facebook'), await link(user, 'reddit')];
    await clicks(a.id, daysAgo(3), 12, 5, 2);
    await clicks(a.id, daysAgo(2), 7, 7);
    await clicks(b.id, daysAgo(2), 4, 1, 1);
    await clicks(b.id, daysAgo(1), 9, 3);
    await clicks(a.id, today, 5, 2, 1);
    // A second batch on the same link and day: visitors v0 and v1 are not new, v2 is.
    await clicks(a.id, today, 3, 3);
    await sale(user.userId, a.id, daysAgo(3));
    await sale(user.userId, a.id, daysAgo(2), 'refund', -10);
    await sale(user.userId, b.id, daysAgo(1), 'sale', 25.5);
    await sale(user.userId, null, daysAgo(2), 'sale', 7);
    await sale(user.userId, b.id, today, 'sale', 3);

    const r = await report(user);
    expect(r.totals).toMatchObject({ clicks: 40, uniqueClicks: 19, botClicks: 4, sales: 3, refunds: 1 });
    expect(r.totals.earnings).toBe(35.5);
    expect(r.days.find((d) => d.day === today)).toEqual({
      day: today,
      clicks: 8,
      uniqueClicks: 3,
      sales: 1,
      earnings: 3,
    });
    expect(r.rows.find((row) => row.sourceId === 'reddit')).toMatchObject({
      clicks: 13,
      uniqueClicks: 4,
      sales: 2,
      earnings: 28.5,
    });

    // Past the retention, raw clicks go; the figures stay.
    const pruned = await pruneClicks(h.t.db, { now, retentionDays: 2 });
    expect(pruned.clicks).toBeGreaterThanOrEqual(14);
    expect(await h.t.db.click.count({ where: { day: at(daysAgo(3), 0) } })).toBe(0);
    expect(await h.t.db.click.count({ where: { day: at(today, 0) } })).toBeGreaterThan(0);
    expect(await report(user)).toEqual(r);

    // A removed sale takes its figures back.
    const late = await sale(user.userId, a.id, daysAgo(1), 'sale', 4.5);
    expect((await report(user)).totals).toMatchObject({ sales: 4, earnings: 40 });
    await h.t.db.sale.delete({ where: { id: late.id } });
    expect(await report(user)).toEqual(r);
  });

  it('counts a click that reaches Postgres after its day ended', async () => {
    const user = await signUpAndIn(h, 'late-click');
    const a = await link(user, 'pinterest');
    // A batch held across midnight: it lands on its own day.
    h.app.services.links.clicks.record({
      linkId: a.id,
      at: at(daysAgo(1), 23),
      referrerDomain: null,
      device: 'mobile',
      bot: false,
      ip: '198.51.100.1',
      agent: 'Mozilla/5.0 (iPhone)',
      cid: null,
    });
    await h.app.services.links.clicks.flush();
    expect((await report(user, daysAgo(1), daysAgo(1))).totals).toMatchObject({ clicks: 1, uniqueClicks: 1 });
    expect((await report(user, today, today)).totals.clicks).toBe(0);
  });
});
