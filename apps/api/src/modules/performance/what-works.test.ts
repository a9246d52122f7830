import { seededRng } from '@adreel/stats';
import { describe, expect, it } from 'vitest';
import {
  hookKey,
  rankDimension,
  seedOf,
  type WhatWorksPost,
  type WhatWorksVideo,
  whatWorksArms,
} from './what-works.ts';

// Tuesday 1 December 2026, 17:30 UTC = 18:30 in Berlin.
const TUESDAY_EVENING = new Date('2026-12-01T17:30:00Z');
const post = (
  id: string,
  videoId: string | null,
  views: number,
  clicks: number,
  extra: Partial<WhatWorksPost> = {},
): WhatWorksPost => ({
  id,
  videoId,
  channelId: 'ch1',
  at: TUESDAY_EVENING,
  views,
  clicks,
  sales: 0,
  earnings: 0,
  ...extra,
});
const videos = new Map<string, WhatWorksVideo>([
  [
    'va',
    { hook: 'Still reading in the dark?', variantName: 'Lamp — hook A', template: 'classic', language: 'en' },
  ],
  [
    'vb',
    { hook: 'Your eyes deserve better.', variantName: 'Lamp — hook B', template: 'bold', language: 'de' },
  ],
  ['vc', { hook: 'still reading  in the dark', variantName: null, template: 'classic', language: 'xx' }],
]);
const channels = new Map([['ch1', 'YouTube · Demo']]);

describe('whatWorksArms', () => {
  it('sums each post into its hook, variant, template, language, channel and posting hour', () => {
    const arms = whatWorksArms({
      posts: [
        post('p1', 'va', 1000, 10),
        post('p2', 'vb', 2000, 40, { sales: 1, earnings: 30 }),
        post('p3', 'vc', 500, 5),
      ],
      videos,
      channels,
      timeZone: 'Europe/Berlin',
    });
    // The same words with other case, spacing and end punctuation are one hook.
    expect(arms.hook.map((a) => [a.label, a.views])).toEqual([
      ['Still reading in the dark?', 1500],
      ['Your eyes deserve better.', 2000],
    ]);
    expect(arms.variant.map((a) => a.id)).toEqual(['va', 'vb']);
    expect(arms.template.find((a) => a.id === 'classic')).toMatchObject({
      label: 'Classic',
      views: 1500,
      clicks: 15,
    });
    // An unknown language code counts as the default language.
    expect(arms.language.map((a) => a.id).sort()).toEqual(['de', 'en']);
    expect(arms.channel).toEqual([
      { id: 'ch1', label: 'YouTube · Demo', views: 3500, clicks: 55, sales: 1, earnings: 30 },
    ]);
    expect(arms.postingTime.map((a) => [a.id, a.label])).toEqual([['2-18', 'Tue 18:00']]);
  });

  it('a post whose video was deleted still counts for its channel and posting time', () => {
    const arms = whatWorksArms({
      posts: [post('p1', null, 800, 4), post('p2', 'gone', 100, 1)],
      videos,
      channels,
      timeZone: 'UTC',
    });
    expect(arms.hook).toEqual([]);
    expect(arms.variant).toEqual([]);
    expect(arms.channel[0]?.views).toBe(900);
    expect(arms.postingTime[0]?.label).toBe('Tue 17:00');
  });
});

describe('rankDimension', () => {
  it('ranks a clear winner on clicks, asks for more clicks on earnings without sales', () => {
    const arms = [
      { id: 'a', label: 'A', views: 20_000, clicks: 100, sales: 0, earnings: 0 },
      { id: 'b', label: 'B', views: 20_000, clicks: 300, sales: 0, earnings: 0 },
    ];
    const ranked = rankDimension('variant', arms, seededRng(1));
    expect(ranked.clicks.verdict).toEqual({ kind: 'ranked', leaderId: 'b' });
    expect(ranked.clicks.arms[0]).toMatchObject({ id: 'b', label: 'B' });
    expect(ranked.clicks.arms[0]?.pBest).toBeGreaterThan(0.99);
    expect(ranked.earnings.verdict).toMatchObject({ kind: 'not-enough-data', unit: 'clicks' });
    expect(ranked.hidden).toBe(0);
  });

  it('compares the twelve most viewed and counts the rest as hidden; one arm or none is no ranking', () => {
    const many = Array.from({ length: 15 }, (_, i) => ({
      id: `h${i}`,
      label: `H${i}`,
      views: 100 * (i + 1),
      clicks: i,
      sales: 0,
      earnings: 0,
    }));
    const ranked = rankDimension('hook', many, seededRng(2));
    expect(ranked.hidden).toBe(3);
    expect(ranked.clicks.arms.map((a) => a.id)).not.toContain('h0');
    expect(rankDimension('hook', [many[0] as (typeof many)[number]], seededRng(3)).clicks.verdict).toEqual({
      kind: 'single',
    });
    expect(rankDimension('hook', [], seededRng(3)).earnings).toEqual({
      verdict: { kind: 'no-arms' },
      arms: [],
    });
  });

  it('zero views and views without clicks give finite figures and a "needs more views" answer', () => {
    const arms = [
      { id: 'a', label: 'A', views: 0, clicks: 0, sales: 0, earnings: 0 },
      { id: 'b', label: 'B', views: 3000, clicks: 0, sales: 0, earnings: 0 },
    ];
    const ranked = rankDimension('language', arms, seededRng(4));
    expect(ranked.clicks.verdict).toMatchObject({ kind: 'not-enough-data', unit: 'views' });
    for (const arm of [...ranked.clicks.arms, ...ranked.earnings.arms])
      for (const n of [arm.perThousand, arm.low, arm.high, arm.pBest]) expect(Number.isFinite(n)).toBe(true);
  });
});

it('hookKey and seedOf are stable', () => {
  expect(hookKey('  Meet   the LAMP!! ')).toBe('meet the lamp');
  expect(seedOf('a|b')).toBe(seedOf('a|b'));
  expect(seedOf('a|b')).not.toBe(seedOf('a|c'));
});
