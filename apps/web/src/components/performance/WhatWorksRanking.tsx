import type { WhatWorksRanking as Ranking, WhatWorksArm, WhatWorksGoal } from '@adreel/contracts';
import { money } from './period.ts';

/** A leader at least this likely to be best is marked the winner (the statistics' WINNER_CONFIDENCE). */
const WINNER = 0.8;

export function perThousand(value: number, goal: WhatWorksGoal, currency: string | null): string {
  return goal === 'earnings'
    ? money(value, currency)
    : value.toLocaleString(undefined, { maximumFractionDigits: 1 });
}

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
}: {
  ranking: Ranking;
  goal: WhatWorksGoal;
  currency: string | null;
  dimensionName: string;
}) {
  const ranked = ranking.verdict.kind === 'ranked';
  const leaderId = ranking.verdict.kind === 'ranked' ? ranking.verdict.leaderId : null;
  const rows: WhatWorksArm[] = ranked ? ranking.arms : [...ranking.arms].sort((a, b) => b.views - a.views);
  const unit = goal === 'earnings' ? 'Earnings / 1,000 views' : 'Clicks / 1,000 views';
  const text = verdictText(ranking, dimensionName);
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
        <div className="overflow-x-auto">
          <table
            className="w-full text-left text-sm"
            aria-label={`${dimensionName} by ${unit.toLowerCase()}`}
          >
            <thead className="text-xs text-slate-500">
              <tr>
                <th className="py-1 pr-4 font-medium">{dimensionName}</th>
                <th className="py-1 pr-4 text-right font-medium">{unit}</th>
                <th className="py-1 pr-4 text-right font-medium">90% interval</th>
                {ranked ? <th className="py-1 pr-4 text-right font-medium">P(best)</th> : null}
                <th className="py-1 text-right font-medium">Views</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {rows.map((arm) => (
                <tr key={arm.id} data-testid="what-works-row">
                  <th scope="row" className="max-w-xs py-1.5 pr-4 font-medium text-slate-800">
                    {arm.label}
                    {arm.id === leaderId && arm.pBest >= WINNER ? (
                      <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-[11px] font-bold text-emerald-900">
                        Winner
                      </span>
                    ) : null}
                  </th>
                  <td className="py-1.5 pr-4 text-right">{perThousand(arm.perThousand, goal, currency)}</td>
                  <td className="py-1.5 pr-4 text-right whitespace-nowrap text-slate-600">
                    {perThousand(arm.low, goal, currency)} – {perThousand(arm.high, goal, currency)}
                  </td>
                  {ranked ? <td className="py-1.5 pr-4 text-right">{chance(arm.pBest)}</td> : null}
                  <td className="py-1.5 text-right">{arm.views.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
