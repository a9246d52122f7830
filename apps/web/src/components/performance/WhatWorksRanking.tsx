import type { WhatWorksRanking as Ranking, WhatWorksArm, WhatWorksGoal } from '@adreel/contracts';
import type { ReactNode } from 'react';
import { BreakdownTable } from './BreakdownTable.tsx';
import { money } from './period.ts';

/** A leader at least this likely to be best is marked the winner (the statistics' WINNER_CONFIDENCE). */
const WINNER = 0.8;

export function perThousand(value: number, goal: WhatWorksGoal, currency: string | null): string {
  return goal === 'earnings'
    ? money(value, currency)
    : value.toLocaleString(undefined, { maximumFractionDigits: 1 });
}

/** What each ranking counts, as its column and its button say. */
export const GOAL_NAMES: Record<WhatWorksGoal, string> = {
  earnings: 'Earnings / 1,000 views',
  clicks: 'Clicks / 1,000 views',
};

const chance = (p: number) => `${Math.round(p * 100)}%`;

/** What the verdict says in words, above the table. */
export function verdictText(ranking: Ranking, dimensionName: string): string | null {
  const v = ranking.verdict;
  if (v.kind === 'not-enough-data')
    return `Not enough data yet — needs about ${v.more.toLocaleString()} more ${v.unit}.`;
  if (v.kind === 'single')
    return `Only one of your ${dimensionName.toLowerCase()} has numbers so far: nothing to compare yet.`;
  if (v.kind === 'no-arms') return `No ${dimensionName.toLowerCase()} with views in this period yet.`;
  const leader = ranking.arms.find((a) => a.id === v.leaderId);
  if (!leader) return null;
  return leader.pBest >= WINNER
    ? `${leader.label} is most likely the best (P(best) ${chance(leader.pBest)}).`
    : 'A close race: every one has had enough views and none clearly leads.';
}

/**
 * One dimension's arms: per 1,000 views with the 90% credible interval, and P(best) only when the
 * data can rank them. While it cannot, the rows are listed by views, not ranked.
 */
export function WhatWorksRanking({
  ranking,
  goal,
  currency,
  dimensionName,
  winnerAction,
}: {
  ranking: Ranking;
  goal: WhatWorksGoal;
  currency: string | null;
  dimensionName: string;
  /** What the winner's row offers (a campaign's page: "Make more like this"), if anything. */
  winnerAction?: (armId: string) => ReactNode;
}) {
  const ranked = ranking.verdict.kind === 'ranked';
  const leaderId = ranking.verdict.kind === 'ranked' ? ranking.verdict.leaderId : null;
  const rows: WhatWorksArm[] = ranked ? ranking.arms : [...ranking.arms].sort((a, b) => b.views - a.views);
  const unit = GOAL_NAMES[goal];
  const text = verdictText(ranking, dimensionName);
  const figure = (value: number) => perThousand(value, goal, currency);
  return (
    <div>
      {text ? (
        <p
          role="status"
          data-testid="what-works-verdict"
          className={`mb-3 rounded-lg p-3 text-sm ${ranked ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
        >
          {text}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <BreakdownTable
          label={`${dimensionName} by ${unit.toLowerCase()}`}
          columns={[dimensionName, unit, '90% interval', ...(ranked ? ['P(best)'] : []), 'Views']}
          rowTestId="what-works-row"
          rows={rows.map((arm) => ({
            key: arm.id,
            label: (
              <>
                {arm.label}
                {arm.id === leaderId && arm.pBest >= WINNER ? (
                  <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-[11px] font-bold text-emerald-900">
                    Winner
                  </span>
                ) : null}
                {arm.id === leaderId && arm.pBest >= WINNER && winnerAction ? (
                  <span className="ml-2 inline-block">{winnerAction(arm.id)}</span>
                ) : null}
              </>
            ),
            cells: [
              figure(arm.perThousand),
              <span key="interval" className="text-slate-600">
                {figure(arm.low)} – {figure(arm.high)}
              </span>,
              ...(ranked ? [chance(arm.pBest)] : []),
              arm.views.toLocaleString(),
            ],
          }))}
        />
      ) : null}
    </div>
  );
}
