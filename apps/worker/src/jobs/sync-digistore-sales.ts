import type { DigistoreClient } from '@adreel/digistore';
import { createSaleRecorder } from '@adreel/sales';
import { decryptSecret, parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { marketplaceClient } from '../marketplace/client.ts';
import { reportSale } from '../sales/report-sales.ts';
import { webhookEvents } from '../webhooks/events.ts';

type SyncDeps = Pick<WorkerDeps, 'db' | 'env' | 'producer' | 'logger'>;

/** A first sync reads this far back; later ones from their last run, with a margin for late rows. */
const FIRST_DAYS = 30;
const MARGIN_DAYS = 2;
const DAY_MS = 86_400_000;
const day = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Digistore24's own report of a connected affiliate's sales (`listTransactions`), every
 * DIGISTORE_SYNC_MINUTES for every connected account and on demand ("Sync now", one user), reconciled
 * with the sales postbacks and IPNs brought: the missing ones are added through the one sale recorder
 * (@adreel/sales: nothing counts twice, `sale.created` / `sale.reversed` as for every source). Each
 * run's outcome is kept per user (DigistoreSync) for the Performance page.
 */
export function syncDigistoreSalesJob(
  deps: SyncDeps,
  client: DigistoreClient = marketplaceClient(deps.env),
  now: () => Date = () => new Date(),
) {
  const key = parseEncryptionKey(deps.env.ENCRYPTION_KEY);
  const recorder = createSaleRecorder({ db: deps.db, webhooks: webhookEvents(deps) });
  return defineJob({
    queue: 'performance',
    name: 'sync-digistore-sales',
    async handle(payload, ctx) {
      const users = await deps.db.user.findMany({
        where: {
          marketplaceAccounts: { some: { marketplace: 'digistore24', credentialsEnc: { not: null } } },
          ...(payload.userId ? { id: payload.userId } : {}),
        },
        select: {
          id: true,
          marketplaceAccounts: { where: { marketplace: 'digistore24' }, select: { credentialsEnc: true } },
          digistoreSync: { select: { lastSyncedAt: true } },
        },
      });
      let added = 0;
      let failed = 0;
      for (const user of users) {
        const started = now();
        const since = user.digistoreSync?.lastSyncedAt?.getTime() ?? started.getTime() - FIRST_DAYS * DAY_MS;
        const range = { from: day(since - MARGIN_DAYS * DAY_MS), to: day(started.getTime()) };
        let outcome: { lastAdded: number; lastError: string | null; lastSyncedAt?: Date };
        try {
          const report = await client.listTransactions(
            decryptSecret(user.marketplaceAccounts[0]?.credentialsEnc ?? '', key),
            range,
          );
          const n = await recorder.recordAll(report.map((t) => reportSale(user.id, t)));
          added += n;
          outcome = { lastAdded: n, lastError: null, lastSyncedAt: started };
        } catch (err) {
          failed += 1;
          outcome = { lastAdded: 0, lastError: (err as Error).message.slice(0, 300) };
        }
        await deps.db.digistoreSync.upsert({
          where: { userId: user.id },
          create: { userId: user.id, ...outcome },
          update: outcome,
        });
      }
      if (users.length) ctx.log('digistore report sync', { users: users.length, added, failed });
      return { users: users.length, added, failed };
    },
  });
}
