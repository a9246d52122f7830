import { performanceQuerySchema } from '@adreel/contracts';

/** The Performance page's periods: whole UTC days ending today. */
export const PERIOD_PRESETS = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
] as const;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function lastDays(days: number, now = new Date()): Period {
  const to = isoDay(now);
  const from = isoDay(new Date(now.getTime() - (days - 1) * 86_400_000));
  return { from, to };
}

export type Period = { from: string; to: string };

/**
 * What is wrong with a period the user typed, per field (the contract's own rules and messages: the
 * start not after the end, at most 366 days); empty when the period can be asked for.
 */
export function periodErrors(period: Period): Partial<Record<keyof Period, string>> {
  const parsed = performanceQuerySchema.safeParse(period);
  const errors: Partial<Record<keyof Period, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** "12.5%" with at most one decimal. */
export function percent(rate: number): string {
  return `${(Math.round(rate * 1000) / 10).toString()}%`;
}

/** An amount in the sales' currency (EUR before the first sale). */
export function money(amount: number, currency: string | null): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency ?? 'EUR' }).format(amount);
}

/** A span of seconds for people: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return m % 60 ? `${h} h ${m % 60} min` : `${h} h`;
  const d = Math.floor(h / 24);
  return h % 24 ? `${d} d ${h % 24} h` : `${d} d`;
}

/** The top device and referrer of the clicks that bought, e.g. "mobile · tiktok.com". */
export function topBuyers(row: {
  buyerDevices: { name: string }[];
  buyerReferrers: { name: string }[];
}): string {
  const parts = [row.buyerDevices[0]?.name, row.buyerReferrers[0]?.name].filter(Boolean);
  return parts.length ? parts.join(' · ') : '—';
}
