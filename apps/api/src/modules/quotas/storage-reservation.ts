import type { Db, Prisma } from '@adreel/db';
import { RateLimited } from '../../domain-errors.ts';
import { fitsStorage, storageFullMessage } from './rules.ts';

/** A reservation stops counting after this long: a process that died mid-upload holds nothing. */
export const RESERVATION_TTL_MS = 60 * 60 * 1000;
const STORAGE_LOCK_NAMESPACE = 26_06;

/** Bytes claimed of the storage quota until the file is recorded (then its row counts) or refused. */
export interface StorageReservation {
  /** Gives the bytes back; call it once the stored file's row exists, or when the upload failed. */
  release(): Promise<void>;
}

export interface StorageReservationDeps {
  db: Db;
  storageBytes: number;
  /** Bytes the user's recorded files take (uploads, sites, videos, pending pages). */
  storageUsed(userId: string, collectPending: boolean): Promise<number>;
  now: () => Date;
}

/**
 * "Check, then store" made atomic: under a per-user advisory lock held until commit, the bytes in use
 * plus every live reservation plus `incomingBytes` must fit, and the reservation is written in the
 * same transaction. Parallel uploads of one user take turns on the lock, and each one's bytes are
 * counted from the moment it passes until its row exists, so together they cannot pass the limit.
 */
export function createStorageReservations(deps: StorageReservationDeps) {
  const { db, storageBytes, now } = deps;

  async function lock(tx: Prisma.TransactionClient, userId: string) {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${STORAGE_LOCK_NAMESPACE}::int, hashtext(${userId}::text))`;
  }

  /** Bytes the user's live reservations hold (`client`: the caller's transaction, or the pool). */
  async function heldBytes(client: Prisma.TransactionClient | Db, userId: string): Promise<number> {
    const since = new Date(now().getTime() - RESERVATION_TTL_MS);
    const held = await client.storageReservation.aggregate({
      where: { userId, createdAt: { gte: since } },
      _sum: { bytes: true },
    });
    return Number(held._sum.bytes ?? 0);
  }

  return {
    heldBytes: (userId: string) => heldBytes(db, userId),

    async reserve(
      userId: string,
      incomingBytes: number,
      options: { collectPending?: boolean } = {},
    ): Promise<StorageReservation> {
      const row = await db.$transaction(
        async (tx) => {
          await lock(tx, userId);
          const [used, held] = await Promise.all([
            deps.storageUsed(userId, options.collectPending ?? false),
            heldBytes(tx, userId),
          ]);
          if (!fitsStorage(used + held, incomingBytes, storageBytes)) {
            throw new RateLimited(storageFullMessage(used + held, storageBytes, incomingBytes));
          }
          const expired = new Date(now().getTime() - RESERVATION_TTL_MS);
          await tx.storageReservation.deleteMany({ where: { userId, createdAt: { lt: expired } } });
          return tx.storageReservation.create({
            data: { userId, bytes: BigInt(incomingBytes), createdAt: now() },
            select: { id: true },
          });
        },
        { maxWait: 10_000, timeout: 20_000 },
      );
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await db.storageReservation.deleteMany({ where: { id: row.id } });
        },
      };
    },
  };
}
