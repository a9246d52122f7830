import {
  type ChannelTokens,
  isPlatformError,
  type Platform,
  type PlatformConfig,
  type UploadSession,
} from '@adreel/publish';
import { type PostNumbers, STATS_BATCH } from '@adreel/publish/post-stats';
import { readPostStats } from '@adreel/publish/read-post-stats';
import { isUploadPostSession, type UploadPostClient } from '@adreel/publish/upload-post/index';

/** A published post whose numbers are read (one user's, through one of that user's channels). */
export interface StatsPost {
  postId: string;
  channelId: string;
  platform: Platform;
  platformPostId: string | null;
  uploadSession: UploadSession | null;
}

export interface PostStatsRow {
  postId: string;
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/**
 * How one route reads posts' numbers: a platform's own API, or a posting aggregator (Upload-Post).
 * `read` gets at most `batchSize` posts of one channel and returns the numbers of those it found;
 * it throws PlatformError (rate_limited / quota: back off; anything else: skip these posts for now).
 */
export interface PostStatsReader {
  readonly batchSize: number;
  /** The numbers come from a local stand-in (demo mode), and are labelled so. */
  readonly standIn: boolean;
  read(posts: readonly StatsPost[]): Promise<PostStatsRow[]>;
}

/** Which reader a post's numbers come from: the aggregator it was sent through, else its platform. */
export const statsRouteOf = (post: Pick<StatsPost, 'platform' | 'uploadSession'>): string =>
  isUploadPostSession(post.uploadSession) ? 'upload-post' : post.platform;

/** The platform's own stats endpoint, with the channel's token (refreshed once if it expired). */
export function directStatsReader(
  platform: Platform,
  config: Pick<PlatformConfig, 'apiBase'>,
  tokens: Pick<ChannelTokens, 'accessToken'>,
  standIn: boolean,
): PostStatsReader {
  return {
    batchSize: STATS_BATCH[platform],
    standIn,
    async read(posts) {
      const channelId = posts[0]?.channelId;
      const ids = posts.flatMap((p) => p.platformPostId ?? []);
      if (!channelId || ids.length === 0) return [];
      const call = async (force: boolean): Promise<PostNumbers[]> => {
        const { accessToken } = await tokens.accessToken(channelId, { force });
        return readPostStats(platform, { apiBase: config.apiBase }, accessToken, ids);
      };
      let numbers: PostNumbers[];
      try {
        numbers = await call(false);
      } catch (e) {
        if (!isPlatformError(e, 'token_expired')) throw e;
        numbers = await call(true);
      }
      const byPlatformId = new Map(posts.map((p) => [p.platformPostId, p.postId]));
      return numbers.flatMap(({ platformPostId, ...n }) => {
        const postId = byPlatformId.get(platformPostId);
        return postId ? [{ postId, ...n }] : [];
      });
    },
  };
}

/** Upload-Post's `GET /uploadposts/post-analytics/{request_id}?platform=`, one post per call. */
export function uploadPostStatsReader(
  client: Pick<UploadPostClient, 'postAnalytics'>,
  standIn: boolean,
): PostStatsReader {
  return {
    batchSize: 1,
    standIn,
    async read(posts) {
      const out: PostStatsRow[] = [];
      for (const p of posts) {
        if (!isUploadPostSession(p.uploadSession)) continue;
        const n = await client.postAnalytics(p.uploadSession.requestId, p.platform);
        out.push({
          postId: p.postId,
          views: n.views,
          likes: n.likes,
          comments: n.comments,
          shares: n.shares,
        });
      }
      return out;
    },
  };
}
