import { POST_IN_FLIGHT } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';

export type Claim = { kind: 'claimed' } | { kind: 'busy'; retryAt: Date } | { kind: 'skip' };

const inFlight = { in: [...POST_IN_FLIGHT] };

/**
 * A post of a paused campaign waits (issue 33 item 4): it is neither claimed nor queued again; on
 * resume the API moves it to a new time if its time passed. Read in the claiming UPDATE itself.
 */
export const NOT_PAUSED_WHERE = {
  OR: [{ campaignId: null }, { campaign: { pausedAt: null } }],
} satisfies Prisma.PostWhereInput;

/**
 * Takes a post for this worker with one conditional UPDATE, so two jobs for one post never both run:
 * a due `scheduled` post becomes `uploading`; a post already in flight is taken over only when its
 * lease ran out (the worker that had it stopped touching the row: killed, or its machine gone), and
 * resumes from the upload session it left. A lease still held answers `busy` with when to look again.
 */
export async function claimPost(db: Db, postId: string, now: Date, leaseMs: number): Promise<Claim> {
  const due = await db.post.updateMany({
    // A delayed job may fire a moment before its due time.
    where: {
      id: postId,
      status: 'scheduled',
      ...NOT_PAUSED_WHERE,
      // Due, or to be handed to Upload-Post's scheduler now (issue 32: "theirs"), long before its time.
      AND: [
        {
          OR: [
            { scheduledAt: { lte: new Date(now.getTime() + 1000) } },
            { scheduleBy: 'upload_post', handedOverAt: null },
          ],
        },
      ],
    },
    data: { status: 'uploading', startedAt: now, attempt: { increment: 1 } },
  });
  if (due.count === 1) return { kind: 'claimed' };
  const stale = await db.post.updateMany({
    where: { id: postId, status: inFlight, updatedAt: { lt: new Date(now.getTime() - leaseMs) } },
    data: { attempt: { increment: 1 } },
  });
  if (stale.count === 1) return { kind: 'claimed' };
  const row = await db.post.findUnique({ where: { id: postId }, select: { status: true, updatedAt: true } });
  if (row && (POST_IN_FLIGHT as readonly string[]).includes(row.status)) {
    return { kind: 'busy', retryAt: new Date(row.updatedAt.getTime() + leaseMs + 1000) };
  }
  return { kind: 'skip' };
}

/** Keeps the lease: touches the row while this worker is on it. */
export function holdLease(db: Db, postId: string, leaseMs: number): () => void {
  const timer = setInterval(
    () =>
      void db.post
        .updateMany({ where: { id: postId, status: inFlight }, data: { updatedAt: new Date() } })
        .catch(() => undefined),
    Math.max(250, Math.floor(leaseMs / 3)),
  );
  return () => clearInterval(timer);
}

export const IN_FLIGHT_WHERE = inFlight;
