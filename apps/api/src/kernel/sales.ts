import type { SaleTransactionType } from '@adreel/contracts';

/**
 * Sales as modules hand them to one another: the postbacks module's sale writer stores them, the
 * vendor IPN (modules/digistore) and the report sync give it theirs. Typed here so no module
 * imports another's files.
 */

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
  /** The affiliate's earnings (its sign is set by the type); null: the original sale's, or 0. */
  earnings: number | null;
  /** The buyer's gross amount, when told. */
  amount?: number | null;
  currency: string | null;
  productName?: string | null;
  payload: Record<string, string>;
  at?: Date;
}

/** Stores a sale event once; true when it was new. */
export interface SaleRecorder {
  write(sale: NewSale): Promise<boolean>;
}
