import { describe, expect, it } from 'vitest';
import { compareVariants } from './variants.ts';

const row = (
  kind: 'video' | 'variant' | 'site',
  sourceId: string,
  clicks: number,
  sales = 0,
  earnings = 0,
) => ({
  kind,
  sourceId,
  clicks,
  uniqueClicks: clicks,
  sales,
  earnings,
});

describe('compareVariants', () => {
  const group = {
    groupId: 'g1',
    title: 'Lamp',
    createdAt: '2026-11-23T00:00:00.000Z',
    videos: [
      { id: 'v2', label: 'B', hook: 'Why?', status: 'completed' },
      { id: 'v1', label: 'A', hook: 'Meet it.', status: 'completed' },
      { id: 'v3', label: 'C', hook: 'Tired?', status: 'processing' },
    ],
  };

  it('puts each variant’s own link figures side by side, in label order, with EPC', () => {
    const [out] = compareVariants(
      [group],
      [row('variant', 'v1/A', 10, 1, 30), row('variant', 'v2/B', 4, 2, 60), row('site', 'v1', 99, 9, 900)],
    );
    expect(out?.variants.map((v) => [v.label, v.clicks, v.sales, v.earnings, v.epc])).toEqual([
      ['A', 10, 1, 30, 3],
      ['B', 4, 2, 60, 15],
      ['C', 0, 0, 0, 0],
    ]);
    expect(out?.variants[1]?.conversionRate).toBe(0.5);
  });

  it('adds a variant video’s plain video links to its figures', () => {
    const [out] = compareVariants([group], [row('variant', 'v2/B', 1), row('video', 'v2', 2)]);
    expect(out?.variants.find((v) => v.label === 'B')?.clicks).toBe(3);
  });
});
