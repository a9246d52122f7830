import type { SaleTransactionType } from '@adreel/contracts';

/**
 * The networks' transaction types (compared lower-cased) mapped to the ones we count. JVZoo: SALE,
 * BILL (rebill), RFND, CGBK, INSF; WarriorPlus WP_ACTION: sale, refund, dispute, subscr_*; Impact
 * {Status}: PENDING, APPROVED, REVERSED (a pending and an approved action share one ActionId, so the
 * second is a repeat, not a second sale); plain words for networks described by hand.
 */
const COUNTED: Record<string, SaleTransactionType> = {
  sale: 'payment',
  payment: 'payment',
  purchase: 'payment',
  bill: 'payment',
  rebill: 'payment',
  subscr_completed: 'payment',
  pending: 'payment',
  approved: 'payment',
  locked: 'payment',
  refund: 'refund',
  rfnd: 'refund',
  reversed: 'refund',
  reversal: 'refund',
  chargeback: 'chargeback',
  cgbk: 'chargeback',
  dispute: 'chargeback',
};

/** Documented types that move no money we count: answered so the network stops retrying, not stored. */
const NOT_COUNTED: Record<string, string> = {
  insf: 'an echeck that bounced before the sale counted',
  subscr_created: 'a subscription notice (its payment arrives as a sale)',
  subscr_cancelled: 'a cancelled subscription',
  subscr_failed_invalid: 'a failed rebill',
  subscr_failed_declined: 'a failed rebill',
  subscr_suspended: 'a suspended subscription',
  'cancel-rebill': 'a cancelled rebill',
  'uncancel-rebill': 'a resumed rebill',
};

export function transactionTypeOf(
  text: string,
): { type: SaleTransactionType } | { ignored: string } | { unknown: true } {
  const key = text.trim().toLowerCase();
  if (Object.hasOwn(COUNTED, key)) return { type: COUNTED[key] as SaleTransactionType };
  if (Object.hasOwn(NOT_COUNTED, key)) return { ignored: `Not counted: ${NOT_COUNTED[key]}.` };
  return { unknown: true };
}
