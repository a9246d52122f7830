import { MARKETPLACE_LABELS, type PerformanceResponse } from '@adreel/contracts';
import { BreakdownTable } from '../../components/performance/BreakdownTable.tsx';
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
          Sales came in{' '}
          {report.currencies.length === 1 ? 'one currency' : `${report.currencies.length} currencies`}.
          Figures on this page are in {report.currency} only;{' '}
          {others.map((c) => `${money(c.earnings, c.currency)} (${c.sales} sales)`).join(', ')} in other
          currencies are not converted or added in. Choose a currency above to see them.
        </p>
      ) : null}
      <BreakdownTable
        label="Sales and earnings per marketplace and currency"
        columns={['Marketplace', 'Currency', 'Sales', 'Refunds', 'Earnings']}
        textColumns={['Currency']}
        rowTestId="marketplace-row"
        rows={report.marketplaces.map((m) => ({
          key: `${m.marketplace}-${m.currency}`,
          label: MARKETPLACE_LABELS[m.marketplace],
          cells: [m.currency, m.sales, m.refunds, money(m.earnings, m.currency)],
        }))}
      />
    </Card>
  );
}
