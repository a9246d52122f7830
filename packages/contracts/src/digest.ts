import { z } from 'zod';

/** One line of the weekly digest: a video (a campaign's variant, when it is one) and its week's figures. */
export const digestLineSchema = z.object({
  label: z.string(),
  href: z.string().nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  sales: z.number().int(),
  earnings: z.number(),
});
export type DigestLine = z.infer<typeof digestLineSchema>;

/**
 * The weekly digest (issue 35 item 4): what earned, what lost, what autopilot changed, one suggested
 * next action. Written once per user and ISO week (Monday, UTC) by the worker; stored as it was sent.
 */
export const digestContentSchema = z.object({
  weekStart: z.string(),
  weekEnd: z.string(),
  /**
   * The currency every sale and earnings figure is in: the week's with the most sales (then
   * earnings), null before the first sale. Two currencies are never added (decision 0040); the week's
   * other currencies are named so the reader knows to look on Performance. Defaults keep digests
   * stored before these fields readable.
   */
  currency: z.string().nullable().default(null),
  otherCurrencies: z.array(z.string()).default([]),
  totals: z.object({
    views: z.number().int(),
    clicks: z.number().int(),
    sales: z.number().int(),
    earnings: z.number(),
  }),
  earned: z.array(digestLineSchema),
  lost: z.array(digestLineSchema),
  autopilot: z.array(z.string()),
  nextAction: z.object({ text: z.string(), href: z.string().nullable() }),
});
export type DigestContent = z.infer<typeof digestContentSchema>;

export const weeklyDigestSchema = digestContentSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  emailed: z.boolean(),
});
export type WeeklyDigestDto = z.infer<typeof weeklyDigestSchema>;

// GET /digests — the user's newest weekly digests, newest first.
export const digestsResponseSchema = z.object({ digests: z.array(weeklyDigestSchema) });
export type DigestsResponse = z.infer<typeof digestsResponseSchema>;

/** The digest as e-mail text: the same four parts as the page. */
export function digestText(d: DigestContent, appUrl: string): string {
  const money = (n: number) => `${n.toFixed(2)}${d.currency ? ` ${d.currency}` : ''}`;
  const line = (l: DigestLine) =>
    `- ${l.label}: ${l.views} views, ${l.clicks} clicks, ${l.sales} sales, ${money(l.earnings)} earned`;
  return [
    `Your week ${d.weekStart} – ${d.weekEnd}: ${d.totals.views} views, ${d.totals.clicks} clicks, ${d.totals.sales} sales, ${money(d.totals.earnings)} earned.`,
    ...(d.otherCurrencies.length ? [otherCurrenciesNote(d.otherCurrencies)] : []),
    '',
    'What earned:',
    ...(d.earned.length ? d.earned.map(line) : ['- nothing yet']),
    '',
    'What lost:',
    ...(d.lost.length ? d.lost.map(line) : ['- nothing stood out']),
    '',
    'What autopilot changed:',
    ...(d.autopilot.length ? d.autopilot.map((a) => `- ${a}`) : ['- no autopilot campaign ran']),
    '',
    `Next: ${d.nextAction.text}${d.nextAction.href ? ` ${appUrl}${d.nextAction.href}` : ''}`,
  ].join('\n');
}

/** Said under the totals when the week also had sales in other currencies (never converted or added). */
export function otherCurrenciesNote(currencies: readonly string[]): string {
  return `Sales in ${currencies.join(', ')} are not added in; see them on Performance.`;
}
