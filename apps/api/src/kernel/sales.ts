import type { SaleTransactionType } from '@adreel/contracts';

/**
 * Sales as modules hand them to one another: the postbacks module's sale writer stores them, the
 * vendor IPN (modules/digistore) and the report sync give it theirs. Typed here so no module
 * imports another's files.
 */

/**
 * A sale event as it starts to count, handed to `onSaleRecorded` listeners (e.g. outgoing webhooks):
 * a payment when stored; a refund or chargeback when applied to its sale (at once, or when a sale that
 * arrived later settles it), with what it actually took back. A reversal that takes nothing more (a
 * chargeback after a full refund) is stored but not announced.
 */
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

/** One sale event as a postback, an IPN or a report tells it. */
export interface NewSale {
  userId: string;
  source: 'postback' | 'ipn' | 'report';
  type: SaleTransactionType;
  /** The IPN's order_id; postbacks and reports without one use the transaction id. */
  orderId: string;
  /** With `type`, the idempotency key shared by postbacks, IPNs and reports. */
  transactionId: string | null;
  /** The click id Digistore24 sent back (postback `cid`, IPN `click_id`). */
  cid: string | null;
  campaignKey: string | null;
  trackingKey?: string | null;
  /** The affiliate's earnings (its sign is set by the type); null: not said (a reversal then takes what its sale has left). */
  earnings: number | null;
  /** The buyer's gross amount, when told. */
  amount?: number | null;
  currency: string | null;
  productName?: string | null;
  payload: Record<string, string>;
  at?: Date;
}

/** Stores a sale event once; true when it was new (also when a reversal waits for its sale). */
export interface SaleRecorder {
  write(sale: NewSale): Promise<boolean>;
}
