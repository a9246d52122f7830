import { buildAffiliateLink, MARKETPLACE_LABELS } from '@adreel/contracts';
import {
  type DateRange,
  type InboundNotification,
  MarketplaceConnectError,
  type MarketplacePort,
  withSubId,
} from '@adreel/marketplace';
import type { DigistoreClient } from './client.ts';
import { readPostback } from './postback.ts';
import { postbackSale } from './postback-sale.ts';
import { reportSale } from './report-sale.ts';

/**
 * Connecting is two visits: `start` asks Digistore24 for an approval page (requestApiKey; the caller
 * keeps the returned token with its own single-use state), `finish` collects the key once the user
 * approved (retrieveApiKey, polled while pending) and reads the user name links carry (getUserInfo).
 */
export type DigistoreConnectInput =
  | { step: 'start'; returnUrl: string; cancelUrl: string; siteUrl: string; comment: string }
  | { step: 'finish'; token: string };

export interface DigistoreAdapterDeps {
  client: DigistoreClient;
  /** The app's developer key (the sandbox's own in demo mode). */
  developerKey: string;
  /** retrieveApiKey is polled while Digistore24 says "pending". */
  poll?: { attempts: number; delayMs: number };
}

/** AdReel only reads: offers and the affiliate's own sales. */
const PERMISSIONS = 'read-only';
/** Digistore24's sub-id field: a promolink's `?cid=` comes back as the postback's `{cid}`. */
const CLICK_ID_PARAM = 'cid';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = (d: Date) => d.toISOString().slice(0, 10);

/** The fields of a postback: its form or JSON body and its query, the query winning. */
function fieldsOf(notification: InboundNotification): Record<string, unknown> {
  const body = notification.body;
  return {
    ...(typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}),
    ...notification.query,
  };
}

/**
 * Digistore24 behind the marketplace port, unchanged in behaviour: connection by API-key approval,
 * marketplace entries by id, promolinks with the user's name and our click id as `cid`, S2S postbacks
 * in, `listTransactions` as the report. The same client talks to Digistore24 or the sandbox.
 */
export function createDigistoreAdapter(deps: DigistoreAdapterDeps): MarketplacePort<DigistoreConnectInput> {
  const { client, developerKey } = deps;
  const poll = deps.poll ?? { attempts: 6, delayMs: 500 };

  async function approvedKey(token: string): Promise<string> {
    for (let n = 0; n < poll.attempts; n++) {
      const result = await client.retrieveApiKey(developerKey, token);
      if (result.apiKey) return result.apiKey;
      if (result.status !== 'pending') {
        throw new MarketplaceConnectError('refused', 'The marketplace connection was not approved.');
      }
      if (n < poll.attempts - 1) await sleep(poll.delayMs);
    }
    throw new MarketplaceConnectError('pending', 'The marketplace has not approved the connection yet.');
  }

  return {
    id: 'digistore24',
    label: MARKETPLACE_LABELS.digistore24,
    clickIdParam: CLICK_ID_PARAM,

    async connect(_userId, input) {
      if (input.step === 'start') {
        const { requestUrl, requestToken } = await client.requestApiKey(developerKey, {
          permissions: PERMISSIONS,
          returnUrl: input.returnUrl,
          cancelUrl: input.cancelUrl,
          siteUrl: input.siteUrl,
          comment: input.comment,
        });
        return { kind: 'redirect', url: requestUrl, pendingToken: requestToken };
      }
      const apiKey = await approvedKey(input.token);
      const { userName } = await client.getUserInfo(apiKey);
      return {
        kind: 'connected',
        account: { label: MARKETPLACE_LABELS.digistore24, affiliateId: userName, credentials: apiKey },
      };
    },

    async disconnect(account) {
      if (account.credentials) await client.unregister(account.credentials);
    },

    async offer(entryId, account) {
      const e = await client.getMarketplaceEntry(account?.credentials ?? developerKey, entryId);
      return {
        entryId: e.entryId,
        vendorId: null,
        name: e.name,
        descriptionHtml: e.descriptionHtml,
        imageUrl: e.imageUrl,
        category: e.category,
        commission: e.commission,
        netEarnings: e.netEarnings,
        price: e.price,
        currency: e.currency,
        affiliateLink: e.affiliateLink,
      };
    },

    affiliateLink(offer, account, clickId) {
      const link = buildAffiliateLink(offer.affiliateLink, account?.affiliateId);
      return link && clickId ? withSubId(link, CLICK_ID_PARAM, clickId) : link;
    },

    async parseNotification(account, notification) {
      const reading = readPostback(fieldsOf(notification));
      if (!reading.ok) return { ok: false, reason: reading.message };
      const sale = postbackSale(account.userId, reading.postback);
      return { ok: true, sales: sale ? [sale] : [] };
    },

    async pullReport(account, range: DateRange) {
      if (!account.credentials) return [];
      const rows = await client.listTransactions(account.credentials, {
        from: day(range.from),
        to: day(range.to),
      });
      return rows.map((t) => reportSale(account.userId, t));
    },
  };
}
