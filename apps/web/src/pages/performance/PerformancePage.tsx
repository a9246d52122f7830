import { MARKETPLACE_LABELS, MARKETPLACES, type MarketplaceId, performanceCsv } from '@adreel/contracts';
import { BarChart3, Download } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { PerformanceTable } from '../../components/performance/PerformanceTable.tsx';
import { lastDays, PERIOD_PRESETS, type Period, periodErrors } from '../../components/performance/period.ts';
import { Totals } from '../../components/performance/Totals.tsx';
import { WhatWorks } from '../../components/performance/WhatWorks.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Card, EmptyState, PageHeader } from '../../components/ui/Card.tsx';
import { ChoiceField, TextField } from '../../components/ui/Field.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useIsDemo } from '../../lib/demo-mode.ts';
import { useEachError } from '../../lib/use-each-error.ts';
import { useLastDefined } from '../../lib/use-last-defined.ts';
import { usePerformanceQuery } from '../../queries/performance.ts';
import { currencyChoices } from './currency-choices.ts';
import { FunnelBreakdown } from './FunnelBreakdown.tsx';
import { LanguageBreakdown } from './LanguageBreakdown.tsx';
import { MarketplaceBreakdown } from './MarketplaceBreakdown.tsx';
import { PerformanceChart } from './PerformanceChart.tsx';
import { PlatformBreakdown } from './PlatformBreakdown.tsx';
import { RecentSales } from './RecentSales.tsx';
import { ReportSyncCard } from './ReportSyncCard.tsx';
import { SandboxSaleCard } from './SandboxSaleCard.tsx';
import { VariantComparison } from './VariantComparison.tsx';

const MARKETPLACE_CHOICES = [
  { id: 'all' as const, name: 'All marketplaces' },
  ...MARKETPLACES.map((id) => ({ id, name: MARKETPLACE_LABELS[id] })),
];

/** Performance: clicks, unique clicks, sales, earnings, conversion and EPC per source over a period. */
export function PerformancePage() {
  // What the date fields show, and the last valid period, which is what is asked for: a bad period is
  // explained beside the fields and never sent, and the figures of the last good one stay on screen.
  const [draft, setDraft] = useState<Period>(() => lastDays(30));
  const [period, setPeriod] = useState<Period>(draft);
  const errors = periodErrors(draft);
  // Sales of one marketplace (or all), and the currency of the money figures (default: the period's main one).
  const [marketplace, setMarketplace] = useState<MarketplaceId | 'all'>('all');
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  const query = {
    ...period,
    marketplace: marketplace === 'all' ? undefined : marketplace,
    currency,
  };
  const report = usePerformanceQuery(query);
  useEachError(report, () =>
    toast.error(errorMessage(report.error, 'Could not load your performance'), { id: 'performance' }),
  );
  const sandbox = useIsDemo('marketplace');
  const data = useLastDefined(report.data);

  function choose(next: Period) {
    setDraft(next);
    if (Object.keys(periodErrors(next)).length === 0) setPeriod(next);
  }
  // A cleared date input reports '', which is no period: keep the last day chosen.
  const setDay = (end: 'from' | 'to') => (e: ChangeEvent<HTMLInputElement>) => {
    const day = e.target.value;
    if (day) choose({ ...draft, [end]: day });
  };
  const nothingToExport = data !== undefined && data.rows.length === 0;

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
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <Button
              variant="secondary"
              onClick={exportCsv}
              disabled={!data || data.rows.length === 0}
              aria-describedby={nothingToExport ? 'export-csv-hint' : undefined}
              icon={<Download aria-hidden="true" className="h-4 w-4" />}
            >
              Export CSV
            </Button>
            {nothingToExport ? (
              <p id="export-csv-hint" className="text-xs text-slate-500">
                Nothing to export yet: this period has no clicks or sales.
              </p>
            ) : null}
          </div>
        }
      />

      <Card>
        {/* On a phone the presets share one row and the two dates the next, instead of wrapping unevenly. */}
        <fieldset className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <legend className="sr-only">Period</legend>
          <div className="grid grid-cols-3 gap-2 sm:flex sm:gap-3">
            {PERIOD_PRESETS.map((p) => {
              const preset = lastDays(p.days);
              const active = preset.from === draft.from && preset.to === draft.to;
              return (
                <Button
                  key={p.days}
                  variant={active ? 'primary' : 'secondary'}
                  aria-pressed={active}
                  className="px-2 sm:px-4"
                  onClick={() => choose(preset)}
                >
                  {p.label}
                </Button>
              );
            })}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            {(['from', 'to'] as const).map((end) => (
              <TextField
                key={end}
                label={end === 'from' ? 'From' : 'To'}
                type="date"
                value={draft[end]}
                max={end === 'from' ? draft.to : undefined}
                min={end === 'to' ? draft.from : undefined}
                error={errors[end]}
                onChange={setDay(end)}
              />
            ))}
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <ChoiceField<MarketplaceId | 'all'>
              label="Marketplace"
              value={marketplace}
              choices={MARKETPLACE_CHOICES}
              onChange={(next) => {
                setMarketplace(next);
                setCurrency(undefined);
              }}
            />
            {data?.currency && currencyChoices(data).length > 1 ? (
              <ChoiceField
                label="Currency"
                value={data.currency}
                choices={currencyChoices(data).map((c) => ({ id: c, name: c }))}
                onChange={setCurrency}
              />
            ) : null}
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
          {data
            ? 'Failed to load the figures for this period. The figures below are from the last period loaded.'
            : 'Failed to load your performance. Please try again.'}
        </p>
      ) : null}
      {!data ? (
        report.isError ? null : (
          <div className="flex justify-center py-16">
            <Spinner className="h-8 w-8 text-brand-600" label="Loading your performance..." />
          </div>
        )
      ) : (
        <>
          <Totals report={data} />
          <MarketplaceBreakdown report={data} />
          <Card>
            <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900">
              <BarChart3 aria-hidden="true" className="h-5 w-5 text-brand-600" />
              Clicks and sales per day
            </h2>
            <PerformanceChart days={data.days} />
          </Card>
          <PlatformBreakdown report={data} />
          <WhatWorks period={period} />
          <FunnelBreakdown rows={data.funnel ?? []} currency={data.currency} />
          <LanguageBreakdown languages={data.languages ?? []} currency={data.currency} />
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
          <RecentSales query={query} />
          <ReportSyncCard />
        </>
      )}

      {sandbox ? <SandboxSaleCard /> : null}
    </div>
  );
}
