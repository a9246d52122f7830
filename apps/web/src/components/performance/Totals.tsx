import type { PerformanceResponse } from '@adreel/contracts';
import { money, percent } from './period.ts';

/** The period's headline figures. */
export function Totals({ report }: { report: PerformanceResponse }) {
  const { totals, currency } = report;
  const items = [
    {
      label: 'Clicks',
      value: String(totals.clicks),
      hint: totals.botClicks ? `${totals.botClicks} bots not counted` : null,
    },
    { label: 'Unique clicks', value: String(totals.uniqueClicks), hint: null },
    {
      label: 'Sales',
      value: String(totals.sales),
      hint: totals.refunds ? `${totals.refunds} refunded` : null,
    },
    {
      label: 'Earnings',
      value: money(totals.earnings, currency),
      // Never a sum of two currencies: the others are listed per marketplace.
      hint: report.currencies.length > 1 ? `${currency} only; other currencies are not added in` : null,
    },
    { label: 'Conversion rate', value: percent(totals.conversionRate), hint: null },
    { label: 'EPC', value: money(totals.epc, currency), hint: 'earnings per click' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
          <dt className="text-xs font-medium text-slate-500">{item.label}</dt>
          <dd
            className="mt-1 text-lg font-bold text-slate-900 tabular-nums"
            data-testid={`total-${item.label}`}
          >
            {item.value}
          </dd>
          {item.hint ? <dd className="text-xs text-slate-500">{item.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
