import { describe, expect, it } from 'vitest';
import { DAY_MS, duePosts, HOUR_MS, isStatsDue, statsInterval } from './due.ts';

const now = new Date('2026-12-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('which posts’ numbers are due', () => {
  it('reads a post never read at once', () => {
    expect(isStatsDue({ publishedAt: ago(5 * 60_000), lastFetchedAt: null }, now)).toBe(true);
  });

  it('reads at most hourly in the first week', () => {
    const publishedAt = ago(2 * DAY_MS);
    expect(statsInterval(publishedAt, now)).toBe(HOUR_MS);
    expect(isStatsDue({ publishedAt, lastFetchedAt: ago(59 * 60_000) }, now)).toBe(false);
    expect(isStatsDue({ publishedAt, lastFetchedAt: ago(HOUR_MS) }, now)).toBe(true);
  });

  it('reads daily once the post is a week old', () => {
    const publishedAt = ago(7 * DAY_MS);
    expect(statsInterval(publishedAt, now)).toBe(DAY_MS);
    expect(isStatsDue({ publishedAt, lastFetchedAt: ago(23 * HOUR_MS) }, now)).toBe(false);
    expect(isStatsDue({ publishedAt, lastFetchedAt: ago(DAY_MS) }, now)).toBe(true);
    // Just inside the first week it is still hourly.
    expect(statsInterval(ago(7 * DAY_MS - 1), now)).toBe(HOUR_MS);
  });

  it('lists the due ones, never-read first, then the longest unread', () => {
    const posts = [
      { id: 'fresh', publishedAt: ago(DAY_MS), lastFetchedAt: ago(10 * 60_000) },
      { id: 'old', publishedAt: ago(30 * DAY_MS), lastFetchedAt: ago(2 * DAY_MS) },
      { id: 'new', publishedAt: ago(60_000), lastFetchedAt: null },
      { id: 'hourly', publishedAt: ago(DAY_MS), lastFetchedAt: ago(3 * HOUR_MS) },
      { id: 'daily-not-yet', publishedAt: ago(9 * DAY_MS), lastFetchedAt: ago(5 * HOUR_MS) },
    ];
    expect(duePosts(posts, now).map((p) => p.id)).toEqual(['new', 'old', 'hourly']);
  });
});
