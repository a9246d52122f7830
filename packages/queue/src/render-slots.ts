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

/** What enqueueing a render needs to know of its video. */
export interface RenderRef {
  id: string;
  kind: string;
  userId: string | null;
  createdAt: Date;
}

/**
 * How many of the user's renders in flight are older than this one: its rank in the fair order
 * (definitions.ts `renderJobOptions`). Done-for-you renders have no user and no rank.
 */
export function renderRank(client: Client, video: RenderRef): Promise<number> {
  if (video.kind !== 'user' || !video.userId) return Promise.resolve(0);
  return client.video.count({
    where: {
      userId: video.userId,
      kind: 'user',
      status: 'processing',
      OR: [{ createdAt: { lt: video.createdAt } }, { createdAt: video.createdAt, id: { lt: video.id } }],
    },
  });
}

/** Queues a render at its fair place among all users' renders (the one way renders are enqueued). */
export async function enqueueRender(
  deps: { db: Client; producer: Producer },
  video: RenderRef,
): Promise<void> {
  const rank = await renderRank(deps.db, video);
  await deps.producer.enqueue(
    'renders',
    'render-video',
    { videoId: video.id },
    renderJobOptions(video.id, video.kind, rank),
  );
}

/**
 * Moves the user's oldest queued videos into the render slots that are free (of `limit`), in
 * Postgres, under the user's render lock; returns them for the caller to enqueue. Should the caller
 * die before enqueueing, the rows say `processing` and the worker's reconciler enqueues them.
 */
export async function takeFreeRenderSlots(db: Db, userId: string, limit: number): Promise<RenderRef[]> {
  return db.$transaction(async (tx) => {
    await lockUserRenders(tx, userId);
    const free = limit - (await runningRenders(tx, userId));
    if (free <= 0) return [];
    const next = await tx.video.findMany({
      // A paused campaign's renders wait for its resume (issue 33 item 4); the user's others go first.
      where: {
        userId,
        kind: 'user',
        status: 'queued',
        campaignItems: { none: { campaign: { pausedAt: { not: null } } } },
      },
      orderBy: [{ createdAt: 'asc' }, { variantLabel: 'asc' }, { id: 'asc' }],
      take: free,
      select: { id: true, kind: true, userId: true, createdAt: true },
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
  for (const video of started) {
    await enqueueRender(deps, video).catch(() => undefined);
    await deps.notices.video(video.id).catch(() => undefined);
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
