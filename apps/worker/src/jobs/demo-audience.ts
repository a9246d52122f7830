import { randomBytes } from 'node:crypto';
import type { Prisma } from '@adreel/db';
import { audienceClicks, hiddenClickRate } from '../autopilot/demo-rates.ts';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';

/** Every click the stand-in audience makes carries this referrer, so reports can tell them apart. */
export const STAND_IN_AUDIENCE_REFERRER = 'stand-in-audience.demo';
/** Only posts this recent are watched: an old demo post stops earning clicks. */
const WATCH_MS = 2 * 86_400_000;
/**
 * Click rows written per run at most: views keep growing (and a fast clock makes many posts), so one
 * run's rows would grow with them; what is left over is still owed and comes on the next runs.
 */
export const MAX_AUDIENCE_CLICKS_PER_RUN = 5000;

/**
 * Demo mode only (issue 35 item 4; registered only when DEMO_AUDIENCE_EVERY_SECONDS is set in demo
 * mode): a stand-in audience for autopilot campaigns. The views are the stand-in platforms' own
 * numbers (fetch-post-stats stores them, marked standIn); this adds clicks on each published post's
 * tracked link from hidden per-variant rates (demo-rates.ts), labelled by their referrer. Clicks go
 * in as rows like the redirect writes, so the rollups, the funnel and autopilot see them. No sales:
 * those belong to the sale writer, and the goal falls back to clicks while sales are too few.
 */
export function demoAudienceJob(
  deps: Pick<WorkerDeps, 'db'>,
  now: () => Date = () => new Date(),
  maxClicksPerRun = MAX_AUDIENCE_CLICKS_PER_RUN,
) {
  const { db } = deps;
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
        select: { id: true, campaignId: true, videoId: true, trackedLinkId: true },
        take: 2000,
      });
      if (posts.length === 0) return { clicks: 0 };
      const [views, items, made] = await Promise.all([
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
          where: {
            linkId: { in: posts.flatMap((p) => (p.trackedLinkId ? [p.trackedLinkId] : [])) },
            referrerDomain: STAND_IN_AUDIENCE_REFERRER,
          },
          _count: { _all: true },
        }),
      ]);
      const viewsOf = new Map(views.map((v) => [v.postId, v._max.views ?? 0]));
      const madeOf = new Map(made.map((m) => [m.linkId, m._count._all]));
      const positionOf = new Map(items.map((i) => [`${i.campaignId}/${i.videoId}`, i.position]));
      const day = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
      const rows: Prisma.ClickCreateManyInput[] = [];
      for (const post of posts) {
        const position = positionOf.get(`${post.campaignId}/${post.videoId}`);
        if (position === undefined || !post.campaignId || !post.trackedLinkId) continue;
        const rate = hiddenClickRate(post.campaignId, position);
        const owed =
          audienceClicks(post.id, viewsOf.get(post.id) ?? 0, rate) - (madeOf.get(post.trackedLinkId) ?? 0);
        const due = Math.min(owed, maxClicksPerRun - rows.length);
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
      }
      if (rows.length > 0) {
        await db.click.createMany({ data: rows });
        ctx.log('stand-in audience clicked', { clicks: rows.length });
      }
      return { clicks: rows.length };
    },
  });
}
