import { z } from 'zod';
import { calendarDay } from './date-time.ts';
import { languageCodes } from './languages.ts';
import { linkSourceKindSchema } from './links.ts';
import { marketplaceIdSchema } from './marketplaces.ts';

/** The longest period the Performance page asks for at once. */
export const PERFORMANCE_MAX_DAYS = 366;

/** An ISO 4217 currency code as sales carry it (`EUR`, `USD`). */
export const currencyCodeSchema = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: 'Choose a currency as its three-letter code, e.g. EUR' });

/**
 * GET /performance — a period of whole UTC days (both ends included), optionally one video's links,
 * one marketplace's sales, and the currency the money figures are in (default: the period's main one).
 */
export const performanceQuerySchema = z
  .object({
    from: calendarDay('The start'),
    to: calendarDay('The end'),
    videoId: z.uuid({ message: 'Unknown video' }).optional(),
    marketplace: marketplaceIdSchema.optional(),
    currency: currencyCodeSchema.optional(),
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

/**
 * The two rates computed from `figures` (see rates()). Every per-source, per-variant and
 * per-language row carries them, so they are declared once and spread in.
 */
const rateFields = {
  /** Sales per unique click (0 without clicks; above 1 when visitors buy more than once). */
  conversionRate: z.number(),
  /** Earnings per click. */
  epc: z.number(),
};

/** How many of the sales came through clicks with this device or referrer. */
export const buyerShareSchema = z.object({ name: z.string(), sales: z.number().int() });
export type BuyerShare = z.infer<typeof buyerShareSchema>;

/**
 * What the clicks that bought say (sales whose click id came back, joined to that click): the median
 * time from click to sale, and their devices and referrers (most sales first; `direct` = no referrer).
 */
const buyerFields = {
  medianSecondsToSale: z.number().nullable(),
  buyerDevices: z.array(buyerShareSchema),
  buyerReferrers: z.array(buyerShareSchema),
};
export type BuyerFigures = {
  medianSecondsToSale: number | null;
  buyerDevices: BuyerShare[];
  buyerReferrers: BuyerShare[];
};

export const performanceRowSchema = z.object({
  kind: linkSourceKindSchema,
  sourceId: z.string(),
  label: z.string(),
  ...figures,
  refunds: z.number().int(),
  ...rateFields,
  ...buyerFields,
  /**
   * Some of the source's links are shared direct (the Digistore24 promolink itself, no /go/ hop): their
   * clicks are counted in Digistore24's own reports, not here; their sales still come back.
   */
  direct: z.boolean(),
});
export type PerformanceRow = z.infer<typeof performanceRowSchema>;

export const performanceDaySchema = z.object({ day: z.string(), ...figures });
export type PerformanceDay = z.infer<typeof performanceDaySchema>;

/**
 * One currency's money over the period (and the chosen marketplace): sales, refunds and earnings are
 * never summed across currencies; no rate is applied anywhere.
 */
export const currencyTotalSchema = z.object({
  currency: z.string(),
  sales: z.number().int(),
  refunds: z.number().int(),
  earnings: z.number(),
});
export type CurrencyTotal = z.infer<typeof currencyTotalSchema>;

/** One marketplace's money in one currency over the period (every marketplace, whichever is chosen). */
export const marketplaceTotalSchema = currencyTotalSchema.extend({ marketplace: marketplaceIdSchema });
export type MarketplaceTotal = z.infer<typeof marketplaceTotalSchema>;

export const performanceResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * The one currency of every sales, refunds and earnings figure below (totals, days, rows, variants,
   * languages, funnel): the one asked for, else the period's main one (most sales); null before any
   * sale. Sales in other currencies are in `currencies` only, never added in.
   */
  currency: z.string().nullable(),
  /** The marketplace the sales figures are narrowed to; null: every marketplace. Clicks are not narrowed (a click's marketplace is known only once it buys). */
  marketplace: marketplaceIdSchema.nullable(),
  /** The period's money per currency (within the chosen marketplace), most sales first. */
  currencies: z.array(currencyTotalSchema),
  /** The period's money per marketplace and currency (every marketplace), most sales first. */
  marketplaces: z.array(marketplaceTotalSchema),
  totals: performanceRowSchema.omit({ kind: true, sourceId: true, label: true, direct: true }).extend({
    botClicks: z.number().int(),
  }),
  /** One entry per day of the period, oldest first, zero-filled. */
  days: z.array(performanceDaySchema),
  /** One row per source with any link, sorted by earnings (highest first), then clicks. */
  rows: z.array(performanceRowSchema),
  /** Hook variant groups (newest first), each variant's figures side by side. */
  variantGroups: z.array(z.lazy(() => variantGroupPerformanceSchema)).optional(),
  /** The videos' figures per language (issue 25), most earning first; videos of every language count. */
  languages: z.array(z.lazy(() => languagePerformanceSchema)).optional(),
  /** Views → clicks → sales → earnings per post, video, hook variant, language, channel and campaign (issue 32). */
  funnel: z.array(z.lazy(() => funnelRowSchema)).optional(),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

/** One sale event with the click that bought, for the Performance page's recent sales. */
export const performanceSaleSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** sale | refund | chargeback */
  event: z.string(),
  earnings: z.number(),
  currency: z.string(),
  /** The marketplace that sold it (digistore24, clickbank, custom). */
  marketplace: z.string(),
  /** For a custom network's sale, the connection's name ("JVZoo"); null otherwise. */
  network: z.string().nullable(),
  /** How it reached AdReel: postback, ipn, ins (ClickBank), custom-postback, or report (a marketplace's report sync). */
  source: z.string(),
  productName: z.string().nullable(),
  /** Where it was sold (the source's name), or null when unattributed. */
  label: z.string().nullable(),
  /** The click that bought, when its click id came back. */
  click: z
    .object({
      at: z.string(),
      device: z.string(),
      referrerDomain: z.string().nullable(),
      secondsToSale: z.number(),
    })
    .nullable(),
});
export type PerformanceSale = z.infer<typeof performanceSaleSchema>;

