import { describe, expect, it } from 'vitest';
import { type FunnelPost, funnelRows } from './funnel.ts';

const row = (
  kind: 'video' | 'variant' | 'post' | 'site',
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
const post = (videoId: string | null, views: number | null, extra: Partial<FunnelPost> = {}): FunnelPost => ({
  videoId,
  channelId: 'ch1',
  campaignId: null,
  views,
  viewsFromStandIn: false,
  ...extra,
});
const videos = new Map([
  ['v1', { language: 'en' as const, variantLabel: 'A' }],
  ['v2', { language: 'de' as const, variantLabel: null }],
]);
const label = (d: string, id: string) => `${d}:${id}`;

describe('funnelRows', () => {
  it('counts a post’s clicks and sales for the post, its video, variant, language, channel and campaign', () => {
    const rows = funnelRows({
      sources: [
        row('post', 'youtube/ch1/p1', 10, 1, 30),
        row('video', 'v1', 5),
        row('site', 's1', 99, 9, 90),
      ],
      posts: new Map([['p1', post('v1', 2_000, { campaignId: 'k1' })]]),
      videos,
      label,
    });
    const find = (d: string, id: string) => rows.find((r) => r.dimension === d && r.id === id);
    expect(find('post', 'p1')).toMatchObject({ views: 2_000, clicks: 10, sales: 1, earnings: 30 });
    expect(find('post', 'p1')).toMatchObject({ clicksPerThousandViews: 5, earningsPerThousandViews: 15 });
    // The video's own link adds its clicks; its views are its posts'.
    expect(find('video', 'v1')).toMatchObject({ views: 2_000, clicks: 15, sales: 1, earnings: 30 });
    expect(find('variant', 'v1')).toMatchObject({ label: 'variant:v1', clicks: 15 });
    expect(find('language', 'en')).toMatchObject({ clicks: 15, sales: 1 });
    expect(find('channel', 'ch1')).toMatchObject({ views: 2_000, clicks: 10 });
    expect(find('campaign', 'k1')).toMatchObject({ views: 2_000, sales: 1, earnings: 30 });
    expect(rows.some((r) => r.id === 's1')).toBe(false);
    expect(rows.map((r) => r.dimension)).toEqual([
      'post',
      'video',
      'variant',
      'language',
      'channel',
      'campaign',
    ]);
  });

  it('shows unknown views as null (no per-1,000 rates), sums known ones, and keeps posts that only have views', () => {
    const rows = funnelRows({
      sources: [row('post', 'tiktok/ch1/p1', 4), row('video', 'v2', 3)],
      posts: new Map([
        ['p1', post('v2', null)],
        ['p2', post('v2', 500, { viewsFromStandIn: true })],
      ]),
      videos,
      label,
    });
    const find = (d: string, id: string) => rows.find((r) => r.dimension === d && r.id === id);
    expect(find('post', 'p1')).toMatchObject({
      views: null,
      clicksPerThousandViews: null,
      earningsPerThousandViews: null,
    });
    expect(find('post', 'p2')).toMatchObject({
      views: 500,
      clicks: 0,
      viewsFromStandIn: true,
      clicksPerThousandViews: 0,
    });
    expect(find('video', 'v2')).toMatchObject({ views: 500, clicks: 7, clicksPerThousandViews: 14 });
    expect(find('variant', 'v2')).toBeUndefined();
    expect(find('language', 'de')).toMatchObject({ views: 500, viewsFromStandIn: true });
  });
});
