import type { CurrencyTotal, MarketplaceTotal } from './performance.ts';

const cents = (n: number) => Math.round(n * 100) / 100;
const bySalesThenEarnings = <T extends { sales: number; earnings: number }>(a: T, b: T) =>
  b.sales - a.sales || b.earnings - a.earnings;

/** Money rows of one currency each: marketplace totals, one link's sales (What works), a week's (digest). */
type CurrencyRow = Pick<MarketplaceTotal, 'currency' | 'sales' | 'earnings'> &
  Partial<Pick<MarketplaceTotal, 'marketplace' | 'refunds'>>;

/**
 * Per-currency totals of money rows (only the chosen marketplace's when one is chosen): each
 * currency on its own, never converted or added to another. Most sales first, then earnings.
 */
export function currencyTotals(
  rows: readonly CurrencyRow[],
  marketplace: string | null = null,
): CurrencyTotal[] {
  const out = new Map<string, CurrencyTotal>();
  for (const r of rows) {
    if (marketplace && r.marketplace !== marketplace) continue;
    const t = out.get(r.currency) ?? { currency: r.currency, sales: 0, refunds: 0, earnings: 0 };
    t.sales += r.sales;
    t.refunds += r.refunds ?? 0;
    t.earnings = cents(t.earnings + r.earnings);
    out.set(r.currency, t);
  }
  return [...out.values()].sort((a, b) => bySalesThenEarnings(a, b) || a.currency.localeCompare(b.currency));
}

/**
 * The currency the page's money figures are shown in: the one asked for, else the one with the most
 * sales (then earnings) in the period, else null (no sale yet).
 */
export function shownCurrency(
  asked: string | undefined,
  currencies: readonly CurrencyTotal[],
): string | null {
  return asked ?? currencies[0]?.currency ?? null;
}
