import { MARKETPLACE_LABELS, type NetworkSettings, networkSettingsSchema } from '@adreel/contracts';
import {
  type InboundNotification,
  type MarketplacePort,
  type NotificationOutcome,
  type OpenedAccount,
  withSubId,
} from '@adreel/marketplace';
import type { NewSale } from '@adreel/sales';
import { readNetworkPostback } from './read-postback.ts';

/** What the Settings form sends to connect a network: its name and its settings (preset applied). */
export interface CustomNetworkConnect {
  name: string;
  settings: NetworkSettings;
}

/** A stored connection's settings, or null when the JSON is not (any longer) a valid one. */
export function networkSettingsOf(settings: unknown): NetworkSettings | null {
  const parsed = networkSettingsSchema.safeParse(settings);
  return parsed.success ? parsed.data : null;
}

/**
 * The network's part of a sale's ids: the connection's name as a slug (`JVZoo` → `jvzoo`), so two
 * networks of one user never share a transaction id, and a reconnected network keeps recognising
 * its repeats and refunds.
 */
export function networkSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return (slug || 'network').slice(0, 24);
}

/**
 * The postback's fields: the body's (a form or JSON object) and the query's, the query winning, as
 * networks put macros in the URL and WarriorPlus-style ones post fields.
 */
export function postbackFields(notification: Pick<InboundNotification, 'query' | 'body'>) {
  const body = notification.body;
  return {
    ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}),
    ...notification.query,
  } as Record<string, unknown>;
}

/** What one postback records: the NewSale for the one recorder, or nothing (test, ignored), or a refusal. */
export function networkNotificationOutcome(
  account: Pick<OpenedAccount, 'id' | 'userId' | 'label' | 'settings'>,
  notification: Pick<InboundNotification, 'query' | 'body'>,
): NotificationOutcome {
  const settings = networkSettingsOf(account.settings);
  if (!settings) return { ok: false, reason: 'This network connection has no valid settings: reconnect it.' };
  const reading = readNetworkPostback(postbackFields(notification), settings);
  if (!reading.ok) return { ok: false, reason: reading.reason };
  // A test or a type the network documents but we do not count: answered, nothing recorded.
  if (reading.kind !== 'sale') return { ok: true, sales: [] };
  const { sale } = reading;
  const id = `${networkSlug(account.label)}:${sale.transactionId}`;
  const newSale: NewSale = {
    userId: account.userId,
    marketplace: 'custom',
    source: 'custom-postback',
    type: sale.type,
    orderId: id,
    transactionId: id,
    cid: sale.clickId,
    campaignKey: null,
    earnings: sale.amount,
    currency: sale.currency,
    payload: { ...sale.raw, network: account.label, connectionId: account.id },
  };
  return { ok: true, sales: [newSale] };
}

/**
 * Custom networks behind the marketplace port: nothing to call (they call us), no offers to read, no
 * report to pull; links carry our click id in each connection's own sub-id parameter.
 */
export const customNetworkAdapter: MarketplacePort<CustomNetworkConnect> = {
  id: 'custom',
  label: MARKETPLACE_LABELS.custom,
  // Each connection names its own (settings.subIdParam); this is the fallback of a generic network.
  clickIdParam: 'subid',
  async connect(_userId, input) {
    return {
      kind: 'connected',
      account: { label: input.name, affiliateId: null, credentials: null, settings: input.settings },
    };
  },
  async disconnect() {},
  async offer() {
    return null;
  },
  affiliateLink(offer, account, clickId) {
    if (!offer.affiliateLink) return null;
    if (!clickId) return offer.affiliateLink;
    const param = networkSettingsOf(account?.settings)?.subIdParam ?? this.clickIdParam;
    return withSubId(offer.affiliateLink, param, clickId);
  },
  async parseNotification(account, notification) {
    return networkNotificationOutcome(account, notification);
  },
  async pullReport() {
    return [];
  },
};
