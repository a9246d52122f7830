import type { NewSale } from '@adreel/sales';
import type { ReportTransaction } from './report.ts';

/**
 * One row of Digistore24's report (`listTransactions`) as a sale event for the one recorder
 * (@adreel/sales), marked `source: 'report'` (shown as "from Digistore24 report"). The recorder skips
 * what a postback or IPN already stored (same transaction id and type, or order and event), applies
 * the reversal rule, attributes it (click id, else campaign key, else its sale's link) and announces
 * what starts to count (`sale.created` / `sale.reversed`), as for every other source.
 */
export function reportSale(userId: string, t: ReportTransaction): NewSale {
  return {
    userId,
    marketplace: 'digistore24',
    source: 'report',
    type: t.type,
    orderId: t.orderId,
    transactionId: t.transactionId,
    cid: t.cid,
    campaignKey: t.campaignKey,
    earnings: t.earnings,
    amount: t.amount ?? 0,
    currency: t.currency,
    productName: t.productName,
    at: t.at,
    payload: { from: 'listTransactions', transaction_id: t.transactionId },
  };
}
