import type { AutopilotSnapshot, DigestContent, DigestLine } from '@adreel/contracts';

/** What one user's week looked like, read by read.ts. */
export interface WeekFacts {
  weekStart: string;
  weekEnd: string;
  /** The currency of the lines' sales and earnings (null: no sale this week), and the week's others. */
  currency: string | null;
  otherCurrencies: string[];
  /** One line per video posted or clicked this week. */
  videos: DigestLine[];
  campaigns: {
    id: string;
    name: string;
    autopilot: boolean;
    /** Slots decided this week, by variant letter. */
    slotsByLabel: Record<string, number>;
    /** The newest decision's evidence, if any. */
    latest: AutopilotSnapshot | null;
  }[];
}

const TOP = 3;
const byValue = (a: DigestLine, b: DigestLine) =>
  b.earnings - a.earnings || b.clicks - a.clicks || b.views - a.views;
const perView = (l: DigestLine) => (l.views > 0 ? l.clicks / l.views : 0);

/**
 * The digest from a week's facts (pure): what earned (most earnings, then clicks), what lost (seen
 * but hardly clicked), what autopilot did per campaign (slots per variant, the verdict, retirements)
 * and one next action — make more of a winner, keep a race running, or start autopilot.
 */
export function composeDigest(f: WeekFacts): DigestContent {
  const earning = f.videos.filter((v) => v.earnings > 0 || v.clicks > 0).sort(byValue);
  const earned = earning.slice(0, TOP);
  const lost = f.videos
    .filter((v) => v.views > 0 && !earned.includes(v))
    .sort((a, b) => perView(a) - perView(b) || b.views - a.views)
    .slice(0, TOP);
  const autopilot = f.campaigns
    .filter((c) => c.autopilot)
    .flatMap((c) => {
      const slots = Object.entries(c.slotsByLabel).sort((a, b) => b[1] - a[1]);
      const total = slots.reduce((n, [, k]) => n + k, 0);
      if (total === 0 && !c.latest) return [];
      const shares = slots.map(([label, n]) => `${label} ${n}`).join(', ');
      const retired = c.latest?.arms.filter((a) => a.retired).map((a) => a.label) ?? [];
      return [
        [
          `“${c.name}”: ${total} slot${total === 1 ? '' : 's'} decided${shares ? ` (${shares})` : ''}.`,
          c.latest?.verdict.message ?? '',
          retired.length ? `Retired: ${retired.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      ];
    });
  const winner = f.campaigns.find((c) => c.autopilot && c.latest?.verdict.kind === 'winner');
  const racing = f.campaigns.find((c) => c.autopilot && c.latest && c.latest.verdict.kind !== 'winner');
  const manual = f.campaigns.find((c) => !c.autopilot);
  const nextAction = winner
    ? {
        text: `Make more like variant ${winner.latest?.verdict.label} in “${winner.name}”: new openings in its style compete as challengers.`,
        href: `/campaigns/${winner.id}`,
      }
    : racing
      ? {
          text: `Keep “${racing.name}” running: ${racing.latest?.verdict.message}`,
          href: `/campaigns/${racing.id}`,
        }
      : manual
        ? {
            text: `Turn on autopilot for “${manual.name}” so each slot goes to the variant most likely to earn.`,
            href: `/campaigns/${manual.id}`,
          }
        : {
            text: 'Start an autopilot campaign: let a script’s hooks compete for your posting slots.',
            href: '/campaigns/new',
          };
  const totals = f.videos.reduce(
    (t, v) => ({
      views: t.views + v.views,
      clicks: t.clicks + v.clicks,
      sales: t.sales + v.sales,
      earnings: Math.round((t.earnings + v.earnings) * 100) / 100,
    }),
    { views: 0, clicks: 0, sales: 0, earnings: 0 },
  );
  return {
    weekStart: f.weekStart,
    weekEnd: f.weekEnd,
    currency: f.currency,
    otherCurrencies: f.otherCurrencies,
    totals,
    earned,
    lost,
    autopilot,
    nextAction,
  };
}

/** The Monday (UTC) that starts the ISO week before the one `now` is in, and the Monday after it. */
export function lastWeek(now: Date): { start: Date; end: Date } {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  const end = new Date(day - sinceMonday * 86_400_000);
  return { start: new Date(end.getTime() - 7 * 86_400_000), end };
}
