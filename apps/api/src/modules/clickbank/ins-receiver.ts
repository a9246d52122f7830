import type { ClickBankConnectInput } from '@adreel/clickbank';
import type { Db } from '@adreel/db';
import { type MarketplacePort, type OpenedAccount, openAccount } from '@adreel/marketplace';
import type { RecordOutcome, SaleRecorder } from '@adreel/sales';
import { Invalid, NotFound } from '../../domain-errors.ts';
import { INBOUND_KEY_PATTERN } from '../../kernel/inbound-key.ts';

export interface InsReceiverDeps {
  db: Db;
  adapter: MarketplacePort<ClickBankConnectInput>;
  sales: Pick<SaleRecorder, 'record'>;
  encryptionKey: Buffer;
  now?: () => Date;
}

/** What ClickBank is told (any 200 is delivered for it); the words help someone reading the log. */
const ANSWERS: Record<RecordOutcome, string> = {
  stored: 'OK: recorded',
  duplicate: 'OK: already recorded, not counted again',
  'pending-reversal': 'OK: kept until the sale it reverses arrives',
};

/**
 * POST /clickbank/ins/{key}: ClickBank's Instant Notification (version 8.0) for one user's account.
 * The long key finds the account; the message must decrypt with that account's secret key. It is
 * answered 200 only after the sale is stored through the one recorder, so ClickBank retries what we
 * could not store. Wrong key, tampered or unreadable messages, unknown types: 400 with the reason.
 */
export function createInsReceiver(deps: InsReceiverDeps) {
  const { db, adapter, sales, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());

  async function accountOf(key: string): Promise<OpenedAccount | null> {
    if (!INBOUND_KEY_PATTERN.test(key)) return null;
    const row = await db.marketplaceAccount.findUnique({ where: { inboundKey: key } });
    if (row?.marketplace !== 'clickbank' || row.state !== 'connected') return null;
    return openAccount(row, encryptionKey);
  }

  return {
    async receive(key: string, body: unknown, contentType: string | null): Promise<string> {
      const account = await accountOf(key);
      if (!account) throw new NotFound('Unknown ClickBank notification address.');
      const outcome = await adapter.parseNotification(account, {
        method: 'POST',
        query: {},
        body,
        contentType,
      });
      if (!outcome.ok) throw new Invalid(`ClickBank notification refused: ${outcome.reason}`);
      const results = [];
      for (const sale of outcome.sales) results.push(await sales.record(sale));
      await db.marketplaceAccount.update({ where: { id: account.id }, data: { lastReceivedAt: now() } });
      if (results.length === 0) return 'OK: test or a notice with no money, nothing recorded';
      return results.map((r) => ANSWERS[r.outcome]).join('; ');
    },
  };
}
export type InsReceiver = ReturnType<typeof createInsReceiver>;
