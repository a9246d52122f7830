import type { PerformanceRow } from '@adreel/contracts';
import { useId, useRef } from 'react';
import { useSidewaysScroll } from '../../lib/use-sideways-scroll.ts';
import { duration, money, percent, topBuyers } from './period.ts';

const KIND_LABEL: Record<PerformanceRow['kind'], string> = {
  video: 'Video',
  variant: 'Hook variant',
  site: 'Site',
  traffic: 'Traffic source',
  promolink: 'Promolink',
  dfy: 'Done for you',
  post: 'Posted video',
};

const FIGURE_COLUMNS = [
  'Clicks',
  'Unique',
  'Sales',
  'Earnings',
  'Conv.',
  'EPC',
  'Time to sale',
  'Buyers',
] as const;

/** Every device and referrer of the clicks that bought, with their sales. */
function buyersTitle(r: PerformanceRow): string | undefined {
  const list = (shares: { name: string; sales: number }[]) =>
    shares.map((x) => `${x.name} ${x.sales}`).join(', ');
  if (!r.buyerDevices.length) return undefined;
  return `Clicks that bought — devices: ${list(r.buyerDevices)}; referrers: ${list(r.buyerReferrers)}`;
}

/**
 * One row per source, highest earnings first (the server's order). On a phone it scrolls sideways,
 * and says so: a fading edge on the side with more columns, a hint below, and a labelled, focusable
 * scroll region (arrow keys scroll it).
 */
export function PerformanceTable({
  rows,
  currency,
  caption,
}: {
  rows: PerformanceRow[];
  currency: string | null;
  caption: string;
}) {
  const box = useRef<HTMLElement>(null);
  const scroll = useSidewaysScroll(box);
  const hintId = useId();
  return (
    <div>
      <div className="relative">
        <section
          ref={box}
          aria-label={scroll.overflows ? `${caption} (scrolls sideways)` : caption}
          aria-describedby={scroll.overflows ? hintId : undefined}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard to scroll it.
          tabIndex={0}
          className="-mx-5 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 sm:mx-0"
        >
          <table className="min-w-full text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-5 py-2 sm:pl-0">
                  Source
                </th>
                {FIGURE_COLUMNS.map((column, i) => (
                  <th
                    key={column}
                    scope="col"
                    // The server's order: highest earnings first.
                    aria-sort={column === 'Earnings' ? 'descending' : undefined}
                    className={`py-2 text-right ${i === FIGURE_COLUMNS.length - 1 ? 'px-5 sm:pr-0' : 'px-3'}`}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={`${r.kind}:${r.sourceId}`} data-testid="performance-row">
                  <th scope="row" className="max-w-64 px-5 py-2.5 font-medium text-slate-900 sm:pl-0">
                    <span className="block truncate" title={r.label}>
                      {r.label}
                    </span>
                    <span className="text-xs font-normal text-slate-500">{KIND_LABEL[r.kind]}</span>
                    {r.direct ? (
                      <span
                        className="block text-xs font-normal text-amber-700"
                        data-testid="direct-link-note"
                      >
                        Direct link: its clicks are in Digistore24's reports
                      </span>
                    ) : null}
                  </th>
                  <td className="px-3 py-2.5 text-right tabular-nums">{r.clicks}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{r.uniqueClicks}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {r.sales}
                    {r.refunds ? <span className="ml-1 text-xs text-red-700">(−{r.refunds})</span> : null}
                  </td>
                  <td className="px-3 py-2.5 text-right font-semibold text-emerald-700 tabular-nums">
                    {money(r.earnings, currency)}
                  </td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{percent(r.conversionRate)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{money(r.epc, currency)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums" title="Median time from click to sale">
                    {r.medianSecondsToSale === null ? '—' : duration(r.medianSecondsToSale)}
                  </td>
                  <td
                    className="px-5 py-2.5 text-right whitespace-nowrap sm:pr-0"
                    title={buyersTitle(r)}
                    data-testid="performance-buyers"
                  >
                    {topBuyers(r)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        {scroll.overflows && !scroll.atEnd ? (
          <div
            aria-hidden="true"
            data-testid="scroll-shadow"
            className="pointer-events-none absolute inset-y-0 -right-5 w-10 bg-gradient-to-l from-slate-900/15 to-transparent sm:right-0"
          />
        ) : null}
      </div>
      {scroll.overflows ? (
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          Scroll sideways for more columns →
        </p>
      ) : null}
    </div>
  );
}
