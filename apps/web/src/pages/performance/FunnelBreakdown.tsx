import { FUNNEL_DIMENSIONS, type FunnelDimension, type FunnelRow } from '@adreel/contracts';
import { Filter } from 'lucide-react';
import { useState } from 'react';
import { money } from '../../components/performance/period.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/Card.tsx';

const DIMENSION_NAMES: Record<FunnelDimension, string> = {
  post: 'Posts',
  video: 'Videos',
  variant: 'Hook variants',
  language: 'Languages',
  channel: 'Channels',
  campaign: 'Campaigns',
};
const COLUMNS = ['Views', 'Clicks', 'Sales', 'Earnings', 'Clicks / 1,000 views', 'Earnings / 1,000 views'];
const UNKNOWN = '—';
const count = (n: number | null) => (n === null ? UNKNOWN : n.toLocaleString());

/**
 * Views → clicks → sales → earnings (issue 32): the platforms' views of the posts and what their links
 * brought, per post, video, hook variant, language, channel or campaign. Views not read yet show "—".
 */
export function FunnelBreakdown({ rows, currency }: { rows: readonly FunnelRow[]; currency: string | null }) {
  const present = FUNNEL_DIMENSIONS.filter((d) => rows.some((r) => r.dimension === d));
  const [chosen, setChosen] = useState<FunnelDimension>('post');
  if (present.length === 0) return null;
  const dimension = present.includes(chosen) ? chosen : (present[0] ?? 'post');
  const shown = rows.filter((r) => r.dimension === dimension);
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 font-semibold text-slate-900">
        <Filter aria-hidden="true" className="h-5 w-5 text-brand-600" />
        From views to earnings
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        Views the platforms reported for your posts in this period, and the clicks, sales and earnings their
        links brought.
      </p>
      <fieldset className="mb-3 flex flex-wrap gap-2">
        <legend className="sr-only">Show the funnel by</legend>
        {present.map((d) => (
          <Button
            key={d}
            variant={d === dimension ? 'primary' : 'secondary'}
            aria-pressed={d === dimension}
            className="px-3 py-1 text-sm"
            onClick={() => setChosen(d)}
          >
            {DIMENSION_NAMES[d]}
          </Button>
        ))}
      </fieldset>
      <div className="overflow-x-auto">
        <table
          className="w-full text-left text-sm"
          aria-label={`Funnel by ${DIMENSION_NAMES[dimension].toLowerCase()}`}
        >
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-4 font-medium">{DIMENSION_NAMES[dimension]}</th>
              {COLUMNS.map((h) => (
                <th key={h} className="py-1 pr-4 text-right font-medium last:pr-0">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {shown.map((r) => (
              <tr key={r.id} data-testid="funnel-row">
                <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">
                  {r.label}
                </th>
                <td className="py-1.5 pr-4 text-right whitespace-nowrap">
                  {count(r.views)}
                  {r.viewsFromStandIn ? (
                    <span
                      className="ml-1.5 rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-bold text-amber-900 ring-1 ring-amber-300"
                      title="These views come from a local stand-in of the platform, not the platform itself"
                    >
                      Stand-in numbers
                    </span>
                  ) : null}
                </td>
                <td className="py-1.5 pr-4 text-right">{r.clicks.toLocaleString()}</td>
                <td className="py-1.5 pr-4 text-right">{r.sales}</td>
                <td className="py-1.5 pr-4 text-right">{money(r.earnings, currency)}</td>
                <td className="py-1.5 pr-4 text-right">
                  {r.clicksPerThousandViews === null ? UNKNOWN : r.clicksPerThousandViews.toLocaleString()}
                </td>
                <td className="py-1.5 text-right">
                  {r.earningsPerThousandViews === null
                    ? UNKNOWN
                    : money(r.earningsPerThousandViews, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
