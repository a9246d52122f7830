import type { Db, Prisma } from '@adreel/db';
import type { Platform, UploadSession } from '@adreel/publish';
import { HOUR_MS, type StatsCandidate } from './due.ts';
import type { PostStatsRow, StatsPost } from './readers.ts';

export type StatsCandidatePost = StatsPost & StatsCandidate & { userId: string };

/**
 * Published posts whose numbers may be due (not read in the last hour), on a connected channel of the
 * post's own owner; `duePosts` makes the final call. Oldest read first, at most `limit`.
 */
export async function loadStatsCandidates(db: Db, now: Date, limit: number): Promise<StatsCandidatePost[]> {
  const rows = await db.$queryRaw<
    {
      postId: string;
      userId: string;
      channelId: string;
      platform: string;
      platformPostId: string | null;
      uploadSession: Prisma.JsonValue;
      publishedAt: Date;
      lastFetchedAt: Date | null;
    }[]
  >`
    SELECT p.id AS "postId", p."userId", p."channelId", p.platform, p."platformPostId", p."uploadSession",
           p."publishedAt", s.last AS "lastFetchedAt"
    FROM "Post" p
    JOIN "Channel" c ON c.id = p."channelId" AND c."userId" = p."userId" AND c.status = 'connected'
    LEFT JOIN LATERAL (SELECT max("fetchedAt") AS last FROM "PostStatsDaily" WHERE "postId" = p.id) s ON true
    WHERE p.status = 'published' AND p."publishedAt" IS NOT NULL
      AND (p."platformPostId" IS NOT NULL OR p."uploadSession"->>'via' = 'upload-post')
      AND (s.last IS NULL OR s.last <= ${new Date(now.getTime() - HOUR_MS)})
    ORDER BY s.last NULLS FIRST, p.id
    LIMIT ${limit}`;
  return rows.map((r) => ({
    ...r,
    platform: r.platform as Platform,
    uploadSession: (r.uploadSession ?? null) as UploadSession | null,
  }));
}

/** Stores the numbers as the day's row of each post (a later read the same day replaces it). */
export async function saveStats(
  db: Db,
  rows: readonly PostStatsRow[],
  meta: { standIn: boolean; now: Date },
): Promise<void> {
  const day = new Date(`${meta.now.toISOString().slice(0, 10)}T00:00:00Z`);
  for (const r of rows) {
    const data = {
      views: r.views,
      likes: r.likes,
      comments: r.comments,
      shares: r.shares,
      standIn: meta.standIn,
      fetchedAt: meta.now,
    };
    await db.postStatsDaily.upsert({
      where: { postId_day: { postId: r.postId, day } },
      create: { postId: r.postId, day, ...data },
      update: data,
    });
  }
}
