import type { VariantPerformance } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { leadingVariant } from './variant-leader.ts';

const v = (videoId: string, clicks: number, sales = 0, epc = 0): VariantPerformance => ({
  videoId,
  label: videoId,
  hook: '',
  status: 'completed',
  clicks,
  uniqueClicks: clicks,
  sales,
  earnings: epc * clicks,
  conversionRate: 0,
  epc,
});

describe('leadingVariant', () => {
  it('prefers earnings per click, then sales, then clicks', () => {
    expect(leadingVariant([v('A', 100, 1, 0.5), v('B', 10, 1, 3)])).toBe('B');
    expect(leadingVariant([v('A', 10), v('B', 30)])).toBe('B');
    expect(leadingVariant([v('A', 10, 2), v('B', 30, 1)])).toBe('A');
  });
  it('names no leader without clicks or on a tie', () => {
    expect(leadingVariant([v('A', 0), v('B', 0)])).toBeNull();
    expect(leadingVariant([v('A', 5), v('B', 5)])).toBeNull();
  });
});
