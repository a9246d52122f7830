import {
  countOf,
  garbage,
  type PostNumbers,
  STATS_BATCH,
  type StatsEndpoint,
  statsCall,
} from '../post-stats.ts';

const FIELDS = 'id,view_count,like_count,comment_count,share_count';

/**
 * TikTok `POST /v2/video/query/` (scope video.list): the creator's own videos by id, at most 20 per
 * call. Videos TikTok does not return (deleted, not the creator's) are left out.
 */
export async function readTikTokStats(
  endpoint: StatsEndpoint,
  accessToken: string,
  videoIds: readonly string[],
): Promise<PostNumbers[]> {
  if (videoIds.length > STATS_BATCH.tiktok) throw new Error('TikTok video/query takes at most 20 ids');
  const body = await statsCall(
    endpoint,
    `${endpoint.apiBase}/v2/video/query/?fields=${FIELDS}`,
    {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ filters: { video_ids: videoIds } }),
    },
    'TikTok video/query',
  );
  const videos = (body.data as { videos?: unknown } | undefined)?.videos;
  if (!Array.isArray(videos)) throw garbage('TikTok video/query');
  const out: PostNumbers[] = [];
  for (const v of videos as Record<string, unknown>[]) {
    const id = typeof v?.id === 'string' ? v.id : null;
    const views = countOf(v?.view_count);
    if (!id || !videoIds.includes(id) || views === null) throw garbage('TikTok video/query');
    out.push({
      platformPostId: id,
      views,
      likes: countOf(v.like_count) ?? 0,
      comments: countOf(v.comment_count) ?? 0,
      shares: countOf(v.share_count) ?? 0,
    });
  }
  return out;
}
