import type { Db } from '@adreel/db';
import { postbackToken } from '@adreel/digistore';
import type { InboundNotification } from '@adreel/marketplace';
import { networkNotificationOutcome, postbackFields } from '@adreel/networks';
import type { RecordOutcome, SaleRecorder } from '@adreel/sales';
import { open } from '@adreel/secret-box';
import { Conflict, Invalid } from '../../domain-errors.ts';
import { createInboundGate } from './inbound-gate.ts';
import { POSTBACK_OK } from './receiver.ts';

export interface NetworkPostbackReceiverDeps {
  db: Db;
  sales: Pick<SaleRecorder, 'record'>;
  encryptionKey: Buffer;
  now?: () => Date;
  cacheTtlMs?: number;
}

/** A connected custom network as the receiver needs it (cached per key). */
interface NetworkConnection {
  id: string;
  userId: string;
  label: string;
  settings: unknown;
}

export const REPLAYED_POSTBACK = 'This transaction was already recorded; nothing was counted twice.';

/**
 * GET/POST /postback/{key}: a custom network's S2S postback (JVZoo, WarriorPlus, BuyGoods, Impact, …),
 * the Digistore24 receiver generalised. The key names one connection and its token (another
 * connection's token is refused); the connection's macro map reads the fields (packages/networks);
 * the sale goes through the one recorder. A repeat of a recorded transaction is refused (409) and
 * counts nothing; identical postbacks arriving together share one write and one answer.
 */
export function createNetworkPostbackReceiver(deps: NetworkPostbackReceiverDeps) {
  const { db, sales, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
  const gate = createInboundGate<NetworkConnection>({
    cacheTtlMs: deps.cacheTtlMs,
    lookup: async (key) => {
      const row = await db.marketplaceAccount.findFirst({
        where: { inboundKey: key, marketplace: 'custom', state: 'connected' },
        select: { id: true, userId: true, label: true, settings: true, inboundTokenEnc: true },
      });
      if (!row?.inboundTokenEnc) return null;
      const { inboundTokenEnc, ...owner } = row;
      return { owner, token: open(inboundTokenEnc, encryptionKey) };
    },
  });

  return {
    async receive(key: string, notification: Pick<InboundNotification, 'query' | 'body'>): Promise<string> {
      const connection = await gate.open(key, postbackToken(postbackFields(notification)));
      const outcome = networkNotificationOutcome(connection, notification);
      if (!outcome.ok) throw new Invalid(outcome.reason);
      const [sale] = outcome.sales;
      const id = sale
        ? `${connection.id}\u0000${sale.transactionId}\u0000${sale.type}`
        : `${connection.id}\u0000nothing`;
      const recorded = await gate.once(id, async (): Promise<RecordOutcome | null> => {
        await db.marketplaceAccount.update({ where: { id: connection.id }, data: { lastReceivedAt: now() } });
        return sale ? (await sales.record(sale)).outcome : null;
      });
      if (recorded === 'duplicate') throw new Conflict(REPLAYED_POSTBACK);
      return POSTBACK_OK;
    },

    /** After a token rotation or a disconnect: this process stops accepting the old token at once. */
    forget(key: string): void {
      gate.forget(key);
    },
  };
}
export type NetworkPostbackReceiver = ReturnType<typeof createNetworkPostbackReceiver>;
