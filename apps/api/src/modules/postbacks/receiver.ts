import type { Db } from '@adreel/db';
import { type Postback, postbackSale, postbackToken, readPostback } from '@adreel/digistore';
import type { SaleRecorder } from '@adreel/sales';
import { decryptSecret } from '@adreel/secret-box';
import { Invalid } from '../../domain-errors.ts';
import { createInboundGate } from './inbound-gate.ts';

export interface PostbackReceiverDeps {
  db: Db;
  sales: Pick<SaleRecorder, 'record'>;
  encryptionKey: Buffer;
  now?: () => Date;
  /** How long a key's user and token stay cached (a rotated token is refused at once in this process). */
  cacheTtlMs?: number;
}

/** What Digistore24 gets back: any 200 is a success for it; the text helps someone testing by hand. */
export const POSTBACK_OK = 'OK';

/**
 * GET/POST /digistore/postback/{key}: Digistore24's unsigned S2S postback, trusted through the long
 * key and the token beside it (compared in constant time). A sale is stored once per transaction
 * and type; identical postbacks arriving together share one write.
 */
export function createPostbackReceiver(deps: PostbackReceiverDeps) {
  const { db, sales, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
  const gate = createInboundGate<string>({
    cacheTtlMs: deps.cacheTtlMs,
    lookup: (key) =>
      db.postbackSetting
        .findUnique({ where: { key }, select: { userId: true, tokenEnc: true } })
        .then((row) =>
          row ? { owner: row.userId, token: decryptSecret(row.tokenEnc, encryptionKey) } : null,
        ),
  });

  async function handle(userId: string, postback: Postback): Promise<void> {
    await db.postbackSetting.update({
      where: { userId },
      data: { lastReceivedAt: now(), lastWasTest: postback.test },
    });
    // Tests and types we do not count (payment_missed …) are answered but record nothing.
    const sale = postbackSale(userId, postback);
    if (sale) await sales.record(sale);
  }

  return {
    async receive(key: string, fields: Readonly<Record<string, unknown>>): Promise<string> {
      const userId = await gate.open(key, postbackToken(fields));
      const reading = readPostback(fields);
      if (!reading.ok) throw new Invalid(reading.message);
      const { postback } = reading;
      const id = postback.test
        ? `${userId}\u0000test`
        : `${userId}\u0000${postback.transactionId}\u0000${postback.transactionType}`;
      await gate.once(id, () => handle(userId, postback));
      return POSTBACK_OK;
    },

    /** After a token rotation: this process stops accepting the old token at once. */
    forget: gate.forget,
  };
}
export type PostbackReceiver = ReturnType<typeof createPostbackReceiver>;
