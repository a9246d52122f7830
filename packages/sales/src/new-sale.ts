import type { MarketplaceId, SaleTransactionType } from '@adreel/contracts';
import type { Prisma } from '@adreel/db';

/**
 * How a sale reached AdReel (`Sale.source`): Digistore24's S2S postback or vendor IPN, a marketplace's
 * report read by the worker (which marketplace is `Sale.marketplace`), ClickBank's Instant
 * Notification, or a custom network's postback.
 */
export const SALE_SOURCES = ['postback', 'ipn', 'report', 'ins', 'custom-postback'] as const;
export type SaleSource = (typeof SALE_SOURCES)[number];

/** One sale event as a receiver or a report tells it, before it is stored. */
export interface NewSale {
  userId: string;
  /** The marketplace that sold it: order and transaction ids are unique only within one. */
  marketplace: MarketplaceId;
  source: SaleSource;
  type: SaleTransactionType;
  /** The marketplace's order id; sources without one use the transaction id. */
  orderId: string;
  /** With `type`, the idempotency key shared by every source of one marketplace. */
  transactionId: string | null;
  /** Our click id as it came back (Digistore24 `cid`, ClickBank `tid` mapped back, a network's sub-id). */
  cid: string | null;
  campaignKey: string | null;
  trackingKey?: string | null;
  /** The affiliate's earnings (its sign is set by the type); null: not said (a reversal then takes what its sale has left). */
  earnings: number | null;
  /** The buyer's gross amount, when told. */
  amount?: number | null;
  /** ISO 4217 code; null: not said (a reversal takes its sale's, a payment EUR). */
  currency: string | null;
  productName?: string | null;
  /** What the source sent, kept for support (never secrets). */
  payload: Prisma.InputJsonObject;
  at?: Date;
}

/**
 * A sale event as it starts to count, as `sale.created` (a payment) and `sale.reversed` (a refund or
 * chargeback, with what it actually took back) announce it: a payment when stored; a reversal when
 * applied to its sale (at once, or when a sale that arrived later settles it). A reversal that takes
 * nothing more (a chargeback after a full refund) is stored but not announced.
 */
export interface RecordedSale {
  id: string;
  userId: string;
  marketplace: string;
  orderId: string;
  status: 'sale' | 'refund' | 'chargeback';
  earnings: number;
  currency: string;
  campaignKey: string | null;
  /** The source the buying link was made for (a video, a post, …), or null when unattributed. */
  source: { kind: string; sourceId: string } | null;
  at: Date;
}

/**
 * What recording one sale event did: 'stored' (it counts, and was announced), 'duplicate' (the same
 * order and event, or the same transaction id and type, of this marketplace was stored before: nothing
 * changed), 'pending-reversal' (a refund or chargeback whose sale has not arrived: kept, counted nowhere,
 * settled and announced when the sale is recorded).
 */
export type RecordOutcome = 'stored' | 'duplicate' | 'pending-reversal';

export interface RecordResult {
  outcome: RecordOutcome;
  /** The stored row; null for a duplicate. */
  saleId: string | null;
}
