/** How a sale's refunds and chargebacks stand: see `Sale.state` in prisma/schema.prisma. */
export type SaleState = 'counted' | 'pending' | 'further';

/** The refunds and chargebacks already applied to one sale. */
export interface EarlierReversals {
  count: number;
  /** What they took back in all (unsigned). */
  taken: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The one rule for a refund or chargeback of a sale: it takes back what it says (the whole sale when
 * it does not say), but never more than the earlier reversals of that sale have left, so a sale's
 * negative entries never exceed the sale. The first reversal is the one counted as the refund; a
 * later one (a chargeback after a refund) is 'further' and usually takes nothing.
 * Returns the reversal's earnings (zero or negative) and its state.
 */
export function applyReversal(
  saleEarnings: number,
  earlier: EarlierReversals,
  claimed: number | null,
): { earnings: number; state: Exclude<SaleState, 'pending'> } {
  const left = Math.max(0, cents(Math.max(0, saleEarnings) - Math.abs(earlier.taken)));
  const wanted = claimed === null || !Number.isFinite(claimed) ? left : cents(Math.abs(claimed));
  // 0 - x, not -x: no negative zero reaches the database or JSON.
  return { earnings: 0 - Math.min(wanted, left), state: earlier.count === 0 ? 'counted' : 'further' };
}
