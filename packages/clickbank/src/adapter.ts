import type { ClickBankEndpoint, MarketplacePort, NotificationOutcome } from '@adreel/marketplace';
import type { NewSale, SaleSource } from '@adreel/sales';
import {
  CLICKBANK_API_KEY_PATTERN,
  type ClickBankClient,
  ClickBankError,
  createClickBankClient,
  type DayRange,
} from './client.ts';
import { buildHopLink, NICKNAME_PATTERN } from './hoplink.ts';
import { readIns } from './ins/read-ins.ts';
import type { ClickBankSale } from './sale.ts';
import { clickIdToTid } from './tid.ts';

/** What the connect form sends: the account nickname and a clerk API key (`API-…`). */
export interface ClickBankConnectInput {
  nickname: string;
  apiKey: string;
}

/** A connection ClickBank refused or that cannot be made; its message is for the user. */
export class ClickBankConnectError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ClickBankConnectError';
  }
}

const TYPE_OF: Record<ClickBankSale['event'], NewSale['type']> = {
  sale: 'payment',
  rebill: 'payment',
  refund: 'refund',
  chargeback: 'chargeback',
};

/**
 * A ClickBank sale event as the recorder takes it. The receipt is both order and transaction id: a
 * refund shares its sale's receipt (so it reverses that sale), a rebill has its own (`…-B002`).
 */
export function toNewSale(userId: string, sale: ClickBankSale, source: SaleSource): NewSale {
  return {
    userId,
    marketplace: 'clickbank',
    source,
    type: TYPE_OF[sale.event],
    orderId: sale.receipt,
    transactionId: sale.receipt,
    cid: sale.clickId,
    campaignKey: null,
    trackingKey: sale.tid,
    earnings: sale.earnings,
    amount: sale.orderAmount,
    currency: sale.currency,
    productName: sale.productName,
    payload: sale.payload,
    at: sale.at,
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * ClickBank behind the marketplace port. ClickBank has no product API for affiliates and no
 * developer-key approval flow: a user connects with their nickname and a clerk API key (checked with
 * one analytics call), offers come from our catalog (vendor ids), links are HopLinks with our click id
 * as `tid`, sales arrive as encrypted INS messages and are reconciled from `orders2/list`.
 */
export function createClickBankAdapter(deps: {
  client: ClickBankClient;
  /** Where HopLinks point: hop.clickbank.net, or the stand-in in demo mode (clickBankEndpoint). */
  hopBase: string;
  now?: () => Date;
}): MarketplacePort<ClickBankConnectInput> {
  const now = deps.now ?? (() => new Date());
  return {
    id: 'clickbank',
    label: 'ClickBank',
    clickIdParam: 'tid',

    async connect(_userId, input) {
      const nickname = input.nickname.trim().toLowerCase();
      const apiKey = input.apiKey.trim();
      if (!NICKNAME_PATTERN.test(nickname)) {
        throw new ClickBankConnectError('Your ClickBank nickname is letters and digits only.');
      }
      if (!CLICKBANK_API_KEY_PATTERN.test(apiKey)) {
        throw new ClickBankConnectError('A ClickBank API key starts with API- (Settings → API Management).');
      }
      const today = day(now());
      try {
        await deps.client.trackingIdStats(apiKey, nickname, { from: today, to: today });
      } catch (err) {
        if (err instanceof ClickBankError && err.code === 'unauthorized') {
          throw new ClickBankConnectError('ClickBank refused this API key for that nickname.');
        }
        throw new ClickBankConnectError(
          `ClickBank could not be asked: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
      return {
        kind: 'connected',
        account: { label: 'ClickBank', affiliateId: nickname, credentials: apiKey },
      };
    },

    // ClickBank keeps no record of apps using a key: forgetting it is all there is to do.
    async disconnect() {},

    // No affiliate-side product API: the catalog holds ClickBank products by vendor id.
    async offer() {
      return null;
    },

    affiliateLink(offer, account, clickId) {
      if (!offer.vendorId || !account?.affiliateId) return null;
      return buildHopLink({
        affiliate: account.affiliateId,
        vendor: offer.vendorId,
        tid: clickId ? clickIdToTid(clickId) : null,
        base: deps.hopBase,
      });
    },

    async parseNotification(account, notification): Promise<NotificationOutcome> {
      if (!account.inboundToken)
        return { ok: false, reason: 'This ClickBank connection has no INS secret key.' };
      const reading = readIns(notification.body, account.inboundToken);
      switch (reading.kind) {
        case 'sale':
          return { ok: true, sales: [toNewSale(account.userId, reading.sale, 'ins')] };
        case 'test':
        case 'not-counted':
          return { ok: true, sales: [] };
        default:
          return { ok: false, reason: reading.message };
      }
    },

    async pullReport(account, range) {
      if (!account.credentials) return [];
      const days: DayRange = { from: day(range.from), to: day(range.to) };
      const sales = await deps.client.listOrders(account.credentials, days);
      return sales.map((s) => toNewSale(account.userId, s, 'report'));
    },
  };
}

/** The adapter as each app's registry lists it: calls and HopLinks where `clickBankEndpoint(env)` says. */
export function clickBankAdapterAt(endpoint: Pick<ClickBankEndpoint, 'apiBase' | 'hopBase'>) {
  return createClickBankAdapter({
    client: createClickBankClient({ baseUrl: endpoint.apiBase }),
    hopBase: endpoint.hopBase,
  });
}
