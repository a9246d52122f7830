import { FUNNEL_DIMENSIONS, type FunnelDimension, type FunnelRow } from '@adreel/contracts';
import { Filter } from 'lucide-react';
import { useState } from 'react';
import { BreakdownTable } from '../../components/performance/BreakdownTable.tsx';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';
import { StandInNumbersTag } from '../../components/ui/DemoBadge.tsx';
import { ToggleGroup } from '../../components/ui/ToggleGroup.tsx';

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
      <ToggleGroup
        legend="Show the funnel by"
        className="mb-3 flex flex-wrap gap-2"
        options={present}
        names={DIMENSION_NAMES}
        chosen={dimension}
        onChoose={setChosen}
      />
      <BreakdownTable
        label={`Funnel by ${DIMENSION_NAMES[dimension].toLowerCase()}`}
        columns={[DIMENSION_NAMES[dimension], ...COLUMNS]}
        rowTestId="funnel-row"
        rows={shown.map((r) => ({
          key: r.id,
          label: r.label,
          cells: [
            <>
              {count(r.views)}
              {r.viewsFromStandIn ? (
                <StandInNumbersTag
                  className="ml-1.5"
                  title="These views come from a local stand-in of the platform, not the platform itself"
                />
              ) : null}
            </>,
            r.clicks.toLocaleString(),
            r.sales,
            money(r.earnings, currency),
            r.clicksPerThousandViews === null ? UNKNOWN : r.clicksPerThousandViews.toLocaleString(),
            r.earningsPerThousandViews === null ? UNKNOWN : money(r.earningsPerThousandViews, currency),
          ],
        }))}
      />
    </Card>
  );
}
