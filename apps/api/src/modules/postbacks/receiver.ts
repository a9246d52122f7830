import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@adreel/db';
import type { SaleRecorder } from '@adreel/sales';
import { decryptSecret } from '@adreel/secret-box';
import { Forbidden, Invalid, NotFound } from '../../domain-errors.ts';
import { createLru } from '../../kernel/lru.ts';
import { type Postback, postbackToken, readPostback } from './postback-fields.ts';

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
export const POSTBACK_KEY_PATTERN = /^[A-Za-z0-9_-]{32,64}$/;

const digest = (text: string) => createHash('sha256').update(text).digest();

interface Owner {
  userId: string;
  /** sha256 of the token, so any token compares in constant time whatever its length. */
  token: Buffer;
}

/**
 * GET/POST /digistore/postback/{key}: Digistore24's unsigned S2S postback, trusted through the long
 * key and the token beside it (compared in constant time). A sale is stored once per transaction
 * and type; identical postbacks arriving together share one write.
 */
export function createPostbackReceiver(deps: PostbackReceiverDeps) {
  const { db, sales, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
  // The lookup itself is cached, so a burst of postbacks to a key not yet cached makes one query.
  const owners = createLru<Promise<Owner | null>>(10_000, deps.cacheTtlMs ?? 10_000);
  const inFlight = new Map<string, Promise<void>>();

  function ownerOf(key: string): Promise<Owner | null> {
    const hit = owners.get(key);
    if (hit) return hit.value;
    const lookup = db.postbackSetting
      .findUnique({ where: { key }, select: { userId: true, tokenEnc: true } })
      .then((row) =>
        row ? { userId: row.userId, token: digest(decryptSecret(row.tokenEnc, encryptionKey)) } : null,
      );
    owners.set(key, lookup);
    lookup.catch(() => owners.delete(key));
    return lookup;
  }

  async function handle(userId: string, postback: Postback): Promise<void> {
    await db.postbackSetting.update({
      where: { userId },
      data: { lastReceivedAt: now(), lastWasTest: postback.test },
    });
    if (postback.test || !postback.transactionType) return;
    await sales.record({
      userId,
      marketplace: 'digistore24',
      source: 'postback',
      type: postback.transactionType,
      orderId: postback.transactionId,
      transactionId: postback.transactionId,
      cid: postback.cid,
      campaignKey: postback.campaignKey,
      earnings: postback.amount,
      currency: postback.currency,
      payload: postback.raw,
    });
  }

  /** One in-flight handling per user, transaction and type: a burst of repeats costs one write. */
  function once(id: string, work: () => Promise<void>): Promise<void> {
    const running = inFlight.get(id);
    if (running) return running;
    const started = work().finally(() => inFlight.delete(id));
    inFlight.set(id, started);
    return started;
  }

  return {
    async receive(key: string, fields: Readonly<Record<string, unknown>>): Promise<string> {
      const owner = POSTBACK_KEY_PATTERN.test(key) ? await ownerOf(key) : null;
      if (!owner) throw new NotFound('Unknown postback address.');
      const token = digest(postbackToken(fields));
      if (!timingSafeEqual(token, owner.token)) throw new Forbidden('Wrong or missing postback token.');
      const reading = readPostback(fields);
      if (!reading.ok) throw new Invalid(reading.message);
      const { postback } = reading;
      const id = postback.test
        ? `${owner.userId}\u0000test`
        : `${owner.userId}\u0000${postback.transactionId}\u0000${postback.transactionType}`;
      await once(id, () => handle(owner.userId, postback));
      return POSTBACK_OK;
    },

    /** After a token rotation: this process stops accepting the old token at once. */
    forget(key: string): void {
      owners.delete(key);
    },
  };
}
export type PostbackReceiver = ReturnType<typeof createPostbackReceiver>;
