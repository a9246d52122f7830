import { type MarketplacePort, openAccount } from '@adreel/marketplace';
import { createSaleRecorder } from '@adreel/sales';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { marketplaceAdapters } from '../marketplace/registry.ts';
import { webhookEvents } from '../webhooks/events.ts';

type SyncDeps = Pick<WorkerDeps, 'db' | 'env' | 'producer' | 'logger'>;

/** A first sync reads this far back; later ones from their last run, with a margin for late rows. */
const FIRST_DAYS = 30;
const MARGIN_DAYS = 2;
const DAY_MS = 86_400_000;

/**
 * Digistore24's own report of a connected affiliate's sales (`listTransactions`), every
 * DIGISTORE_SYNC_MINUTES for every connected account and on demand ("Sync now", one user), reconciled
 * with the sales postbacks and IPNs brought: the missing ones are added through the one sale recorder
 * (@adreel/sales: nothing counts twice, `sale.created` / `sale.reversed` as for every source). Each
 * run's outcome is kept per user (DigistoreSync) for the Performance page.
 */
export function syncDigistoreSalesJob(
  deps: SyncDeps,
  adapter: Pick<MarketplacePort, 'pullReport'> = marketplaceAdapters(deps.env).digistore24,
  now: () => Date = () => new Date(),
) {
  const key = parseEncryptionKey(deps.env.ENCRYPTION_KEY);
  const recorder = createSaleRecorder({ db: deps.db, webhooks: webhookEvents(deps) });
  return defineJob({
    queue: 'performance',
    name: 'sync-digistore-sales',
    async handle(payload, ctx) {
      const users = await deps.db.marketplaceAccount.findMany({
        where: {
          marketplace: 'digistore24',
          credentialsEnc: { not: null },
          ...(payload.userId ? { userId: payload.userId } : {}),
        },
        include: { user: { select: { digistoreSync: { select: { lastSyncedAt: true } } } } },
      });
      let added = 0;
      let failed = 0;
      for (const row of users) {
        const started = now();
        const since =
          row.user.digistoreSync?.lastSyncedAt?.getTime() ?? started.getTime() - FIRST_DAYS * DAY_MS;
        const range = { from: new Date(since - MARGIN_DAYS * DAY_MS), to: started };
        let outcome: { lastAdded: number; lastError: string | null; lastSyncedAt?: Date };
        try {
          const account = openAccount(row, key);
          const n = account ? await recorder.recordAll(await adapter.pullReport(account, range)) : 0;
          added += n;
          outcome = { lastAdded: n, lastError: null, lastSyncedAt: started };
        } catch (err) {
          failed += 1;
          outcome = { lastAdded: 0, lastError: (err as Error).message.slice(0, 300) };
        }
        await deps.db.digistoreSync.upsert({
          where: { userId: row.userId },
          create: { userId: row.userId, ...outcome },
          update: outcome,
        });
      }
      if (users.length) ctx.log('digistore report sync', { users: users.length, added, failed });
      return { users: users.length, added, failed };
    },
  });
}
