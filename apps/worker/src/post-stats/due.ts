export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** A post's first week is read hourly; after that, daily. */
export const FIRST_WEEK_MS = 7 * DAY_MS;

export interface StatsCandidate {
  publishedAt: Date;
  /** The last time its numbers were stored; null: never. */
  lastFetchedAt: Date | null;
}

/** How long a post's numbers stay fresh: an hour in its first week, a day after. */
export function statsInterval(publishedAt: Date, now: Date): number {
  return now.getTime() - publishedAt.getTime() < FIRST_WEEK_MS ? HOUR_MS : DAY_MS;
}

/** Due when never read, or when its last read is at least one interval old. */
export function isStatsDue(post: StatsCandidate, now: Date): boolean {
  if (!post.lastFetchedAt) return true;
  return now.getTime() - post.lastFetchedAt.getTime() >= statsInterval(post.publishedAt, now);
}

/** The due posts, never-read first, then the longest unread. */
export function duePosts<T extends StatsCandidate>(posts: readonly T[], now: Date): T[] {
  return posts
    .filter((p) => isStatsDue(p, now))
    .sort((a, b) => (a.lastFetchedAt?.getTime() ?? -1) - (b.lastFetchedAt?.getTime() ?? -1));
}
