import type { MarketplaceId } from '@adreel/contracts';
import {
  type DateRange,
  type MarketplaceAccountRow,
  type MarketplacePort,
  openAccount,
} from '@adreel/marketplace';
import { createSaleRecorder } from '@adreel/sales';
import { parseEncryptionKey } from '@adreel/secret-box';
import type { WorkerDeps } from '../deps.ts';
import type { JobContext } from '../job.ts';
import { webhookEvents } from '../webhooks/events.ts';

export type ReportSyncDeps = Pick<WorkerDeps, 'db' | 'env' | 'producer' | 'logger'>;

/** What one account's run did: when it started, how many sales it added, or why it failed. */
export interface AccountSyncOutcome {
  started: Date;
  added: number;
  error: string | null;
}

/** What differs between marketplaces' report syncs; the loop, the recorder and the logging are shared. */
export interface ReportSyncPlan {
  marketplace: MarketplaceId;
  adapter: Pick<MarketplacePort, 'pullReport'>;
  /** The range one account's report is read over, for a run that started at `started`. */
  range(row: MarketplaceAccountRow, started: Date): Promise<DateRange>;
  /** Keeps one account's outcome (Digistore24 shows it on Performance); called after every account. */
  settle?(row: MarketplaceAccountRow, outcome: AccountSyncOutcome): Promise<void>;
}

/**
 * A report sync over a marketplace adapter (issue 34): each connected account of `plan.marketplace`
 * (or one user's, on demand) has its report pulled and recorded through the one recorder
 * (@adreel/sales): what a notification already brought is a duplicate and counts once, what it missed
 * is added and announced (`sale.created` / `sale.reversed`) like any sale. One account's failure never
 * stops the others.
 */
export function createReportSync(
  deps: ReportSyncDeps,
  plan: ReportSyncPlan,
  now: () => Date = () => new Date(),
) {
  const key = parseEncryptionKey(deps.env.ENCRYPTION_KEY);
  const recorder = createSaleRecorder({ db: deps.db, webhooks: webhookEvents(deps) });
  return async (userId: string | undefined, ctx: JobContext) => {
    const accounts = await deps.db.marketplaceAccount.findMany({
      where: {
        marketplace: plan.marketplace,
        state: 'connected',
        credentialsEnc: { not: null },
        ...(userId ? { userId } : {}),
      },
    });
    let added = 0;
    let failed = 0;
    for (const row of accounts) {
      const started = now();
      let outcome: AccountSyncOutcome;
      try {
        const account = openAccount(row, key);
        const report = account ? await plan.adapter.pullReport(account, await plan.range(row, started)) : [];
        const n = await recorder.recordAll(report);
        added += n;
        outcome = { started, added: n, error: null };
      } catch (err) {
        failed += 1;
        outcome = { started, added: 0, error: (err as Error).message.slice(0, 300) };
        ctx.log(`${plan.marketplace} report sync failed`, { userId: row.userId, error: outcome.error });
      }
      await plan.settle?.(row, outcome);
    }
    if (accounts.length)
      ctx.log(`${plan.marketplace} report sync`, { accounts: accounts.length, added, failed });
    return { accounts: accounts.length, added, failed };
  };
}
