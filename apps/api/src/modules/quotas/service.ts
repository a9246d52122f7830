import { type AccountUsage, isUuid } from '@adreel/contracts';
import type { Db, Prisma } from '@adreel/db';
import type { Storage } from '@adreel/storage';
import { RateLimited } from '../../domain-errors.ts';
import {
  bytesBySiteFolder,
  concurrentRendersMessage,
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

export interface QuotaServiceDeps {
  db: Db;
  storage: Storage;
  limits: QuotaLimits;
  now?: () => Date;
}

/** First key of the two-key advisory lock taken around "count renders, then insert one". */
const RENDER_LOCK_NAMESPACE = 0x5155_4f54; // "QUOT"

/**
 * Per-user quotas: renders running at once, renders started per 24 hours, and stored bytes
 * (uploads + cloned sites + rendered videos). Done-for-you renders have no user and are never counted.
 * Every refusal is a RateLimited error (429) whose message says what to do. Every count lives in
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

  function runningRenders(client: Prisma.TransactionClient | Db, userId: string) {
    return client.video.count({ where: { userId, kind: 'user', status: 'processing' } });
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
    const [uploads, sites, videos, pending] = await Promise.all([
      db.upload.aggregate({ where: { userId }, _sum: { size: true } }),
      db.clonedSite.aggregate({ where: { userId }, _sum: { sizeBytes: true } }),
      db.video.aggregate({ where: { userId }, _sum: { sizeBytes: true } }),
      pendingSiteBytes(userId, collect),
    ]);
    return (
      Number(uploads._sum.size ?? 0) +
      Number(sites._sum.sizeBytes ?? 0) +
      Number(videos._sum.sizeBytes ?? 0) +
      pending
    );
  }

  /**
   * Refuses (429) when `incomingBytes` more would pass the storage limit. `collectPending` is for the
   * paths that save site pages: they also clear saved pages that were never recorded.
   */
  async function assertStorageRoom(
    userId: string,
    incomingBytes: number,
    options: { collectPending?: boolean } = {},
  ): Promise<void> {
    const used = await storageUsed(userId, options.collectPending ?? false);
    if (!fitsStorage(used, incomingBytes, limits.storageBytes)) {
      throw new RateLimited(storageFullMessage(used, limits.storageBytes, incomingBytes));
    }
  }

  /**
   * `startRender` for `count` renders at once (hook variants): all of them fit the limits or none
   * starts, and every one is a start in the ledger.
   */
  async function startRenders<T extends { id: string }>(
    userId: string,
    count: number,
    insert: (tx: Prisma.TransactionClient) => Promise<T[]>,
  ): Promise<T[]> {
    // A render writes files: once storage is full, none may start.
    await assertStorageRoom(userId, 1);
    if (count > limits.concurrentRenders || count > limits.dailyRenders) {
      throw new RateLimited(
        tooManyAtOnceMessage(count, Math.min(limits.concurrentRenders, limits.dailyRenders)),
      );
    }
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RENDER_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`;
        const running = await runningRenders(tx, userId);
        if (running + count > limits.concurrentRenders) {
          throw new RateLimited(concurrentRendersMessage(running));
        }
        const at = now();
        const starts = await rendersSince(tx, userId, new Date(at.getTime() - DAY_MS));
        // `count` more fit once fewer than limit - count + 1 starts remain in the window.
        const freesAt = dailySlotFreesAt(starts, limits.dailyRenders - count + 1);
        if (freesAt) throw new RateLimited(dailyRendersMessage(limits.dailyRenders, freesAt, at));
        const rows = await insert(tx);
        for (const row of rows) await recordRenderStart(tx, userId, row.id, at);
        return rows;
      },
      { maxWait: 10_000, timeout: 20_000 },
    );
  }

  return {
    limits,
    assertStorageRoom,

    /**
     * Starts a user render: checks storage, then, under a per-user advisory lock held until commit,
     * counts running and recent renders and runs `insert` (which creates the Video row) in the same
     * transaction. Parallel requests of one user queue on the lock, so a burst cannot pass the limits.
     */
    async startRender<T extends { id: string }>(
      userId: string,
      insert: (tx: Prisma.TransactionClient) => Promise<T>,
    ): Promise<T> {
      const [row] = await startRenders(userId, 1, async (tx) => [await insert(tx)]);
      return row as T;
    },

    startRenders,

    async usage(userId: string): Promise<AccountUsage> {
      const at = now();
      const [storageBytes, starts, rendersRunning] = await Promise.all([
        storageUsed(userId),
        rendersSince(db, userId, new Date(at.getTime() - DAY_MS)),
        runningRenders(db, userId),
      ]);
      return {
        storageBytes,
        storageLimitBytes: limits.storageBytes,
        rendersToday: starts.length,
        dailyRenderLimit: limits.dailyRenders,
        rendersRunning,
        concurrentRenderLimit: limits.concurrentRenders,
      };
    },
  };
}
export type QuotaService = ReturnType<typeof createQuotaService>;
