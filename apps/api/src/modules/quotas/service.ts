import { type AccountUsage, isUuid } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import { lockUserRenders, queuedRenders, runningRenders } from '@adreel/queue';
import type { Storage } from '@adreel/storage';
import { RateLimited } from '../../domain-errors.ts';
import type { AccountCapsService } from './account-caps.ts';
import {
  bytesBySiteFolder,
  DAY_MS,
  dailyRendersMessage,
  dailySlotFreesAt,
  fitsStorage,
  PENDING_SITE_TTL_MS,
  type QuotaLimits,
  storageFullMessage,
  tooManyAtOnceMessage,
  uuidv7Time,
} from './rules.ts';
import { createStorageReservations } from './storage-reservation.ts';

export interface QuotaServiceDeps {
  db: Db;
  storage: Storage;
  limits: QuotaLimits;
  /** The per-account caps, whose usage GET /account/usage shows beside the quotas'. */
  caps: Pick<AccountCapsService, 'usage'>;
  now?: () => Date;
}

/**
 * Per-user quotas: renders running at once, renders started per 24 hours, and stored bytes
 * (uploads + cloned sites + rendered videos). Done-for-you renders have no user and are never counted.
 * Renders beyond the concurrent limit wait (status `queued`) and start as slots free; the daily and
 * storage limits refuse. Every refusal is a RateLimited error (429) whose message says what to do. Every count lives in
 * Postgres (the daily one in the RenderStart ledger), so a lost Redis changes no quota.
 */
