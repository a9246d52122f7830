import type { MarketplacePort } from '@adreel/marketplace';
import { defineJob } from '../job.ts';
import { marketplaceAdapters } from '../marketplace/registry.ts';
import { createReportSync, type ReportSyncDeps } from '../marketplace/report-sync.ts';

/** A first sync reads this far back; later ones from their last run, with a margin for late rows. */
const FIRST_DAYS = 30;
const MARGIN_DAYS = 2;
const DAY_MS = 86_400_000;

/**
 * Digistore24's own report of a connected affiliate's sales (`listTransactions`), every
 * DIGISTORE_SYNC_MINUTES for every connected account and on demand ("Sync now", one user), through the
 * shared report sync (marketplace/report-sync.ts): what sales postbacks and IPNs missed is added once.
 * Each run's outcome is kept per user (DigistoreSync) for the Performance page, and the next run reads
 * from the last good one.
 */
export function syncDigistoreSalesJob(
  deps: ReportSyncDeps,
  adapter: Pick<MarketplacePort, 'pullReport'> = marketplaceAdapters(deps.env).digistore24,
  now: () => Date = () => new Date(),
) {
  const sync = createReportSync(
    deps,
    {
      marketplace: 'digistore24',
      adapter,
      async range(row, started) {
        const last = await deps.db.digistoreSync.findUnique({
          where: { userId: row.userId },
          select: { lastSyncedAt: true },
        });
        const since = last?.lastSyncedAt?.getTime() ?? started.getTime() - FIRST_DAYS * DAY_MS;
        return { from: new Date(since - MARGIN_DAYS * DAY_MS), to: started };
      },
      async settle(row, { started, added, error }) {
        const outcome = error
          ? { lastAdded: 0, lastError: error }
          : { lastAdded: added, lastError: null, lastSyncedAt: started };
        await deps.db.digistoreSync.upsert({
          where: { userId: row.userId },
          create: { userId: row.userId, ...outcome },
          update: outcome,
        });
      },
    },
    now,
  );
  return defineJob({
    queue: 'performance',
    name: 'sync-digistore-sales',
    handle: (payload, ctx) => sync(payload.userId, ctx),
  });
}
