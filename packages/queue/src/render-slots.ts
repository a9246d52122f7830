import { VIDEO_STARTING_MESSAGE } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { renderJobOptions } from './definitions.ts';
import type { Producer } from './producer.ts';
import type { ChangeNotices } from './pubsub.ts';

/** First key of the two-key advisory lock taken around "count a user's renders, then change them". */
const RENDER_LOCK_NAMESPACE = 0x5155_4f54; // "QUOT"

type Client = Prisma.TransactionClient | Db;

/**
 * Holds the user's render lock until the transaction ends: the API's "count, then insert" and the
 * worker's "count, then start a queued one" take turns, so neither passes the concurrent limit.
 */
export async function lockUserRenders(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RENDER_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`;
}

/** The user's renders taking a slot now (done-for-you renders have no user and never count). */
export function runningRenders(client: Client, userId: string): Promise<number> {
  return client.video.count({ where: { userId, kind: 'user', status: 'processing' } });
}

/** The user's renders waiting for a slot. */
export function queuedRenders(client: Client, userId: string): Promise<number> {
  return client.video.count({ where: { userId, kind: 'user', status: 'queued' } });
}

/**
 * Moves the user's oldest queued videos into the render slots that are free (of `limit`), in
 * Postgres, under the user's render lock; returns them for the caller to enqueue. Should the caller
 * die before enqueueing, the rows say `processing` and the worker's reconciler enqueues them.
 */
export async function takeFreeRenderSlots(
  db: Db,
  userId: string,
  limit: number,
): Promise<{ id: string; kind: string }[]> {
  return db.$transaction(async (tx) => {
    await lockUserRenders(tx, userId);
    const free = limit - (await runningRenders(tx, userId));
    if (free <= 0) return [];
    const next = await tx.video.findMany({
      where: { userId, kind: 'user', status: 'queued' },
      orderBy: [{ createdAt: 'asc' }, { variantLabel: 'asc' }, { id: 'asc' }],
      take: free,
      select: { id: true, kind: true },
    });
    if (next.length === 0) return [];
    await tx.video.updateMany({
      where: { id: { in: next.map((v) => v.id) }, status: 'queued' },
      data: { status: 'processing', message: VIDEO_STARTING_MESSAGE },
    });
    return next;
  });
}

export interface RenderSlotDeps {
  db: Db;
  producer: Producer;
  notices: Pick<ChangeNotices, 'video'>;
  /** QUOTA_CONCURRENT_RENDERS. */
  limit: number;
}

/**
 * Starts the user's queued renders that now have a slot: Postgres first, then their jobs. An enqueue
 * that fails leaves a `processing` row without a job, which the reconciler enqueues; nothing is lost.
 */
export async function startQueuedRenders(deps: RenderSlotDeps, userId: string): Promise<string[]> {
  const started = await takeFreeRenderSlots(deps.db, userId, deps.limit);
  for (const { id, kind } of started) {
    await deps.producer
      .enqueue('renders', 'render-video', { videoId: id }, renderJobOptions(id, kind))
      .catch(() => undefined);
    await deps.notices.video(id).catch(() => undefined);
  }
  return started.map((r) => r.id);
}

/**
 * `startQueuedRenders` for every user with a queued video (the reconciler's sweep, so a worker killed
 * between a render's end and the next one's start loses nothing).
 */
export async function fillRenderSlots(deps: RenderSlotDeps): Promise<string[]> {
  const waiting = await deps.db.video.findMany({
    where: { kind: 'user', status: 'queued', userId: { not: null } },
    distinct: ['userId'],
    select: { userId: true },
    take: 500,
  });
  const started: string[] = [];
  for (const { userId } of waiting) {
    if (userId) started.push(...(await startQueuedRenders(deps, userId)));
  }
  return started;
}
