import { type MarketplacePort, openAccount } from '@adreel/marketplace';
import { createSaleRecorder } from '@adreel/sales';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import { defineJob } from '../job.ts';
import { marketplaceAdapters } from '../marketplace/registry.ts';
import { webhookEvents } from '../webhooks/events.ts';

type SyncDeps = Pick<WorkerDeps, 'db' | 'env' | 'producer' | 'logger'>;

/** ClickBank's orders report is read this far back each run: late refunds and missed INS fall inside it. */
export const CLICKBANK_SYNC_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Reconciliation for ClickBank (issue 34 item 3): every CLICKBANK_SYNC_MINUTES (and for one user on
 * demand), each connected account's `orders2/list` of the last CLICKBANK_SYNC_DAYS is recorded through
 * the one recorder (@adreel/sales): what the INS already brought is a duplicate and counts once, what
 * it missed is added and announced like any sale. One account's failure never stops the others.
 */
export function syncClickBankSalesJob(
  deps: SyncDeps,
  adapter: Pick<MarketplacePort, 'pullReport'> = marketplaceAdapters(deps.env).clickbank,
  now: () => Date = () => new Date(),
) {
  const key = parseEncryptionKey(deps.env.ENCRYPTION_KEY);
  const recorder = createSaleRecorder({ db: deps.db, webhooks: webhookEvents(deps) });
  return defineJob({
    queue: 'performance',
    name: 'sync-clickbank-sales',
    async handle(payload, ctx) {
      const accounts = await deps.db.marketplaceAccount.findMany({
        where: {
          marketplace: 'clickbank',
          state: 'connected',
          credentialsEnc: { not: null },
          ...(payload.userId ? { userId: payload.userId } : {}),
        },
      });
      const to = now();
      const range = { from: new Date(to.getTime() - CLICKBANK_SYNC_DAYS * DAY_MS), to };
      let added = 0;
      let failed = 0;
      for (const row of accounts) {
        try {
          const account = openAccount(row, key);
          const report = account ? await adapter.pullReport(account, range) : [];
          added += await recorder.recordAll(report);
        } catch (err) {
          failed += 1;
          ctx.log('clickbank report sync failed', {
            userId: row.userId,
            error: (err as Error).message.slice(0, 300),
          });
        }
      }
      if (accounts.length) ctx.log('clickbank report sync', { accounts: accounts.length, added, failed });
      return { accounts: accounts.length, added, failed };
    },
  });
}
