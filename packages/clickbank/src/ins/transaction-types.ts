/**
 * ClickBank's `transactionType` values (INS version 8.0, and `type` in orders2/list) mapped to what
 * AdReel counts. Source: ClickBank's INS and Orders API documentation (support.clickbank.com,
 * "Instant Notification Service", "Orders API"): SALE, BILL, RFND, CGBK, INSF, CANCEL-REBILL,
 * UNCANCEL-REBILL, FEE and the TEST_* family.
 */
export type InsEvent = 'sale' | 'rebill' | 'refund' | 'chargeback' | 'test';

/** Money events and tests. */
const COUNTED: Record<string, InsEvent> = {
  SALE: 'sale',
  'SALE-RB': 'sale',
  BILL: 'rebill',
  RFND: 'refund',
  'RFND-RB': 'refund',
  CGBK: 'chargeback',
  TEST: 'test',
  TEST_SALE: 'test',
  TEST_BILL: 'test',
  TEST_RFND: 'test',
  TEST_FEE: 'test',
};

/**
 * Known types that move no affiliate money: a failed rebill (INSF), a subscription cancelled or
 * restored, a vendor fee, an abandoned cart. Answered 200 and not stored.
 */
const NOT_COUNTED: Record<string, string> = {
  INSF: 'a rebill that failed for insufficient funds',
  'CANCEL-REBILL': 'a cancelled subscription',
  'UNCANCEL-REBILL': 'a restored subscription',
  FEE: 'a vendor fee',
  ABANDONED_ORDER: 'an abandoned order',
};

export type TransactionTypeReading =
  | { kind: 'counted'; event: InsEvent }
  | { kind: 'not-counted'; why: string }
  | { kind: 'unknown' };

export function readTransactionType(type: string): TransactionTypeReading {
  const upper = type.trim().toUpperCase();
  if (Object.hasOwn(COUNTED, upper)) return { kind: 'counted', event: COUNTED[upper] as InsEvent };
  if (Object.hasOwn(NOT_COUNTED, upper)) return { kind: 'not-counted', why: NOT_COUNTED[upper] as string };
  return { kind: 'unknown' };
}
