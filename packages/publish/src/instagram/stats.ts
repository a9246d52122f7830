import { countOf, garbage, type PostNumbers, type StatsEndpoint, statsCall } from '../post-stats.ts';
import { INSTAGRAM_VERSION } from './client.ts';

const METRICS = 'views,reach,likes,comments,shares,saved';

/** A metric's value: `total_value.value`, or the first of `values` (both shapes are answered). */
function metric(data: Record<string, unknown>[], name: string): number | null {
  const m = data.find((d) => d?.name === name);
  if (!m) return null;
  const total = (m.total_value as { value?: unknown } | undefined)?.value;
  const first = Array.isArray(m.values) ? (m.values[0] as { value?: unknown } | undefined)?.value : undefined;
  return countOf(total ?? first);
}

/**
 * Instagram `GET /{ig-media-id}/insights` (permission instagram_business_manage_insights), one media
 * per call; `views` replaced plays and video_views in 2025. Numbers can lag up to 48 hours.
 */
export async function readInstagramStats(
  endpoint: StatsEndpoint,
  accessToken: string,
  mediaId: string,
): Promise<PostNumbers> {
  const body = await statsCall(
    endpoint,
    `${endpoint.apiBase}/${INSTAGRAM_VERSION}/${encodeURIComponent(mediaId)}/insights?metric=${METRICS}`,
    { headers: { authorization: `Bearer ${accessToken}` } },
    'Instagram insights',
  );
  const data = Array.isArray(body.data) ? (body.data as Record<string, unknown>[]) : null;
  const views = data ? metric(data, 'views') : null;
  if (!data || views === null) throw garbage('Instagram insights');
  return {
    platformPostId: mediaId,
    views,
    likes: metric(data, 'likes') ?? 0,
    comments: metric(data, 'comments') ?? 0,
    shares: metric(data, 'shares') ?? 0,
  };
}
