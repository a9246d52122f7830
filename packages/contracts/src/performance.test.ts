import { describe, expect, it } from 'vitest';
import { type PerformanceRow, performanceCsv, performanceQuerySchema, rates } from './performance.ts';

const row = (over: Partial<PerformanceRow>): PerformanceRow => ({
  kind: 'video',
  sourceId: 'x',
  label: 'My video',
  clicks: 10,
  uniqueClicks: 8,
  sales: 2,
  refunds: 0,
  earnings: 41.5,
  conversionRate: 0.25,
  epc: 4.15,
  medianSecondsToSale: null,
  buyerDevices: [],
  buyerReferrers: [],
  direct: false,
  ...over,
});

describe('performanceCsv', () => {
  it('writes a header and one line per row', () => {
    const csv = performanceCsv([row({})]);
    expect(csv).toBe(
      'Source,Type,Clicks,Unique clicks,Sales,Refunds,Earnings,Conversion rate,EPC\r\nMy video,video,10,8,2,0,41.50,25.00%,4.15\r\n',
    );
  });

  it('quotes commas and quotes and defuses formulas', () => {
    const csv = performanceCsv([row({ label: '=HYPERLINK("x"), y' })]);
    expect(csv.split('\r\n')[1]?.startsWith(`"'=HYPERLINK(""x""), y"`)).toBe(true);
  });
});

describe('rates', () => {
  it('gives conversion per unique click and earnings per click, 0 without clicks', () => {
    expect(rates({ clicks: 4, uniqueClicks: 2, sales: 1, earnings: 10 })).toEqual({
      conversionRate: 0.5,
      epc: 2.5,
    });
    expect(rates({ clicks: 0, uniqueClicks: 0, sales: 1, earnings: 10 })).toEqual({
      conversionRate: 0,
      epc: 0,
    });
  });
});

describe('performanceQuerySchema', () => {
  it('refuses a reversed or too long period and bad dates', () => {
    expect(performanceQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(performanceQuerySchema.safeParse({ from: '2024-01-01', to: '2026-01-01' }).success).toBe(false);
    expect(performanceQuerySchema.safeParse({ from: '2026-13-01', to: '2026-13-02' }).success).toBe(false);
    expect(performanceQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
  });
});

describe('performanceQuerySchema dates', () => {
  it('refuses days that do not exist (Date.parse would roll them over)', () => {
    for (const from of ['2026-02-30', '2026-04-31', '2025-02-29']) {
      const r = performanceQuerySchema.safeParse({ from, to: '2026-05-01' });
      expect(r.success, from).toBe(false);
    }
    expect(performanceQuerySchema.safeParse({ from: '2028-02-29', to: '2028-03-01' }).success).toBe(true);
  });
});
