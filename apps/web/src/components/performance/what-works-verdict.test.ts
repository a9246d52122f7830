import type { WhatWorksRanking } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { perThousand, verdictText } from './WhatWorksRanking.tsx';

const arm = (id: string, label: string, pBest: number) => ({
  id,
  label,
  views: 1000,
  clicks: 10,
  sales: 0,
  earnings: 0,
  perThousand: 10,
  low: 5,
  high: 15,
  pBest,
});

describe('What works in words', () => {
  it('names the winner only when it is likely best, and says what more data is needed otherwise', () => {
    const ranked = (pBest: number): WhatWorksRanking => ({
      verdict: { kind: 'ranked', leaderId: 'b' },
      arms: [arm('b', 'Hook B', pBest), arm('a', 'Hook A', 1 - pBest)],
    });
    expect(verdictText(ranked(0.93), 'Hook variants')).toBe('Hook B is most likely the best (P(best) 93%).');
    expect(verdictText(ranked(0.55), 'Hook variants')).toMatch(/^A close race/);
    expect(
      verdictText({ verdict: { kind: 'not-enough-data', unit: 'views', more: 16000 }, arms: [] }, 'Hooks'),
    ).toBe(`Not enough data yet — needs about ${(16000).toLocaleString()} more views.`);
    expect(verdictText({ verdict: { kind: 'single' }, arms: [] }, 'Channels')).toMatch(
      /Only one of your channels/,
    );
    expect(verdictText({ verdict: { kind: 'no-arms' }, arms: [] }, 'Templates')).toBe(
      'No templates with views in this period yet.',
    );
  });

  it('formats clicks as a number and earnings as money', () => {
    expect(perThousand(19.94, 'clicks', null)).toBe((19.9).toLocaleString());
    expect(perThousand(2.5, 'earnings', 'EUR')).toContain('2.50');
  });
});
