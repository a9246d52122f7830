import type { ReportSyncStatus } from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { findConnection } from '@adreel/db/marketplace-accounts';
import { digistoreAccountKey } from '@adreel/digistore';
import type { Producer } from '@adreel/queue';
import { Conflict } from '../../domain-errors.ts';

export const NOT_CONNECTED =
  'Connect your Digistore24 account on the Offers page first: the sync reads its sales report.';

/** "Sync now" on Performance and the sync's last outcome; the worker's sync-digistore-sales does the work. */
export function createReportSync(deps: { db: Db; producer: Pick<Producer, 'enqueue'> }) {
  const { db, producer } = deps;
  return {
    async status(userId: string): Promise<ReportSyncStatus> {
      const [account, sync] = await Promise.all([
        findConnection(db, digistoreAccountKey(userId)),
        db.digistoreSync.findUnique({ where: { userId } }),
      ]);
      return {
        connected: !!account?.credentialsEnc,
        lastSyncedAt: sync?.lastSyncedAt?.toISOString() ?? null,
        lastAdded: sync?.lastAdded ?? 0,
        lastError: sync?.lastError ?? null,
      };
    },

    /** At most one run per user and minute: presses within the same minute join the queued run. */
    async request(userId: string): Promise<{ queued: true }> {
      const account = await findConnection(db, digistoreAccountKey(userId));
      if (!account?.credentialsEnc) throw new Conflict(NOT_CONNECTED);
      const minute = Math.floor(Date.now() / 60_000);
      await producer.enqueue(
        'performance',
        'sync-digistore-sales',
        { userId },
        { jobId: `sync-${userId}-${minute}` },
      );
      return { queued: true };
    },
  };
}
export type ReportSync = ReturnType<typeof createReportSync>;