export function createQuotaService(deps: QuotaServiceDeps) {
  const { db, storage, limits } = deps;
  const now = deps.now ?? (() => new Date());

  /** Render starts of the last 24 hours, deleted videos included: the ledger outlives the rows. */
  async function rendersSince(client: Prisma.TransactionClient | Db, userId: string, since: Date) {
    const starts = await client.renderStart.findMany({
      where: { userId, startedAt: { gte: since } },
      select: { startedAt: true },
    });
    return starts.map((s) => s.startedAt);
  }

  /** Writes the start into the ledger in the caller's transaction, and drops the user's expired starts. */
  async function recordRenderStart(tx: Prisma.TransactionClient, userId: string, videoId: string, at: Date) {
    await tx.renderStart.create({ data: { videoId, userId, startedAt: at } });
    await tx.renderStart.deleteMany({
      where: { userId, startedAt: { lt: new Date(at.getTime() - DAY_MS) } },
    });
  }

  /**
   * Bytes of saved pages not yet recorded as a cloned site. Recent ones count (the editor records them
   * a moment later); older ones can no longer be recorded by anyone and, with `collect`, are deleted.
   */
  async function pendingSiteBytes(userId: string, collect: boolean): Promise<number> {
    const folders = bytesBySiteFolder(await storage.list(`sites/${userId}/`));
    const ids = [...folders.keys()].filter(isUuid);
    if (ids.length === 0) return 0;
    const recorded = await db.clonedSite.findMany({
      where: { userId, id: { in: ids } },
      select: { id: true },
    });
    const known = new Set(recorded.map((r) => r.id));
    const nowMs = now().getTime();
    let pending = 0;
    for (const id of ids) {
      if (known.has(id)) continue;
      const savedAt = uuidv7Time(id);
      if (savedAt !== null && nowMs - savedAt < PENDING_SITE_TTL_MS) {
        pending += folders.get(id) ?? 0;
      } else if (collect) {
        await storage.deletePrefix(`sites/${userId}/${id}/`);
      }
    }
    return pending;
  }

  async function storageUsed(userId: string, collect = false): Promise<number> {
    const [uploads, media, sites, videos, pending] = await Promise.all([
      db.upload.aggregate({ where: { userId }, _sum: { size: true } }),
      db.mediaItem.aggregate({ where: { userId }, _sum: { size: true } }),
      db.clonedSite.aggregate({ where: { userId }, _sum: { sizeBytes: true } }),
      db.video.aggregate({ where: { userId }, _sum: { sizeBytes: true } }),
      pendingSiteBytes(userId, collect),
    ]);
    return (
      Number(uploads._sum.size ?? 0) +
      Number(media._sum.size ?? 0) +
      Number(sites._sum.sizeBytes ?? 0) +
      Number(videos._sum.sizeBytes ?? 0) +
      pending
    );
  }

  const reservations = createStorageReservations({
    db,
    storageBytes: limits.storageBytes,
    storageUsed,
    now,
  });

  /**
   * Refuses (429) when `incomingBytes` more would pass the storage limit. `collectPending` is for the
   * paths that save site pages: they also clear saved pages that were never recorded.
   */
  async function assertStorageRoom(
    userId: string,
    incomingBytes: number,
    options: { collectPending?: boolean } = {},
  ): Promise<void> {
    // Uploads in progress hold their bytes too (storage-reservation.ts).
    const [recorded, held] = await Promise.all([
      storageUsed(userId, options.collectPending ?? false),
      reservations.heldBytes(userId),
    ]);
    const used = recorded + held;
    if (!fitsStorage(used, incomingBytes, limits.storageBytes)) {
      throw new RateLimited(storageFullMessage(used, limits.storageBytes, incomingBytes));
    }
  }

  /**
   * Starts `count` renders at once (one, or hook variants): all of them fit the daily and storage
   * limits or none is created, and every one is a start in the ledger. `insert` creates the rows
   * and is told how many may render now: the rest wait for a slot (status `queued`), behind any
   * render of the user already waiting.
   */
  async function startRenders<T extends { id: string }>(
    userId: string,
    count: number,
    insert: (tx: Prisma.TransactionClient, startNow: number) => Promise<T[]>,
  ): Promise<T[]> {
    // A render writes files: once storage is full, none may start.
    await assertStorageRoom(userId, 1);
    if (count > limits.dailyRenders) {
      throw new RateLimited(tooManyAtOnceMessage(count, limits.dailyRenders));
    }
    return db.$transaction(
      async (tx) => {
        await lockUserRenders(tx, userId);
        const at = now();
        const starts = await rendersSince(tx, userId, new Date(at.getTime() - DAY_MS));
        // `count` more fit once fewer than limit - count + 1 starts remain in the window.
        const freesAt = dailySlotFreesAt(starts, limits.dailyRenders - count + 1);
        if (freesAt) throw new RateLimited(dailyRendersMessage(limits.dailyRenders, freesAt, at));
        const [running, waiting] = await Promise.all([runningRenders(tx, userId), queuedRenders(tx, userId)]);
        const rows = await insert(tx, Math.max(0, limits.concurrentRenders - running - waiting));
        for (const row of rows) await recordRenderStart(tx, userId, row.id, at);
        return rows;
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
  }

  return {
    limits,
    assertStorageRoom,
    /** Claims `incomingBytes` of the storage quota (429 when they do not fit) until released: for
     * paths that store a file, so parallel ones cannot together pass the limit. */
    reserveStorage: reservations.reserve,

    /**
     * Starts a user render: checks storage, then, under a per-user advisory lock held until commit,
     * counts running and recent renders and runs `insert` (which creates the Video row, queued when
     * `startNow` is 0) in the same transaction. Parallel requests of one user take turns on the lock,
     * so a burst cannot pass the limits.
     */
    async startRender<T extends { id: string }>(
      userId: string,
      insert: (tx: Prisma.TransactionClient, startNow: number) => Promise<T>,
    ): Promise<T> {
      const [row] = await startRenders(userId, 1, async (tx, startNow) => [await insert(tx, startNow)]);
      return row as T;
    },

    startRenders,

    async usage(userId: string): Promise<AccountUsage> {
      const at = now();
      const [storageBytes, starts, rendersRunning, rendersQueued, caps] = await Promise.all([
        storageUsed(userId),
        rendersSince(db, userId, new Date(at.getTime() - DAY_MS)),
        runningRenders(db, userId),
        queuedRenders(db, userId),
        deps.caps.usage(userId),
      ]);
      return {
        storageBytes,
        storageLimitBytes: limits.storageBytes,
        rendersToday: starts.length,
        dailyRenderLimit: limits.dailyRenders,
        rendersRunning,
        rendersQueued,
        concurrentRenderLimit: limits.concurrentRenders,
        ...caps,
      };
    },
  };
}
export type QuotaService = ReturnType<typeof createQuotaService>;
