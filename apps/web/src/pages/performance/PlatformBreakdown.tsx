import { earningsByPlatform, type PerformanceResponse, POST_PLATFORM_NAMES } from '@adreel/contracts';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';

/** Posts' clicks, sales and earnings per platform (issue 24); each post is also a row "By source". */
export function PlatformBreakdown({ report }: { report: PerformanceResponse }) {
  const platforms = earningsByPlatform(report.rows);
  if (platforms.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">By platform</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-4 font-medium">Platform</th>
              <th className="py-1 pr-4 text-right font-medium">Posts</th>
              <th className="py-1 pr-4 text-right font-medium">Clicks</th>
              <th className="py-1 pr-4 text-right font-medium">Sales</th>
              <th className="py-1 text-right font-medium">Earnings</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {platforms.map((p) => (
              <tr key={p.platform} data-testid="platform-row">
                <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">
                  {POST_PLATFORM_NAMES[p.platform]}
                </th>
                <td className="py-1.5 pr-4 text-right">{p.posts}</td>
                <td className="py-1.5 pr-4 text-right">{p.clicks}</td>
                <td className="py-1.5 pr-4 text-right">{p.sales}</td>
                <td className="py-1.5 text-right">{money(p.earnings, report.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
