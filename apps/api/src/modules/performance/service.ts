import {
  isUuid,
  type LinkSourceKind,
  type PerformanceDay,
  type PerformanceQuery,
  type PerformanceResponse,
  type PerformanceRow,
  rates,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { Prisma } from '@adreel/db';
import { NotFound } from '../../domain-errors.ts';
import { labelSources } from './labels.ts';
import { compareVariants, loadVariantGroups } from './variants.ts';

interface ClickAgg {
  kind: string;
  sourceId: string;
  day: string;
  clicks: number;
  uniques: number;
  bots: number;
}
interface SaleAgg {
  kind: string | null;
  sourceId: string | null;
  day: string;
  event: string;
  n: number;
  earnings: number;
  currency: string;
}

type Figures = { clicks: number; uniqueClicks: number; sales: number; refunds: number; earnings: number };
const zero = (): Figures => ({ clicks: 0, uniqueClicks: 0, sales: 0, refunds: 0, earnings: 0 });
const cents = (n: number) => Math.round(n * 100) / 100;

/** Every UTC day from `from` to `to`, both included. */
function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** The Performance page: clicks, unique clicks, sales, earnings, conversion and EPC per source and per day. */
export function createPerformanceService(deps: { db: Db }) {
  const { db } = deps;

  async function videoFilter(userId: string, videoId: string | undefined): Promise<Prisma.Sql> {
    if (!videoId) return Prisma.empty;
    const video = isUuid(videoId)
      ? await db.video.findFirst({ where: { id: videoId, userId }, select: { id: true } })
      : null;
    if (!video) throw new NotFound('Video not found.');
    return Prisma.sql`AND ((l."sourceKind" = 'video' AND l."sourceId" = ${videoId}) OR (l."sourceKind" = 'variant' AND l."sourceId" LIKE ${`${videoId}/%`}))`;
  }

  return {
    async report(userId: string, q: PerformanceQuery): Promise<PerformanceResponse> {
      const only = await videoFilter(userId, q.videoId);
      const [clickRows, saleRows] = await Promise.all([
        db.$queryRaw<ClickAgg[]>`
          SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", to_char(c.day, 'YYYY-MM-DD') AS day,
                 (count(*) FILTER (WHERE NOT c.bot))::int AS clicks,
                 (count(DISTINCT c."visitorHash") FILTER (WHERE NOT c.bot))::int AS uniques,
                 (count(*) FILTER (WHERE c.bot))::int AS bots
          FROM "Click" c JOIN "TrackedLink" l ON l.id = c."linkId"
          WHERE l."userId" = ${userId}::uuid AND c.day BETWEEN ${q.from}::date AND ${q.to}::date ${only}
          GROUP BY l."sourceKind", l."sourceId", c.day`,
        db.$queryRaw<SaleAgg[]>`
          SELECT l."sourceKind" AS kind, l."sourceId" AS "sourceId", to_char(s.at, 'YYYY-MM-DD') AS day,
                 s.event, count(*)::int AS n, sum(s.earnings)::float8 AS earnings, min(s.currency) AS currency
          FROM "Sale" s LEFT JOIN "TrackedLink" l ON l.id = s."linkId"
          WHERE s."userId" = ${userId}::uuid
            AND s.at >= ${q.from}::date AND s.at < (${q.to}::date + 1) ${q.videoId ? only : Prisma.empty}
          GROUP BY l."sourceKind", l."sourceId", to_char(s.at, 'YYYY-MM-DD'), s.event`,
      ]);

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

      for (const c of clickRows) {
        botClicks += c.bots;
        add([source(c.kind, c.sourceId), byDay.get(c.day), totals], {
          clicks: c.clicks,
          uniqueClicks: c.uniques,
        });
      }
      let currency: string | null = null;
      for (const s of saleRows) {
        currency ??= s.currency;
        const undo = s.event !== 'sale';
        const f = { sales: undo ? -s.n : s.n, refunds: undo ? s.n : 0, earnings: s.earnings };
        add([s.kind && s.sourceId ? source(s.kind, s.sourceId) : undefined, byDay.get(s.day), totals], f);
      }

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
        }))
        .sort((a, b) => b.earnings - a.earnings || b.clicks - a.clicks || a.label.localeCompare(b.label));
      const days: PerformanceDay[] = [...byDay.entries()].map(([day, f]) => ({
        day,
        clicks: f.clicks,
        uniqueClicks: f.uniqueClicks,
        sales: f.sales,
        earnings: cents(f.earnings),
      }));
      return {
        from: q.from,
        to: q.to,
        currency,
        totals: {
          clicks: totals.clicks,
          uniqueClicks: totals.uniqueClicks,
          sales: totals.sales,
          refunds: totals.refunds,
          earnings: cents(totals.earnings),
          botClicks,
          ...rates(totals),
        },
        days,
        rows,
        variantGroups: compareVariants(await loadVariantGroups(db, userId, q.videoId), rows),
      };
    },
  };
}
export type PerformanceService = ReturnType<typeof createPerformanceService>;
