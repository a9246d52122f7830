import {
  countOf,
  garbage,
  type PostNumbers,
  STATS_BATCH,
  type StatsEndpoint,
  statsCall,
} from '../post-stats.ts';

/**
 * YouTube `videos.list?part=statistics` (1 quota unit per call, up to 50 ids). Counts come as decimal
 * strings; YouTube reports no shares (0), and hidden like counts are left out (0).
 */
export async function readYouTubeStats(
  endpoint: StatsEndpoint,
  accessToken: string,
  videoIds: readonly string[],
): Promise<PostNumbers[]> {
  if (videoIds.length > STATS_BATCH.youtube) throw new Error('YouTube videos.list takes at most 50 ids');
  const query = new URLSearchParams({ part: 'statistics', id: videoIds.join(','), maxResults: '50' });
  const body = await statsCall(
    endpoint,
    `${endpoint.apiBase}/youtube/v3/videos?${query}`,
    { headers: { authorization: `Bearer ${accessToken}` } },
    'YouTube videos.list',
  );
  if (!Array.isArray(body.items)) throw garbage('YouTube videos.list');
  return (body.items as Record<string, unknown>[]).map((item) => {
    const id = typeof item?.id === 'string' ? item.id : null;
    const s = (item?.statistics ?? {}) as Record<string, unknown>;
    const views = countOf(s.viewCount);
    if (!id || !videoIds.includes(id) || views === null) throw garbage('YouTube videos.list');
    return {
      platformPostId: id,
      views,
      likes: countOf(s.likeCount) ?? 0,
      comments: countOf(s.commentCount) ?? 0,
      shares: 0,
    };
  });
}
