import { type DigestsResponse, digestContentSchema } from '@adreel/contracts';
import type { Db } from '@adreel/db';

/** How many past digests the page shows. */
const KEEP = 8;

/** The weekly digests (issue 35 item 4): written by the worker, read back here, newest first. */
export function createDigestService(deps: { db: Db }) {
  return {
    /** GET /digests */
    async list(userId: string): Promise<DigestsResponse> {
      const rows = await deps.db.weeklyDigest.findMany({
        where: { userId },
        orderBy: { weekStart: 'desc' },
        take: KEEP,
      });
      return {
        digests: rows.flatMap((row) => {
          const content = digestContentSchema.safeParse(row.content);
          return content.success
            ? [
                {
                  ...content.data,
                  id: row.id,
                  createdAt: row.createdAt.toISOString(),
                  emailed: row.emailedAt !== null,
                },
              ]
            : [];
        }),
      };
    },
  };
}
export type DigestService = ReturnType<typeof createDigestService>;