/** GET /performance/sales — the period's sale events, newest first (at most 50). */
export const performanceSalesResponseSchema = z.object({ sales: z.array(performanceSaleSchema) });
export type PerformanceSalesResponse = z.infer<typeof performanceSalesResponseSchema>;

/** GET /performance/sync — the signed-in user's Digistore24 report sync (added sales are marked "report"). */
export const reportSyncStatusSchema = z.object({
  /** A Digistore24 account is connected (the report is read with its key). */
  connected: z.boolean(),
  lastSyncedAt: z.string().nullable(),
  /** Sales the last run found in the report that no postback or IPN had brought. */
  lastAdded: z.number().int(),
  lastError: z.string().nullable(),
});
export type ReportSyncStatus = z.infer<typeof reportSyncStatusSchema>;

/** POST /performance/sync — "Sync now": the report is read in the background, within a minute. */
export const reportSyncRequestResponseSchema = z.object({ queued: z.literal(true) });

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
  ...figures,
  ...rateFields,
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

/** One language's figures: every video made in it (originals and translations), by their tracked links. */
export const languagePerformanceSchema = z.object({
  language: z.enum(languageCodes),
  videos: z.number().int(),
  ...figures,
  ...rateFields,
});
export type LanguagePerformance = z.infer<typeof languagePerformanceSchema>;

/** What the funnel is broken down by: a post counts for its video, that video's hook variant and language, its channel and campaign. */
export const FUNNEL_DIMENSIONS = ['post', 'video', 'variant', 'language', 'channel', 'campaign'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/**
 * One funnel row: the platforms' views of the posts in it (null when no post's numbers are known yet),
 * and the clicks, sales and earnings of every tracked link it holds (a video's own link and its posts').
 */
export const funnelRowSchema = z.object({
  dimension: z.enum(FUNNEL_DIMENSIONS),
  /** Post, video, channel or campaign id; the language code. */
  id: z.string(),
  label: z.string(),
  views: z.number().int().nullable(),
  ...figures,
  /** Clicks per 1,000 views; null without views. */
  clicksPerThousandViews: z.number().nullable(),
  /** Earnings per 1,000 views; null without views. */
  earningsPerThousandViews: z.number().nullable(),
  /** Some of the views were read from a local stand-in of the platform, not the platform itself. */
  viewsFromStandIn: z.boolean(),
});
export type FunnelRow = z.infer<typeof funnelRowSchema>;

/** Clicks and earnings per 1,000 views, or null when no views are known. */
export function perThousandViews(f: { views: number | null; clicks: number; earnings: number }) {
  if (f.views === null || f.views <= 0)
    return { clicksPerThousandViews: null, earningsPerThousandViews: null };
  return {
    clicksPerThousandViews: Math.round((f.clicks / f.views) * 1000 * 100) / 100,
    earningsPerThousandViews: Math.round((f.earnings / f.views) * 1000 * 100) / 100,
  };
}
