import {
  asMarketplaceId,
  MARKETPLACE_LABELS,
  type PerformanceQuery,
  type PerformanceSale,
} from '@adreel/contracts';
import toast from 'react-hot-toast';
import { duration, money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useEachError } from '../../lib/use-each-error.ts';
import { usePerformanceSalesQuery } from '../../queries/performance.ts';

const SOURCE_LABEL: Record<string, string> = {
  postback: 'S2S postback',
  ipn: 'Vendor IPN',
  ins: 'Instant Notification',
  'custom-postback': 'network postback',
};

/** "ClickBank · Instant Notification", "JVZoo · network postback", "from Digistore24 report". */
function sourceLine(sale: PerformanceSale): string {
  const id = asMarketplaceId(sale.marketplace);
  // A custom network's sale names the network it came from (the connection's name, e.g. JVZoo).
  const market = sale.network ?? (id ? MARKETPLACE_LABELS[id] : sale.marketplace);
  if (sale.source === 'report') return `from ${market} report`;
  return `${market} · ${SOURCE_LABEL[sale.source] ?? sale.source}`;
}

/** "Clicked 2 min before, on mobile, from tiktok.com" — or why the click is unknown. */
function clickLine(sale: PerformanceSale): string {
  const c = sale.click;
  if (!c) return 'No click id came back with this sale (counted by its campaign key, if any).';
  const from = c.referrerDomain ? `from ${c.referrerDomain}` : 'with no referrer';
  return `Clicked ${duration(c.secondsToSale)} before, on ${c.device}, ${from} (${new Date(c.at).toLocaleString()}).`;
}

/** The period's sales, newest first, each with where it was sold and the click that bought. */
export function RecentSales({ query }: { query: PerformanceQuery }) {
  const report = usePerformanceSalesQuery(query);
  useEachError(report, () =>
    toast.error(errorMessage(report.error, 'Could not load your recent sales'), { id: 'recent-sales' }),
  );
  const sales = report.data?.sales ?? [];
  if (report.isError && !report.data) {
    return (
      <Card>
        <h2 className="mb-3 font-semibold text-slate-900">Recent sales</h2>
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Could not load your recent sales. Please try again.
        </p>
      </Card>
    );
  }
  if (sales.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
        Recent sales
        {report.isFetching ? (
          <Spinner className="h-4 w-4 text-brand-600" label="Loading recent sales..." />
        ) : null}
      </h2>
      <ul className="divide-y divide-slate-100" aria-label="Recent sales">
        {sales.map((sale) => (
          <li key={sale.id} className="py-2.5 text-sm" data-testid="recent-sale">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium text-slate-900">
                {sale.label ?? 'Unattributed'}
                {sale.event !== 'sale' ? (
                  <span className="ml-2 text-xs text-red-700">{sale.event}</span>
                ) : null}
              </span>
              <span
                className={`font-semibold tabular-nums ${sale.earnings < 0 ? 'text-red-700' : 'text-emerald-700'}`}
              >
                {money(sale.earnings, sale.currency)}
              </span>
            </div>
            <p className="text-xs text-slate-500">
              {new Date(sale.at).toLocaleString()} · {sourceLine(sale)}
              {sale.productName ? ` · ${sale.productName}` : ''}
            </p>
            <p className="text-xs text-slate-600" data-testid="recent-sale-click">
              {clickLine(sale)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
