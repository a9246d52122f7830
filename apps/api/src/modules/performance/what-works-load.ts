import { currencyTotals, POST_PLATFORM_NAMES, type PostPlatform, shownCurrency } from '@adreel/contracts';
import { type Db, Prisma } from '@adreel/db';

import { readPostViews } from './funnel-load.ts';
import { videoName } from './labels.ts';
import type { WhatWorksPost, WhatWorksVideo } from './what-works.ts';

export interface WhatWorksData {
  posts: WhatWorksPost[];
  videos: Map<string, WhatWorksVideo>;
  channels: Map<string, string>;
  viewsFromStandIn: boolean;
  /** Money is compared in one currency, the one with the most sales; null before any sale. */
  currency: string | null;
}

type Money = { linkId: string; currency: string; sales: number; earnings: number };

/**
 * The period's posts with views (optionally one campaign's), the owner's only, in a few reads over
 * what is already kept small: views from PostStatsDaily (its primary key), people's clicks from the
 * LinkDay rollups (bots are counted apart there), sales and earnings from the LinkDaySale rollups in
 * one currency, the videos' hooks read out of the script in SQL.
 */
export async function loadWhatWorks(
  db: Db,
  userId: string,
  q: { from: string; to: string; campaignId?: string },
): Promise<WhatWorksData> {
  const views = await readPostViews(db, userId, q);
  const ids = [...views.keys()];
  if (ids.length === 0)
    return { posts: [], videos: new Map(), channels: new Map(), viewsFromStandIn: false, currency: null };
  const postRows = await db.post.findMany({
    where: { id: { in: ids }, userId, ...(q.campaignId ? { campaignId: q.campaignId } : {}) },
    select: {
      id: true,
      videoId: true,
      channelId: true,
      publishedAt: true,
      scheduledAt: true,
      trackedLinkId: true,
    },
  });
  const linkIds = postRows.flatMap((p) => p.trackedLinkId ?? []);
  const videoIds = [...new Set(postRows.flatMap((p) => p.videoId ?? []))];
  const channelIds = [...new Set(postRows.flatMap((p) => p.channelId ?? []))];
  const linkList = linkIds.length ? Prisma.join(linkIds.map((id) => Prisma.sql`${id}::uuid`)) : Prisma.empty;
  const [clickRows, moneyRows, videoRows, channelRows] = await Promise.all([
    linkIds.length
      ? db.$queryRaw<{ linkId: string; clicks: number }[]>`
          SELECT d."linkId", sum(d.clicks)::int AS clicks
          FROM "LinkDay" d
          WHERE d."userId" = ${userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date
            AND d."linkId" IN (${linkList})
          GROUP BY d."linkId"`
      : [],
    linkIds.length
      ? db.$queryRaw<Money[]>`
          SELECT d."linkId", d.currency, sum(d.sales)::int AS sales, sum(d.earnings)::float8 AS earnings
          FROM "LinkDaySale" d
          WHERE d."userId" = ${userId}::uuid AND d.day BETWEEN ${q.from}::date AND ${q.to}::date
            AND d."linkId" IN (${linkList})
          GROUP BY d."linkId", d.currency`
      : [],
    videoIds.length
      ? db.$queryRaw<
          {
            id: string;
            product: unknown;
            hook: string | null;
            variantLabel: string | null;
            template: string;
            language: string;
          }[]
        >`
          SELECT v.id, v.product, v."variantLabel", v.template, v.language,
                 v.content #>> '{reelScript,scenes,0,audio,voiceover}' AS hook
          FROM "Video" v
          WHERE v."userId" = ${userId}::uuid
            AND v.id IN (${Prisma.join(videoIds.map((id) => Prisma.sql`${id}::uuid`))})`
      : [],
    channelIds.length
      ? db.channel.findMany({
          where: { id: { in: channelIds }, userId },
          select: { id: true, platform: true, accountName: true },
        })
      : [],
  ]);
  const clicks = new Map(clickRows.map((r) => [r.linkId, r.clicks]));
  // The currency with the most sales (then earnings), as Performance picks its main one.
  const currency = shownCurrency(undefined, currencyTotals(moneyRows));
  const money = new Map(moneyRows.filter((r) => r.currency === currency).map((r) => [r.linkId, r]));
  const posts = postRows.map((p): WhatWorksPost => {
    const m = p.trackedLinkId ? money.get(p.trackedLinkId) : undefined;
    return {
      id: p.id,
      videoId: p.videoId,
      channelId: p.channelId,
      at: p.publishedAt ?? p.scheduledAt,
      views: views.get(p.id)?.views ?? 0,
      clicks: (p.trackedLinkId ? clicks.get(p.trackedLinkId) : undefined) ?? 0,
      sales: Math.max(0, m?.sales ?? 0),
      earnings: m?.earnings ?? 0,
    };
  });
  return {
    posts,
    videos: new Map(
      videoRows.map((v) => [
        v.id,
        {
          hook: v.hook,
          variantName: v.variantLabel ? `${videoName(v.product, v.id)} — hook ${v.variantLabel}` : null,
          template: v.template,
          language: v.language,
        },
      ]),
    ),
    channels: new Map(
      channelRows.map((c) => [
        c.id,
        `${POST_PLATFORM_NAMES[c.platform as PostPlatform] ?? c.platform} · ${c.accountName}`,
      ]),
    ),
    viewsFromStandIn: postRows.some((p) => views.get(p.id)?.standIn),
    currency,
  };
}
