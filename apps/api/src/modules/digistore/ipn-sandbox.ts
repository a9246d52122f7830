import { randomBytes } from 'node:crypto';
import {
  filledPostbackUrl,
  linkLookups,
  type SimulateSaleBody,
  type SimulateSaleResponse,
  simulateSaleBodySchema,
  TRANSACTION_TYPE_OF_IPN_EVENT,
} from '@adreel/contracts';
import type { Db } from '@adreel/db';
import {
  digistoreAffiliateId,
  SANDBOX_DEFAULT_USER_NAME,
  type SandboxLedger,
  type SandboxLedgerEntry,
} from '@adreel/digistore';
import { Invalid, NotFound, UpstreamFailed } from '../../domain-errors.ts';
import type { TrackedLinks } from '../../kernel/ports.ts';
import type { IpnService } from './ipn-service.ts';
import { ipnSignature } from './ipn-signature.ts';

export interface IpnSandboxDeps {
  db: Db;
  ipn: IpnService;
  links: TrackedLinks;
  ledger: SandboxLedger;
  /** The user's S2S postback URL with its placeholders (modules/postbacks). */
  postbackUrl: (userId: string) => Promise<string>;
  /** Writes clicks still waiting in memory, so the latest one can be chosen. */
  flushClicks?: () => Promise<void>;
  fetchImpl?: typeof fetch;
}

const PRODUCT = { id: '100001', name: 'Sandbox product' };
const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();

/**
 * The sandbox marketplace's side of a sale, as Digistore24 behaves: the sale goes into its ledger
 * (read back by its report calls), then it calls the user's S2S postback URL over HTTP with the
 * placeholders filled (the link's latest human click as `cid`) and, for a user who saved an IPN
 * passphrase, posts the signed vendor IPN for the same transaction (stored once between the two).
 */
export function createIpnSandbox(deps: IpnSandboxDeps) {
  const { db, ipn, links, ledger } = deps;
  const fetchImpl = deps.fetchImpl ?? fetch;

  async function call(url: string, init: RequestInit, what: string) {
    try {
      const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(10_000) });
      return { status: res.status, answer: (await res.text()).slice(0, 200) };
    } catch {
      throw new UpstreamFailed(`The sandbox could not reach your ${what}.`);
    }
  }

  /** The transaction a new sale makes, or the sale a refund or chargeback undoes. */
  async function transactionFor(
    affiliate: string,
    link: { id: string; campaignKey: string },
    body: ReturnType<typeof simulateSaleBodySchema.parse>,
  ) {
    if (body.event === 'on_payment') {
      await deps.flushClicks?.();
      const click = await db.click.findFirst({
        where: { linkId: link.id, cid: { not: null } },
        orderBy: { id: 'desc' },
        select: { cid: true },
      });
      // One id for the order and its payment: the postback (which has no order id) stores the
      // transaction id as the order, so the IPN for the same sale meets it on both keys.
      const id = body.orderId ?? `SBX${hex(5)}`;
      return {
        transactionId: id,
        orderId: id,
        cid: click?.cid ?? null,
        earnings: body.earnings,
      };
    }
    const paid = await ledger.payment(
      affiliate,
      body.orderId ? { orderId: body.orderId } : { campaignKey: link.campaignKey },
    );
    if (!paid) throw new Invalid('There is no sale on this link to refund yet.');
    return {
      transactionId: paid.transactionId,
      orderId: paid.orderId,
      cid: paid.cid,
      earnings: paid.earnings,
    };
  }

  /** The campaign key of the user's link that the pasted URL, code or campaign key names, or null. */
  async function campaignKeyOf(userId: string, pasted: string): Promise<string | null> {
    for (const lookup of linkLookups(pasted)) {
      if ('campaignKey' in lookup) {
        if (await links.byCampaignKey(userId, lookup.campaignKey)) return lookup.campaignKey;
      } else {
        const owned = await links.owned(userId, lookup.code).catch((e: unknown) => {
          if (e instanceof NotFound) return null;
          throw e;
        });
        if (owned) return owned.campaignKey;
      }
    }
    return null;
  }

  return {
    async simulate(userId: string, input: SimulateSaleBody): Promise<SimulateSaleResponse> {
      const body = simulateSaleBodySchema.parse(input);
      const campaignKey = await campaignKeyOf(userId, body.link);
      const link = campaignKey ? await links.byCampaignKey(userId, campaignKey) : null;
      if (!campaignKey || !link)
        throw new NotFound(
          `None of your tracked links is "${body.link}". Paste a link from Performance (…/go/…), its code or its campaign key.`,
        );
      const affiliate = (await digistoreAffiliateId(db, userId)) ?? SANDBOX_DEFAULT_USER_NAME;
      const tx = await transactionFor(affiliate, { id: link.id, campaignKey }, body);
      const type = TRANSACTION_TYPE_OF_IPN_EVENT[body.event];
      const earnings = type === 'payment' ? Math.abs(tx.earnings) : -Math.abs(tx.earnings);
      const entry: SandboxLedgerEntry = {
        affiliate,
        transactionId: tx.transactionId,
        transactionType: type,
        orderId: tx.orderId,
        productId: PRODUCT.id,
        productName: PRODUCT.name,
        campaignKey,
        cid: tx.cid,
        amount: Math.abs(tx.earnings) * 2,
        earnings,
        currency: 'EUR',
        country: 'DE',
        at: new Date(),
      };
      await ledger.record(entry);

      const postback = await call(
        filledPostbackUrl(await deps.postbackUrl(userId), {
          cid: tx.cid ?? '',
          campaignkey: campaignKey,
          amount: earnings.toFixed(2),
          currency: entry.currency,
          product_id: PRODUCT.id,
          transaction_id: tx.transactionId,
          type,
          country: entry.country,
          affiliate,
        }),
        { method: 'GET' },
        'postback URL',
      );
      const { key, passphrase } = await ipn.signingSecret(userId);
      let ipnAnswer: { status: number; answer: string } | null = null;
      if (passphrase) {
        const form: Record<string, string> = {
          event: body.event,
          order_id: tx.orderId,
          transaction_id: tx.transactionId,
          campaignkey: campaignKey,
          click_id: tx.cid ?? '',
          amount_affiliate: Math.abs(earnings).toFixed(2),
          amount_brutto: entry.amount.toFixed(2),
          currency: entry.currency,
          product_id: PRODUCT.id,
          product_name: PRODUCT.name,
          order_date_time: entry.at.toISOString().replace('T', ' ').slice(0, 19),
          ipn_version: '1.2',
        };
        form.sha_sign = ipnSignature(passphrase, form);
        ipnAnswer = await call(
          ipn.ipnUrl(key),
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(form).toString(),
          },
          'IPN address',
        );
      }
      return { orderId: tx.orderId, ...postback, cid: tx.cid, ipn: ipnAnswer };
    },
  };
}
export type IpnSandbox = ReturnType<typeof createIpnSandbox>;
