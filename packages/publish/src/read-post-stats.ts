import { readInstagramStats } from './instagram/stats.ts';
import type { PostNumbers, StatsEndpoint } from './post-stats.ts';
import { readTikTokStats } from './tiktok/stats.ts';
import type { Platform } from './types.ts';
import { readYouTubeStats } from './youtube/stats.ts';

/**
 * One call for one batch of a platform's post ids (at most STATS_BATCH[platform]). Throws
 * PlatformError: rate_limited / quota → back off, token_expired → refresh, bad_request → garbage.
 */
export async function readPostStats(
  platform: Platform,
  endpoint: StatsEndpoint,
  accessToken: string,
  ids: readonly string[],
): Promise<PostNumbers[]> {
  switch (platform) {
    case 'tiktok':
      return readTikTokStats(endpoint, accessToken, ids);
    case 'youtube':
      return readYouTubeStats(endpoint, accessToken, ids);
    case 'instagram':
      return Promise.all(ids.map((id) => readInstagramStats(endpoint, accessToken, id)));
  }
}
