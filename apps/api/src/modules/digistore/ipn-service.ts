import { randomBytes } from 'node:crypto';
import {
  hasControlCharacters,
  IPN_SALE_EVENTS,
  type IpnSaleEvent,
  type IpnSettingsResponse,
  TRANSACTION_TYPE_OF_IPN_EVENT,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { parseAmount } from '@adreel/digistore';
import type { SaleRecorder } from '@adreel/sales';
import { decryptSecret, encryptSecret } from '@adreel/secret-box';
import { Forbidden, Invalid, NotFound } from '../../domain-errors.ts';
import { verifyIpnSignature } from './ipn-signature.ts';

export interface IpnServiceDeps {
  db: Db;
  /** Stores each sale event once, attributed to its click or campaign key (shared with postbacks). */
  sales: Pick<SaleRecorder, 'record'>;
  encryptionKey: Buffer;
  publicUrl: string;
}

/** Digistore24 treats anything but this answer as a failure and retries. */
export const IPN_OK = 'OK';
export const BAD_SIGNATURE = 'Invalid IPN signature.';

export function createIpnService(deps: IpnServiceDeps) {
  const { db, sales, encryptionKey } = deps;
  const ipnUrl = (key: string) => `${deps.publicUrl.replace(/\/+$/, '')}/digistore/ipn/${key}`;

  async function settingOf(userId: string) {
    const found = await db.ipnSetting.findUnique({ where: { userId } });
    if (found) return found;
    await db.ipnSetting.createMany({
      data: [{ userId, key: randomBytes(18).toString('base64url') }],
      skipDuplicates: true,
    });
    return db.ipnSetting.findUniqueOrThrow({ where: { userId } });
  }

  async function settingByKey(key: string) {
    const setting = /^[A-Za-z0-9_-]{16,64}$/.test(key)
      ? await db.ipnSetting.findUnique({ where: { key } })
      : null;
    if (!setting) throw new NotFound('Unknown IPN address.');
    return setting;
  }

  /** Stores one sale event unless this order's event (or its transaction) is already stored. */
  function store(userId: string, form: Record<string, string>, event: IpnSaleEvent) {
    const orderId = (form.order_id ?? '').trim();
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(orderId)) throw new Invalid('The IPN has no valid order_id.');
    const transactionId = (form.transaction_id ?? '').trim();
    const text = (name: string, max: number) => (form[name] ?? '').trim().slice(0, max) || null;
    const currency = (form.currency ?? '').trim().toUpperCase();
    return sales.record({
      userId,
      marketplace: 'digistore24',
      source: 'ipn',
      type: TRANSACTION_TYPE_OF_IPN_EVENT[event],
      orderId,
      // Shared with the affiliate's postback for the same sale, so the two never count it twice.
      transactionId: /^[A-Za-z0-9_.:-]{1,64}$/.test(transactionId) ? transactionId : null,
      cid: text('click_id', 64),
      campaignKey: text('campaignkey', 127),
      trackingKey: text('trackingkey', 127),
      earnings: parseAmount(form.amount_affiliate ?? ''),
      amount: parseAmount(form.amount_brutto ?? '') ?? 0,
      currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
      productName: text('product_name', 300),
      payload: form,
    });
  }

  return {
    ipnUrl,

    async settings(userId: string): Promise<IpnSettingsResponse> {
      const s = await settingOf(userId);
      return { ipnUrl: ipnUrl(s.key), hasPassphrase: s.passphraseEnc !== null };
    },

    async savePassphrase(userId: string, passphrase: string): Promise<IpnSettingsResponse> {
      const s = await settingOf(userId);
      await db.ipnSetting.update({
        where: { userId },
        data: { passphraseEnc: encryptSecret(passphrase, encryptionKey) },
      });
      return { ipnUrl: ipnUrl(s.key), hasPassphrase: true };
    },

    /** The user's key and passphrase, for the sandbox that signs as Digistore24 would. */
    async signingSecret(userId: string): Promise<{ key: string; passphrase: string | null }> {
      const s = await settingOf(userId);
      return {
        key: s.key,
        passphrase: s.passphraseEnc ? decryptSecret(s.passphraseEnc, encryptionKey) : null,
      };
    },

    /** GET /digistore/ipn/{key}: Digistore24 checks the address this way; "OK" for a known one. */
    async probe(key: string): Promise<string> {
      await settingByKey(key);
      return IPN_OK;
    },

    /**
     * POST /digistore/ipn/{key}: verify the signature (either of Digistore24's forms), store a sale,
     * refund or chargeback once per order and event, and answer "OK" (also for repeats, for events we
     * do not count, and for Digistore24's `connection_test`, which stores nothing).
     */
    async receive(key: string, form: Record<string, string>): Promise<string> {
      const setting = await settingByKey(key);
      if (form.event === 'connection_test') return IPN_OK;
      if (Object.values(form).some(hasControlCharacters))
        throw new Invalid('The IPN holds control characters.');
      if (!setting.passphraseEnc) throw new Forbidden('Set an IPN passphrase in AdReel first.');
      const passphrase = decryptSecret(setting.passphraseEnc, encryptionKey);
      if (!verifyIpnSignature(passphrase, form)) throw new Forbidden(BAD_SIGNATURE);
      const event = form.event ?? '';
      if (Object.hasOwn(IPN_SALE_EVENTS, event)) await store(setting.userId, form, event as IpnSaleEvent);
      return IPN_OK;
    },
  };
}
export type IpnService = ReturnType<typeof createIpnService>;
