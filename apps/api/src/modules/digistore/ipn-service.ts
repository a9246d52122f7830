import { randomBytes } from 'node:crypto';
import {
  hasControlCharacters,
  IPN_SALE_EVENTS,
  type IpnSaleEvent,
  type IpnSettingsResponse,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import { decryptSecret, encryptSecret } from '@adreel/digistore';
import { Forbidden, Invalid, NotFound } from '../../domain-errors.ts';
import type { LinkService } from '../links/service.ts';
import { verifyIpnSignature } from './ipn-signature.ts';

/** A sale event as stored, handed to `onSaleRecorded` listeners (e.g. outgoing webhooks). */
export interface RecordedSale {
  id: string;
  userId: string;
  orderId: string;
  status: 'sale' | 'refund' | 'chargeback';
  earnings: number;
  currency: string;
  campaignKey: string | null;
  source: { kind: string; sourceId: string } | null;
  at: Date;
}

export interface IpnServiceDeps {
  db: Db;
  links: LinkService;
  encryptionKey: Buffer;
  publicUrl: string;
  /** Called once per newly stored sale event (never for a repeated IPN). */
  onSaleRecorded?: (sale: RecordedSale) => void | Promise<void>;
  now?: () => Date;
}

/** Digistore24 treats anything but this answer as a failure and retries. */
export const IPN_OK = 'OK';
export const BAD_SIGNATURE = 'Invalid IPN signature.';

const money = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
};

export function createIpnService(deps: IpnServiceDeps) {
  const { db, links, encryptionKey } = deps;
  const now = deps.now ?? (() => new Date());
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

  /** Stores one sale event unless this order's event is already stored; true when it was new. */
  async function store(userId: string, form: Record<string, string>, event: IpnSaleEvent): Promise<boolean> {
    const orderId = (form.order_id ?? '').trim();
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(orderId)) throw new Invalid('The IPN has no valid order_id.');
    const status = IPN_SALE_EVENTS[event];
    const campaignKey = (form.campaignkey ?? '').trim() || null;
    const original =
      status === 'sale'
        ? null
        : await db.sale.findUnique({
            where: { userId_orderId_event: { userId, orderId, event: 'sale' } },
            select: { linkId: true, campaignKey: true, earnings: true, currency: true },
          });
    const linkByKey = campaignKey ? await links.byCampaignKey(userId, campaignKey) : null;
    const linkId = linkByKey?.id ?? original?.linkId ?? null;
    const paid = money(form.amount_affiliate) ?? (status === 'sale' ? 0 : (original?.earnings ?? 0));
    const earnings = status === 'sale' ? Math.abs(paid) : -Math.abs(paid);
    const at = now();
    const currency = (form.currency ?? '').trim().toUpperCase().slice(0, 3) || original?.currency || 'EUR';
    const created = await db.sale.createManyAndReturn({
      data: [
        {
          userId,
          orderId,
          event: status,
          linkId,
          campaignKey: campaignKey ?? original?.campaignKey ?? null,
          amount: money(form.amount_brutto) ?? 0,
          earnings,
          currency,
          productName: (form.product_name ?? '').slice(0, 300) || null,
          at,
          payload: form,
        },
      ],
      skipDuplicates: true,
      select: { id: true },
    });
    const row = created[0];
    if (!row) return false;
    const source = linkId
      ? await db.trackedLink.findUnique({
          where: { id: linkId },
          select: { sourceKind: true, sourceId: true },
        })
      : null;
    await deps.onSaleRecorded?.({
      id: row.id,
      userId,
      orderId,
      status,
      earnings,
      currency,
      campaignKey,
      source: source ? { kind: source.sourceKind, sourceId: source.sourceId } : null,
      at,
    });
    return true;
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

    /**
     * POST /digistore/ipn/{key}: verify the signature, store a sale, refund or chargeback once per
     * order and event, and answer "OK" (also for repeats and for events we do not count).
     */
    async receive(key: string, form: Record<string, string>): Promise<string> {
      const setting = /^[A-Za-z0-9_-]{16,64}$/.test(key)
        ? await db.ipnSetting.findUnique({ where: { key } })
        : null;
      if (!setting) throw new NotFound('Unknown IPN address.');
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
