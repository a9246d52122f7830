import {
  FUNNEL_DIMENSIONS,
  type FunnelDimension,
  type FunnelRow,
  type LanguageCode,
  perThousandViews,
} from '@adreel/contracts';
import { type Counted, videoOf } from './variants.ts';

/** A post as the funnel sees it: what it counts for, and the views the platform reported in the period. */
export interface FunnelPost {
  videoId: string | null;
  channelId: string | null;
  campaignId: string | null;
  /** Null: no numbers read from the platform yet. */
  views: number | null;
  viewsFromStandIn: boolean;
}

export interface FunnelVideo {
  language: LanguageCode;
  /** The hook variant's label (A–D) when the video is one of a group. */
  variantLabel: string | null;
}

/** The post a `post` source row counts for (its source id is `platform/channelId/postId`). */
export const postOfRow = (row: Pick<Counted, 'kind' | 'sourceId'>): string | null =>
  row.kind === 'post' ? (row.sourceId.split('/')[2] ?? null) : null;

/** The video a source row counts for: its own link, a hook variant's link, or a post of it. */
export function videoOfRow(row: Counted, posts: ReadonlyMap<string, FunnelPost>): string | null {
  const postId = postOfRow(row);
  return postId ? (posts.get(postId)?.videoId ?? null) : videoOf(row);
}

interface Entry {
  dimension: FunnelDimension;
  id: string;
  clicks: number;
  uniqueClicks: number;
  sales: number;
  earnings: number;
  posts: Set<string>;
}

/**
 * Views → clicks → sales → earnings per post, video, hook variant, language, channel and campaign.
 * Every source row counts wherever it belongs (a sale through a post counts for that post, its video,
 * the video's variant and language, the post's channel and campaign); views are the sum of the known
 * views of the posts in a row, null when none is known. Posts with views but no clicks still show.
 */
export function funnelRows(input: {
  sources: readonly Counted[];
  posts: ReadonlyMap<string, FunnelPost>;
  videos: ReadonlyMap<string, FunnelVideo>;
  label: (dimension: FunnelDimension, id: string) => string;
}): FunnelRow[] {
  const { posts, videos } = input;
  const entries = new Map<string, Entry>();
  const entry = (dimension: FunnelDimension, id: string) => {
    const key = `${dimension}\u0000${id}`;
    let e = entries.get(key);
    if (!e) {
      e = { dimension, id, clicks: 0, uniqueClicks: 0, sales: 0, earnings: 0, posts: new Set() };
      entries.set(key, e);
    }
    return e;
  };
  const homes = (postId: string | null, videoId: string | null): Entry[] => {
    const post = postId ? posts.get(postId) : undefined;
    const video = videoId ? videos.get(videoId) : undefined;
    const out: Entry[] = [];
    if (postId) out.push(entry('post', postId));
    if (videoId && video) {
      out.push(entry('video', videoId));
      if (video.variantLabel) out.push(entry('variant', videoId));
      out.push(entry('language', video.language));
    }
    if (post?.channelId) out.push(entry('channel', post.channelId));
    if (post?.campaignId) out.push(entry('campaign', post.campaignId));
    if (postId) for (const e of out) e.posts.add(postId);
    return out;
  };
  for (const row of input.sources) {
    const postId = postOfRow(row);
    const videoId = videoOfRow(row, posts);
    if (!postId && !videoId) continue;
    for (const e of homes(postId, videoId)) {
      e.clicks += row.clicks;
      e.uniqueClicks += row.uniqueClicks;
      e.sales += row.sales;
      e.earnings += row.earnings;
    }
  }
  for (const [postId, post] of posts) if (post.views !== null) homes(postId, post.videoId);

  const order = (d: FunnelDimension) => FUNNEL_DIMENSIONS.indexOf(d);
  return [...entries.values()]
    .map((e) => {
      let views: number | null = null;
      let viewsFromStandIn = false;
      for (const id of e.posts) {
        const p = posts.get(id);
        if (p?.views == null) continue;
        views = (views ?? 0) + p.views;
        viewsFromStandIn ||= p.viewsFromStandIn;
      }
      const earnings = Math.round(e.earnings * 100) / 100;
      return {
        dimension: e.dimension,
        id: e.id,
        label: input.label(e.dimension, e.id),
        views,
        clicks: e.clicks,
        uniqueClicks: e.uniqueClicks,
        sales: e.sales,
        earnings,
        ...perThousandViews({ views, clicks: e.clicks, earnings }),
        viewsFromStandIn,
      };
    })
    .sort(
      (a, b) =>
        order(a.dimension) - order(b.dimension) ||
        b.earnings - a.earnings ||
        (b.views ?? -1) - (a.views ?? -1) ||
        b.clicks - a.clicks ||
        a.label.localeCompare(b.label),
    );
}
