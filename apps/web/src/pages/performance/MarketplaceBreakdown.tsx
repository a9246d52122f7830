import { MARKETPLACE_LABELS, type PerformanceResponse } from '@adreel/contracts';
import { money } from '../../components/performance/period.ts';
import { Card } from '../../components/ui/Card.tsx';

/**
 * The period's money per marketplace, each in its own currency (never converted or added together),
 * and which currency the rest of the page is in when sales came in more than one.
 */
export function MarketplaceBreakdown({ report }: { report: PerformanceResponse }) {
  if (report.marketplaces.length === 0) return null;
  const others = report.currencies.filter((c) => c.currency !== report.currency);
  return (
    <Card>
      <h2 className="mb-3 font-semibold text-slate-900">By marketplace</h2>
      {others.length > 0 && report.currency ? (
        <p className="mb-3 text-sm text-slate-600" data-testid="currency-note">
          Sales came in {report.currencies.length} currencies. Figures on this page are in {report.currency}{' '}
          only; {others.map((c) => `${money(c.earnings, c.currency)} (${c.sales} sales)`).join(', ')} in other
          currencies are not converted or added in. Choose a currency above to see them.
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sales and earnings per marketplace and currency</caption>
          <thead className="text-xs text-slate-500">
            <tr>
              <th className="py-1 pr-4 font-medium">Marketplace</th>
              <th className="py-1 pr-4 font-medium">Currency</th>
              <th className="py-1 pr-4 text-right font-medium">Sales</th>
              <th className="py-1 pr-4 text-right font-medium">Refunds</th>
              <th className="py-1 text-right font-medium">Earnings</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 tabular-nums">
            {report.marketplaces.map((m) => (
              <tr key={`${m.marketplace}-${m.currency}`} data-testid="marketplace-row">
                <th scope="row" className="py-1.5 pr-4 font-medium text-slate-800">
                  {MARKETPLACE_LABELS[m.marketplace]}
                </th>
                <td className="py-1.5 pr-4">{m.currency}</td>
                <td className="py-1.5 pr-4 text-right">{m.sales}</td>
                <td className="py-1.5 pr-4 text-right">{m.refunds}</td>
                <td className="py-1.5 text-right">{money(m.earnings, m.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
