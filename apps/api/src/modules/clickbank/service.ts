import { randomBytes } from 'node:crypto';
import {
  ClickBankConnectError,
  type ClickBankConnectInput,
  clickBankAccountKey,
  connectedNickname,
  upsertClickBankOffer,
} from '@adreel/clickbank';
import type {
  ClickBankAccountResponse,
  ClickBankAddOfferBody,
  ClickBankConnectBody,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { dropConnection, findConnection, saveConnection } from '@adreel/db/marketplace-accounts';
import type { MarketplacePort } from '@adreel/marketplace';
import { open, seal } from '@adreel/secret-box';
import { Invalid } from '../../domain-errors.ts';
import { newInboundKey } from '../../kernel/inbound-key.ts';

export interface ClickBankServiceDeps {
  db: Db;
  adapter: MarketplacePort<ClickBankConnectInput>;
  encryptionKey: Buffer;
  /** The app's public origin: the INS address is `${publicUrl}/clickbank/ins/{key}`. */
  publicUrl: string;
  /** Where catalog HopLinks point (hop.clickbank.net, or the stand-in in demo mode). */
  hopBase: string;
  /** Demo mode: the stand-in's origin, shown so the user knows nothing is real; null otherwise. */
  standInUrl: string | null;
  now?: () => Date;
}

const keyOf = clickBankAccountKey;
/** ClickBank's secret key field takes up to 16 capital letters and digits. */
function newInsSecret(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Settings → ClickBank: connect with the nickname and a clerk API key (checked by ClickBank, sealed at
 * rest), the INS address and secret key to paste into ClickBank (made once per user and kept across
 * reconnects), disconnect, and ClickBank products added to the catalog by vendor id.
 */
export function createClickBankService(deps: ClickBankServiceDeps) {
  const { db, adapter, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');

  async function account(userId: string): Promise<ClickBankAccountResponse> {
    const row = await findConnection(db, keyOf(userId));
    const nickname = connectedNickname(row);
    const connected = nickname !== null;
    return {
      connected,
      nickname,
      insUrl: connected && row?.inboundKey ? `${base}/clickbank/ins/${row.inboundKey}` : null,
      insSecretKey: connected && row?.inboundTokenEnc ? open(row.inboundTokenEnc, encryptionKey) : null,
      lastReceivedAt: row?.lastReceivedAt?.toISOString() ?? null,
      standInUrl: deps.standInUrl,
    };
  }

  return {
    account,

    async connect(userId: string, body: ClickBankConnectBody): Promise<ClickBankAccountResponse> {
      let step: Awaited<ReturnType<typeof adapter.connect>>;
      try {
        step = await adapter.connect(userId, body);
      } catch (err) {
        if (err instanceof ClickBankConnectError) throw new Invalid(err.message);
        throw err;
      }
      if (step.kind !== 'connected') throw new Invalid('ClickBank connects without a redirect.');
      const row = await saveConnection(db, keyOf(userId), {
        affiliateId: step.account.affiliateId,
        credentialsEnc: step.account.credentials ? seal(step.account.credentials, encryptionKey) : null,
        connectedAt: now(),
      });
      if (!row.inboundKey || !row.inboundTokenEnc) {
        await db.marketplaceAccount.update({
          where: { id: row.id },
          data: { inboundKey: newInboundKey(), inboundTokenEnc: seal(newInsSecret(), encryptionKey) },
        });
      }
      return account(userId);
    },

    /** Forgets the nickname and key; INS messages to the old address are refused until reconnected. */
    async disconnect(userId: string): Promise<ClickBankAccountResponse> {
      await dropConnection(db, keyOf(userId));
      return account(userId);
    },

    /** A ClickBank product in the shared catalog, by vendor id (refreshed if it is there already). */
    async addOffer(userId: string, body: ClickBankAddOfferBody) {
      if (!(await account(userId)).connected) {
        throw new Invalid('Connect your ClickBank account before adding its products.');
      }
      return upsertClickBankOffer(
        db,
        {
          vendorId: body.vendorId,
          name: body.name,
          description: body.description ?? null,
          price: body.price ?? null,
          currency: 'USD',
          commissionPercent: body.commissionPercent ?? null,
          category: null,
        },
        deps.hopBase,
      ).then((r) => ({ offerId: r.id, created: r.created }));
    },
  };
}
export type ClickBankService = ReturnType<typeof createClickBankService>;
