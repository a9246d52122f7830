import type { PerformanceResponse } from '@adreel/contracts';

/**
 * The currencies the money figures can be shown in: the period's, and the one shown even when the
 * period has no sale in it (a currency chosen for an earlier period), so it can be left again.
 */
export function currencyChoices(report: Pick<PerformanceResponse, 'currency' | 'currencies'>): string[] {
  const found = report.currencies.map((c) => c.currency);
  return report.currency && !found.includes(report.currency) ? [report.currency, ...found] : found;
}
