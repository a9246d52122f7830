import { earningsByPlatform, type PerformanceResponse, POST_PLATFORM_NAMES } from '@adreel/contracts';
import { BreakdownTable } from '../../components/performance/BreakdownTable.tsx';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';

/** Posts' clicks, sales and earnings per platform (issue 24); each post is also a row "By source". */
export function PlatformBreakdown({ report }: { report: PerformanceResponse }) {
  const platforms = earningsByPlatform(report.rows);
  if (platforms.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">By platform</h2>
      <BreakdownTable
        label="Performance by platform"
        columns={['Platform', 'Posts', 'Clicks', 'Sales', 'Earnings']}
        rowTestId="platform-row"
        rows={platforms.map((p) => ({
          key: p.platform,
          label: POST_PLATFORM_NAMES[p.platform],
          cells: [p.posts, p.clicks, p.sales, money(p.earnings, report.currency)],
        }))}
      />
    </Card>
  );
}
