import { WHAT_WORKS_DIMENSIONS, type WhatWorksQuery, type WhatWorksResponse } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { seededRng } from '@adreel/stats';
import { NotFound } from '../../domain-errors.ts';
import { rankDimension, seedOf, whatWorksArms } from './what-works.ts';
import { loadWhatWorks } from './what-works-load.ts';

/**
 * GET /performance/what-works (issue 35): hooks, hook variants, templates, languages, channels and
 * posting times ranked by earnings and by clicks per 1,000 views, each with a credible interval and
 * P(best) from @adreel/stats, over the period's posts with views (optionally one campaign's).
 */
export function createWhatWorksService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async report(userId: string, q: WhatWorksQuery): Promise<WhatWorksResponse> {
      if (q.campaignId) {
        const campaign = await db.campaign.findFirst({
          where: { id: q.campaignId, userId },
          select: { id: true },
        });
        if (!campaign) throw new NotFound('Campaign not found.');
      }
      const data = await loadWhatWorks(db, userId, q);
      const arms = whatWorksArms({ ...data, timeZone: q.timeZone ?? 'UTC' });
      // Seeded by the question, so a reload of the same figures shows the same P(best).
      const rng = seededRng(seedOf(`${userId}|${q.from}|${q.to}|${q.campaignId ?? ''}`));
      return {
        from: q.from,
        to: q.to,
        campaignId: q.campaignId ?? null,
        currency: data.currency,
        posts: data.posts.length,
        viewsFromStandIn: data.viewsFromStandIn,
        dimensions: WHAT_WORKS_DIMENSIONS.map((d) => rankDimension(d, arms[d], rng)),
      };
    },
  };
}
export type WhatWorksService = ReturnType<typeof createWhatWorksService>;
