import { performanceCsv } from '@adreel/contracts';
import { BarChart3, Download } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useIsDemo } from '../../lib/demo-mode.ts';
import { usePerformanceQuery } from './api.ts';
import { PerformanceChart } from './PerformanceChart.tsx';
import { PerformanceTable } from './PerformanceTable.tsx';
import { lastDays, PERIOD_PRESETS } from './period.ts';
import { SandboxSaleCard } from './SandboxSaleCard.tsx';
import { Totals } from './Totals.tsx';
import { VariantComparison } from './VariantComparison.tsx';

/** Performance: clicks, unique clicks, sales, earnings, conversion and EPC per source over a period. */
export function PerformancePage() {
  const [period, setPeriod] = useState(() => lastDays(30));
  const report = usePerformanceQuery(period);
  const sandbox = useIsDemo('marketplace');
  const data = report.data;

  // A cleared date input reports '', which is no period: keep the last day chosen.
  const setDay = (end: 'from' | 'to') => (e: ChangeEvent<HTMLInputElement>) => {
    const day = e.target.value;
    if (day) setPeriod((p) => ({ ...p, [end]: day }));
  };

  function exportCsv() {
    if (!data) return;
    const blob = new Blob([performanceCsv(data.rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = `adreel-performance-${data.from}-to-${data.to}.csv`;
    a.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Performance"
        subtitle="Clicks on your tracked links, the sales they brought and what you earned."
        actions={
          <Button
            variant="secondary"
            onClick={exportCsv}
            disabled={!data || data.rows.length === 0}
            icon={<Download aria-hidden="true" className="h-4 w-4" />}
          >
            Export CSV
          </Button>
        }
      />

      <Card>
        {/* On a phone the presets share one row and the two dates the next, instead of wrapping unevenly. */}
        <fieldset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <legend className="sr-only">Period</legend>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
            {PERIOD_PRESETS.map((p) => {
              const preset = lastDays(p.days);
              const active = preset.from === period.from && preset.to === period.to;
              return (
                <Button
                  key={p.days}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  className="px-2 sm:px-4"
                  onClick={() => setPeriod(preset)}
                >
                  {p.label}
                </Button>
              );
            })}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <TextField
              label="From"
              type="date"
              value={period.from}
              max={period.to}
              onChange={setDay('from')}
            />
            <TextField label="To" type="date" value={period.to} min={period.from} onChange={setDay('to')} />
          </div>
          {report.isFetching ? (
            <Spinner className="mb-3 h-5 w-5 text-brand-600" label="Loading figures..." />
          ) : null}
        </fieldset>
      </Card>

      {report.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {errorMessage(report.error, 'Failed to load your performance. Please try again.')}
        </p>
      ) : !data ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8 text-brand-600" label="Loading your performance..." />
        </div>
      ) : (
        <>
          <Totals report={data} />
          <Card>
            <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
              <BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-600" />
              Clicks and sales per day
            </h2>
            <PerformanceChart days={data.days} />
          </Card>
          {data.variantGroups?.length ? (
            <VariantComparison groups={data.variantGroups} currency={data.currency} />
          ) : null}
          <Card>
            <h2 className="mb-3 font-semibold text-slate-900">By source</h2>
            {data.rows.length === 0 ? (
              <EmptyState title="No clicks or sales in this period">
                <p className="text-sm text-slate-600">
                  Share the links from My Videos, your sites, Offers or Traffic Sources: every click and sale
                  shows up here.
                </p>
              </EmptyState>
            ) : (
              <PerformanceTable
                rows={data.rows}
                currency={data.currency}
                caption="Performance by source, highest earnings first"
              />
            )}
          </Card>
        </>
      )}

      {sandbox ? <SandboxSaleCard /> : null}
    </div>
  );
}
