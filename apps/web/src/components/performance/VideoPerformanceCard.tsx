import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { usePerformanceQuery } from '../../queries/performance.ts';
import { Card } from '../ui/Card.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PerformanceTable } from './PerformanceTable.tsx';
import { lastDays } from './period.ts';
import { Totals } from './Totals.tsx';

/**
 * One video's numbers over the last 30 days on its details page; its hook variants (links of kind
 * "variant") appear side by side in the table once a video has them.
 */
export function VideoPerformanceCard({ videoId }: { videoId: string }) {
  const report = usePerformanceQuery({ ...lastDays(30), videoId });
  return (
    <Card>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900">
          <TrendingUp aria-hidden="true" className="h-5 w-5 text-brand-600" />
          Performance (last 30 days)
        </h2>
        <Link to="/performance" className="text-sm font-semibold text-brand-700 hover:underline">
          All sources
        </Link>
      </div>
      {report.isError ? (
        <p role="alert" className="text-sm text-red-700">
          Failed to load this video&apos;s numbers.
        </p>
      ) : !report.data ? (
        <Spinner className="h-5 w-5 text-brand-600" label="Loading..." />
      ) : (
        <div className="space-y-4" data-testid="video-performance">
          <Totals report={report.data} />
          {report.data.rows.length > 1 ? (
            <PerformanceTable
              rows={report.data.rows}
              currency={report.data.currency}
              caption="This video's links and hook variants side by side"
            />
          ) : null}
        </div>
      )}
    </Card>
  );
}
