import type { UsageMeter } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import type { AccountCapLimits } from './caps.ts';
import { DAY_MS, type QuotaLimits } from './rules.ts';

/**
 * GET /account/meter, asked by the app shell on every page: renders of the last 24 hours, stored
 * bytes and posts waiting, against their caps, in one round trip of indexed reads (RenderStart and
 * Post by user, the stored-bytes sums by user). The fuller GET /account/usage also lists the storage
 * folder for pages saved and not yet recorded; the meter leaves those out to stay cheap.
 */
export function createUsageMeter(deps: {
  db: Db;
  quota: QuotaLimits;
  caps: AccountCapLimits;
  now?: () => Date;
}) {
  const { db, quota, caps } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async read(userId: string): Promise<UsageMeter> {
      const since = new Date(now().getTime() - DAY_MS);
      const [row] = await db.$queryRaw<{ renders: bigint; bytes: bigint; posts: bigint }[]>`
        SELECT
          (SELECT count(*) FROM "RenderStart" WHERE "userId" = ${userId}::uuid AND "startedAt" >= ${since}) AS renders,
          (SELECT count(*) FROM "Post" WHERE "userId" = ${userId}::uuid AND "status" = 'scheduled') AS posts,
          (SELECT coalesce(sum("size"), 0) FROM "Upload" WHERE "userId" = ${userId}::uuid)
            + (SELECT coalesce(sum("size"), 0) FROM "MediaItem" WHERE "userId" = ${userId}::uuid)
            + (SELECT coalesce(sum("sizeBytes"), 0) FROM "ClonedSite" WHERE "userId" = ${userId}::uuid)
            + (SELECT coalesce(sum("sizeBytes"), 0) FROM "Video" WHERE "userId" = ${userId}::uuid) AS bytes`;
      return {
        rendersToday: Number(row?.renders ?? 0),
        dailyRenderLimit: quota.dailyRenders,
        storageBytes: Number(row?.bytes ?? 0),
        storageLimitBytes: quota.storageBytes,
        scheduledPosts: Number(row?.posts ?? 0),
        scheduledPostLimit: caps.pendingPosts,
      };
    },
  };
}
export type UsageMeterService = ReturnType<typeof createUsageMeter>;
