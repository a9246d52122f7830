import type { MarketplacePort } from '@adreel/marketplace';
import { defineJob } from '../job.ts';
import { marketplaceAdapters } from '../marketplace/registry.ts';
import { createReportSync, type ReportSyncDeps } from '../marketplace/report-sync.ts';

/** ClickBank's orders report is read this far back each run: late refunds and missed INS fall inside it. */
export const CLICKBANK_SYNC_DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Reconciliation for ClickBank (issue 34 item 3): every CLICKBANK_SYNC_MINUTES (and for one user on
 * demand), each connected account's `orders2/list` of the last CLICKBANK_SYNC_DAYS goes through the
 * shared report sync (marketplace/report-sync.ts): what the INS already brought counts once, what it
 * missed is added and announced like any sale.
 */
export function syncClickBankSalesJob(
  deps: ReportSyncDeps,
  adapter: Pick<MarketplacePort, 'pullReport'> = marketplaceAdapters(deps.env).clickbank,
  now: () => Date = () => new Date(),
) {
  const sync = createReportSync(
    deps,
    {
      marketplace: 'clickbank',
      adapter,
      range: async (_row, started) => ({
        from: new Date(started.getTime() - CLICKBANK_SYNC_DAYS * DAY_MS),
        to: started,
      }),
    },
    now,
  );
  return defineJob({
    queue: 'performance',
    name: 'sync-clickbank-sales',
    handle: (payload, ctx) => sync(payload.userId, ctx),
  });
}
