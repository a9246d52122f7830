import { z } from 'zod';
import { linkSourceKindSchema } from './links.ts';
import { safeText } from './text.ts';

/** The longest period the Performance page asks for at once. */
export const PERFORMANCE_MAX_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayText = (label: string) =>
  safeText()
    .regex(DAY, { message: `${label} must be a date like 2026-01-31` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: `${label} is not a real date` });

/** GET /performance — a period of whole UTC days (both ends included), optionally one video's links. */
export const performanceQuerySchema = z
  .object({
    from: dayText('The start'),
    to: dayText('The end'),
    videoId: z.uuid({ message: 'Unknown video' }).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((q) => daysBetween(q.from, q.to) < PERFORMANCE_MAX_DAYS, {
    message: `Choose at most ${PERFORMANCE_MAX_DAYS} days`,
    path: ['to'],
  });
export type PerformanceQuery = z.infer<typeof performanceQuerySchema>;

const figures = {
  /** Redirects answered to people (bots and prefetchers are stored, flagged, and not counted). */
  clicks: z.number().int(),
  /** Distinct visitors per day, summed over the days. */
  uniqueClicks: z.number().int(),
  /** Paid orders minus refunded and charged-back ones. */
  sales: z.number().int(),
  /** Affiliate earnings: sales minus refunds and chargebacks. */
  earnings: z.number(),
};

export const performanceRowSchema = z.object({
  kind: linkSourceKindSchema,
  sourceId: z.string(),
  label: z.string(),
  ...figures,
  refunds: z.number().int(),
  /** Sales per unique click (0 without clicks; above 1 when visitors buy more than once). */
  conversionRate: z.number(),
  /** Earnings per click. */
  epc: z.number(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performanceDaySchema = z.object({ day: z.string(), ...figures });
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

export const performanceResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The currency of the earnings (the first sale's), or null before any sale. */
  currency: z.string().nullable(),
  totals: performanceRowSchema.omit({ kind: true, sourceId: true, label: true }).extend({
    botClicks: z.number().int(),
  }),
  /** One entry per day of the period, oldest first, zero-filled. */
  days: z.array(performanceDaySchema),
  /** One row per source with any link, sorted by earnings (highest first), then clicks. */
  rows: z.array(performanceRowSchema),
  /** Hook variant groups (newest first), each variant's figures side by side. */
  variantGroups: z.array(z.lazy(() => variantGroupPerformanceSchema)).optional(),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Sales per unique click and earnings per click, rounded for display. */
export function rates(f: { clicks: number; uniqueClicks: number; sales: number; earnings: number }) {
  return {
    conversionRate: f.uniqueClicks > 0 ? Math.round((f.sales / f.uniqueClicks) * 10_000) / 10_000 : 0,
    epc: f.clicks > 0 ? Math.round((f.earnings / f.clicks) * 100) / 100 : 0,
  };
}

const CSV_COLUMNS = [
  'Source',
  'Type',
  'Clicks',
  'Unique clicks',
  'Sales',
  'Refunds',
  'Earnings',
  'Conversion rate',
  'EPC',
] as const;

/** One cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The Performance table as CSV (RFC 4180, CRLF line ends). */
export function performanceCsv(rows: readonly PerformanceRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    lines.push(
      [
        r.label,
        r.kind,
        r.clicks,
        r.uniqueClicks,
        r.sales,
        r.refunds,
        r.earnings.toFixed(2),
        `${(r.conversionRate * 100).toFixed(2)}%`,
        r.epc.toFixed(2),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** One hook variant's figures (its tracked links, `h_` campaign keys). */
export const variantPerformanceSchema = z.object({
  videoId: z.string(),
  label: z.string(),
  /** The variant's first line (its hook), for telling them apart. */
  hook: z.string(),
  status: z.string(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  sales: z.number().int(),
  earnings: z.number(),
  conversionRate: z.number(),
  epc: z.number(),
});
export type VariantPerformance = z.infer<typeof variantPerformanceSchema>;

export const variantGroupPerformanceSchema = z.object({
  groupId: z.string(),
  /** The product the variants promote. */
  title: z.string(),
  createdAt: z.string(),
  variants: z.array(variantPerformanceSchema),
});
export type VariantGroupPerformance = z.infer<typeof variantGroupPerformanceSchema>;
