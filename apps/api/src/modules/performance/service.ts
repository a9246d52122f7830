import {
  currencyTotals,
  isUuid,
  type LinkSourceKind,
  type PerformanceDay,
  type PerformanceQuery,
  type PerformanceResponse,
  type PerformanceRow,
  type PerformanceSalesResponse,
  rates,
  shownCurrency,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Prisma } from '@adreel/db';
import { NotFound } from '../../domain-errors.ts';
import { noBuyers, readBuyers, recentSales } from './buyers.ts';

import { daysOf, readFigures, readMarketplaceTotals } from './figures.ts';
import { videoOfRow } from './funnel.ts';
import { loadFunnelPosts, readFunnel } from './funnel-load.ts';
import { labelSources } from './labels.ts';
import { compareLanguages, loadVideoLanguages } from './languages.ts';
import { type Counted, compareVariants, loadVariantGroups } from './variants.ts';

type Figures = { clicks: number; uniqueClicks: number; sales: number; refunds: number; earnings: number };
const zero = (): Figures => ({ clicks: 0, uniqueClicks: 0, sales: 0, refunds: 0, earnings: 0 });
const cents = (n: number) => Math.round(n * 100) / 100;

/** The Performance page: clicks, unique clicks, sales, earnings, conversion and EPC per source and per day. */
export function createPerformanceService(deps: { db: Db }) {
  const { db } = deps;

  async function videoFilter(userId: string, videoId: string | undefined): Promise<Prisma.Sql> {
    if (!videoId) return Prisma.empty;
    const video = isUuid(videoId)
      ? await db.video.findFirst({ where: { id: videoId, userId }, select: { id: true } })
      : null;
    if (!video) throw new NotFound('Video not found.');
    // The video's own link, its variant link, and the links of its posts.
    return Prisma.sql`AND ((l."sourceKind" = 'video' AND l."sourceId" = ${videoId})
      OR (l."sourceKind" = 'variant' AND l."sourceId" LIKE ${`${videoId}/%`})
      OR (l."sourceKind" = 'post' AND l.id IN (
        SELECT "trackedLinkId" FROM "Post" WHERE "userId" = ${userId}::uuid AND "videoId" = ${videoId}::uuid)))`;
  }

  return {
    async report(userId: string, q: PerformanceQuery): Promise<PerformanceResponse> {
      const only = await videoFilter(userId, q.videoId);
      const figureQuery = { userId, from: q.from, to: q.to, only };
      const marketplace = q.marketplace ?? null;
      const [marketplaces, { clicks: clickRows, sales: moneyRows }, buyers] = await Promise.all([
        readMarketplaceTotals(db, figureQuery),
        readFigures(db, figureQuery, marketplace),
        readBuyers(db, figureQuery, marketplace),
      ]);
      // Money is shown in one currency (the asked or main one); the others are listed beside it, never added in.
      const currencies = currencyTotals(marketplaces, marketplace);
      const currency = shownCurrency(q.currency, currencies);
      const saleRows = moneyRows.filter((s) => s.currency === currency);

      const bySource = new Map<string, Figures & { kind: LinkSourceKind; sourceId: string }>();
      const byDay = new Map<string, Figures>(daysOf(q.from, q.to).map((d) => [d, zero()]));
      const totals = zero();
      let botClicks = 0;
      const source = (kind: string, sourceId: string) => {
        const key = `${kind}\u0000${sourceId}`;
        let row = bySource.get(key);
        if (!row) {
          row = { ...zero(), kind: kind as LinkSourceKind, sourceId };
          bySource.set(key, row);
        }
        return row;
      };
      const add = (targets: (Figures | undefined)[], f: Partial<Figures>) => {
        for (const t of targets) {
          if (!t) continue;
          t.clicks += f.clicks ?? 0;
          t.uniqueClicks += f.uniqueClicks ?? 0;
          t.sales += f.sales ?? 0;
          t.refunds += f.refunds ?? 0;
          t.earnings += f.earnings ?? 0;
        }
      };

      // Per-source rows carry the totals; per-day rows only the chart.
      const targets = (r: {
        perSource: boolean;
        kind: string | null;
        sourceId: string | null;
        day: string | null;
      }) =>
        r.perSource
          ? [r.kind && r.sourceId ? source(r.kind, r.sourceId) : undefined, totals]
          : [byDay.get(r.day ?? '')];
      const direct = new Set<string>();
      for (const c of clickRows) {
        if (c.perSource && c.direct) direct.add(`${c.kind}\u0000${c.sourceId}`);
        if (c.perSource) botClicks += c.bots;
        add(targets(c), { clicks: c.clicks, uniqueClicks: c.uniques });
      }
      for (const s of saleRows) add(targets(s), { sales: s.sales, refunds: s.refunds, earnings: s.earnings });

      const labels = await labelSources(db, userId, [...bySource.values()]);
      const rows: PerformanceRow[] = [...bySource.values()]
        .map((r) => ({
          kind: r.kind,
          sourceId: r.sourceId,
          label: labels.get(`${r.kind}\u0000${r.sourceId}`) ?? r.sourceId,
          clicks: r.clicks,
          uniqueClicks: r.uniqueClicks,
          sales: r.sales,
          refunds: r.refunds,
          earnings: cents(r.earnings),
          ...rates(r),
          ...(buyers.get(`${r.kind}\u0000${r.sourceId}`) ?? noBuyers()),
          direct: direct.has(`${r.kind}\u0000${r.sourceId}`),
        }))
        .sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks || a.label.localeCompare(b.label));
      const days: PerformanceDay[] = [...byDay.entries()].map(([day, f]) => ({
        day,
        clicks: f.clicks,
        uniqueClicks: f.uniqueClicks,
        sales: f.sales,
        earnings: cents(f.earnings),
      }));
      // A post's figures count for its video, that video's variant and language (issue 32).
      const posts = await loadFunnelPosts(db, userId, rows, q);
      const videoOfSource = (row: Counted) => videoOfRow(row, posts);
      const [variantGroups, videoLanguages, funnel] = await Promise.all([
        loadVariantGroups(db, userId, q.videoId),
        loadVideoLanguages(db, userId, q.videoId),
        readFunnel(db, userId, rows, posts),
      ]);
      return {
        from: q.from,
        to: q.to,
        currency,
        marketplace,
        currencies,
        marketplaces,
        totals: {
          clicks: totals.clicks,
          uniqueClicks: totals.uniqueClicks,
          sales: totals.sales,
          refunds: totals.refunds,
          earnings: cents(totals.earnings),
          botClicks,
          ...rates(totals),
          ...(buyers.get('') ?? noBuyers()),
        },
        days,
        rows,
        variantGroups: compareVariants(variantGroups, rows, videoOfSource),
        languages: compareLanguages(videoLanguages, rows, videoOfSource),
        funnel,
      };
    },

    /** GET /performance/sales: the period's sale events, newest first, each with its click. */
    async sales(userId: string, q: PerformanceQuery): Promise<PerformanceSalesResponse> {
      const only = await videoFilter(userId, q.videoId);
      return {
        sales: await recentSales(db, { userId, from: q.from, to: q.to, only }, q.marketplace ?? null),
      };
    },
  };
}
export type PerformanceService = ReturnType<typeof createPerformanceService>;
