import { randomBytes } from 'node:crypto';
import type { Prisma } from '@adreel/db';
import { createSaleRecorder, type NewSale } from '@adreel/sales';
import {
  audienceClicks,
  audienceSales,
  hiddenClickRate,
  hiddenCommission,
  hiddenSaleRate,
} from '../autopilot/demo-rates.ts';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { webhookEvents } from '../webhooks/events.ts';

/** Every click the stand-in audience makes carries this referrer, so reports can tell them apart. */
export const STAND_IN_AUDIENCE_REFERRER = 'stand-in-audience.demo';
/** Only posts this recent are watched: an old demo post stops earning clicks. */
const WATCH_MS = 2 * 86_400_000;
/**
 * Click rows written per run at most: views keep growing (and a fast clock makes many posts), so one
 * run's rows would grow with them; what is left over is still owed and comes on the next runs.
 */
export const MAX_AUDIENCE_CLICKS_PER_RUN = 5000;
/** Sales recorded per run at most: each goes through the recorder one by one; the rest come next run. */
export const MAX_AUDIENCE_SALES_PER_RUN = 500;
/** The order and transaction ids of the stand-in audience's sales start with this, so they can be counted. */
export const AUDIENCE_ORDER_PREFIX = 'AUD-';

/**
 * Demo mode only (issue 35 item 4; registered only when DEMO_AUDIENCE_EVERY_SECONDS is set in demo
 * mode): a stand-in audience for autopilot campaigns. The views are the stand-in platforms' own
 * numbers (fetch-post-stats stores them, marked standIn); this adds clicks on each published post's
 * tracked link from hidden per-variant rates (demo-rates.ts), labelled by their referrer. Clicks go
 * in as rows like the redirect writes, so the rollups, the funnel and autopilot see them. Some of
 * those clicks buy, at hidden per-variant sale rates and a fixed commission per campaign: each sale
 * goes through the one recorder (@adreel/sales) as a sandbox Digistore24 postback carrying the link's
 * campaign key, so it is attributed, rolled up and announced like any sale; its order id starts with
 * AUD- and its product says "Stand-in audience (demo)".
 */
export function demoAudienceJob(
  deps: Pick<WorkerDeps, 'db' | 'producer' | 'logger'>,
  now: () => Date = () => new Date(),
  maxClicksPerRun = MAX_AUDIENCE_CLICKS_PER_RUN,
  maxSalesPerRun = MAX_AUDIENCE_SALES_PER_RUN,
) {
  const { db } = deps;
  const recorder = createSaleRecorder({ db, webhooks: webhookEvents(deps) });
  return defineJob({
    queue: 'autopilot',
    name: 'demo-audience',
    async handle(_payload, ctx) {
      const at = now();
      const posts = await db.post.findMany({
        where: {
          status: 'published',
          trackedLinkId: { not: null },
          publishedAt: { gte: new Date(at.getTime() - WATCH_MS) },
          campaign: { autopilot: { is: { enabled: true } } },
        },
        select: {
          id: true,
          campaignId: true,
          videoId: true,
          trackedLinkId: true,
          trackedLink: { select: { userId: true, campaignKey: true } },
        },
        take: 2000,
      });
      if (posts.length === 0) return { clicks: 0, sales: 0 };
      const linkIds = posts.flatMap((p) => (p.trackedLinkId ? [p.trackedLinkId] : []));
      const [views, items, made, sold] = await Promise.all([
        db.postStatsDaily.groupBy({
          by: ['postId'],
          where: { postId: { in: posts.map((p) => p.id) } },
          _max: { views: true },
        }),
        db.campaignItem.findMany({
          where: {
            campaignId: { in: [...new Set(posts.flatMap((p) => (p.campaignId ? [p.campaignId] : [])))] },
          },
          select: { campaignId: true, videoId: true, position: true },
        }),
        db.click.groupBy({
          by: ['linkId'],
          where: { linkId: { in: linkIds }, referrerDomain: STAND_IN_AUDIENCE_REFERRER },
          _count: { _all: true },
        }),
        db.sale.groupBy({
          by: ['linkId'],
          where: { linkId: { in: linkIds }, orderId: { startsWith: AUDIENCE_ORDER_PREFIX } },
          _count: { _all: true },
        }),
      ]);
      const viewsOf = new Map(views.map((v) => [v.postId, v._max.views ?? 0]));
      const madeOf = new Map(made.map((m) => [m.linkId, m._count._all]));
      const soldOf = new Map(sold.map((s) => [s.linkId, s._count._all]));
      const positionOf = new Map(items.map((i) => [`${i.campaignId}/${i.videoId}`, i.position]));
      const day = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
      const rows: Prisma.ClickCreateManyInput[] = [];
      const sales: NewSale[] = [];
      for (const post of posts) {
        const position = positionOf.get(`${post.campaignId}/${post.videoId}`);
        if (position === undefined || !post.campaignId || !post.trackedLinkId || !post.trackedLink) continue;
        const rate = hiddenClickRate(post.campaignId, position);
        const clicked = madeOf.get(post.trackedLinkId) ?? 0;
        const owed = audienceClicks(post.id, viewsOf.get(post.id) ?? 0, rate) - clicked;
        const due = Math.max(0, Math.min(owed, maxClicksPerRun - rows.length));
        for (let n = 0; n < due; n++) {
          rows.push({
            linkId: post.trackedLinkId,
            at,
            day,
            referrerDomain: STAND_IN_AUDIENCE_REFERRER,
            device: 'mobile',
            bot: false,
            visitorHash: randomBytes(16).toString('hex'),
          });
        }
        // Sales follow the clicks made so far, this run's included: none from clicks still owed.
        const bought =
          audienceSales(post.id, clicked + due, hiddenSaleRate(post.campaignId, position)) -
          (soldOf.get(post.trackedLinkId) ?? 0);
        const selling = Math.min(bought, maxSalesPerRun - sales.length);
        for (let n = 0; n < selling; n++) {
          sales.push(standInSale(post.trackedLink, hiddenCommission(post.campaignId), at));
        }
      }
      if (rows.length > 0) {
        await db.click.createMany({ data: rows });
        ctx.log('stand-in audience clicked', { clicks: rows.length });
      }
      // After the clicks, so a sale never stands on a link before the clicks that bought.
      const recorded = await recorder.recordAll(sales);
      if (recorded > 0) ctx.log('stand-in audience bought', { sales: recorded });
      return { clicks: rows.length, sales: recorded };
    },
  });
}

/** One stand-in sale as the sandbox Digistore24's postback tells it, attributed by the link's campaign key. */
function standInSale(link: { userId: string; campaignKey: string }, commission: number, at: Date): NewSale {
  const id = `${AUDIENCE_ORDER_PREFIX}${randomBytes(8).toString('hex')}`;
  return {
    userId: link.userId,
    marketplace: 'digistore24',
    source: 'postback',
    type: 'payment',
    orderId: id,
    transactionId: id,
    cid: null,
    campaignKey: link.campaignKey,
    earnings: commission,
    currency: 'EUR',
    productName: 'Stand-in audience (demo)',
    payload: { standInAudience: true },
    at,
  };
}
