import type { AutopilotSnapshot, DigestLine } from '@adreel/contracts';
import { digestText } from '@adreel/contracts';
import { describe, expect, it } from 'vitest';
import { composeDigest, lastWeek, type WeekFacts } from './compose.ts';

const line = (label: string, views: number, clicks: number, earnings = 0): DigestLine => ({
  label,
  href: null,
  views,
  clicks,
  sales: earnings > 0 ? 1 : 0,
  earnings,
});
const winnerSnapshot: AutopilotSnapshot = {
  goal: 'clicks',
  verdict: {
    kind: 'winner',
    message: 'Variant C is the winner: P(best) 0.93 on clicks per 1,000 views.',
    label: 'C',
    pBest: 0.93,
  },
  arms: [
    {
      itemId: 'a',
      videoId: 'va',
      label: 'A',
      views: 900,
      clicks: 9,
      sales: 0,
      earnings: 0,
      slots: 3,
      pBest: 0.01,
      state: 'retired',
      retired: true,
    },
  ],
};
const week: WeekFacts = {
  weekStart: '2026-11-30',
  weekEnd: '2026-12-07',
  currency: 'USD',
  otherCurrencies: [],
  videos: [
    line('Lamp · variant A', 900, 9),
    line('Lamp · variant C', 1200, 120, 48.5),
    line('Chair', 400, 0),
  ],
  campaigns: [
    { id: 'c1', name: 'Lamp', autopilot: true, slotsByLabel: { A: 3, C: 11 }, latest: winnerSnapshot },
  ],
};

describe('composeDigest', () => {
  it('says what earned, what lost, what autopilot changed, and suggests making more of the winner', () => {
    const d = composeDigest(week);
    expect(d.earned.map((l) => l.label)).toEqual(['Lamp · variant C', 'Lamp · variant A']);
    expect(d.lost.map((l) => l.label)).toEqual(['Chair']);
    expect(d.autopilot).toEqual([
      '“Lamp”: 14 slots decided (C 11, A 3). Variant C is the winner: P(best) 0.93 on clicks per 1,000 views. Retired: A.',
    ]);
    expect(d.nextAction).toEqual({
      text: 'Make more like variant C in “Lamp”: new openings in its style compete as challengers.',
      href: '/campaigns/c1',
    });
    expect(d.totals).toEqual({ views: 2500, clicks: 129, sales: 1, earnings: 48.5 });
    expect(digestText(d, 'https://app.example')).toMatch(
      /Next: Make more like variant C .* https:\/\/app\.example\/campaigns\/c1$/,
    );
  });

  it("names the currency of its money and the week's other currencies, never adding them", () => {
    const d = composeDigest({ ...week, currency: 'EUR', otherCurrencies: ['USD'] });
    const text = digestText(d, 'https://app.example');
    expect(text).toContain('1 sales, 48.50 EUR earned.');
    expect(text).toContain('Sales in USD are not added in; see them on Performance.');
    expect(text).toContain('Lamp · variant C: 1200 views, 120 clicks, 1 sales, 48.50 EUR earned');
  });

  it('with an empty week suggests starting autopilot, never divides by zero', () => {
    const d = composeDigest({ ...week, videos: [line('Quiet', 0, 0)], campaigns: [] });
    expect(d.earned).toEqual([]);
    expect(d.lost).toEqual([]);
    expect(d.nextAction.href).toBe('/campaigns/new');
  });

  it('takes the ISO week before now, Monday to Monday in UTC', () => {
    expect(lastWeek(new Date('2026-12-09T15:00:00Z'))).toEqual({
      start: new Date('2026-11-30T00:00:00Z'),
      end: new Date('2026-12-07T00:00:00Z'),
    });
    expect(lastWeek(new Date('2026-12-07T00:30:00Z')).end).toEqual(new Date('2026-12-07T00:00:00Z'));
  });
});
