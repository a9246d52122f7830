import type { NewSale } from '@adreel/sales';
import type { Postback } from './postback.ts';

/**
 * What a Digistore24 S2S postback records: one sale event for the one recorder (@adreel/sales), or
 * nothing for a test or a type we do not count (payment_missed, rebill_cancelled …). The transaction
 * id is the order id too: postbacks carry no other.
 */
export function postbackSale(userId: string, postback: Postback): NewSale | null {
  if (postback.test || !postback.transactionType) return null;
  return {
    userId,
    marketplace: 'digistore24',
    source: 'postback',
    type: postback.transactionType,
    orderId: postback.transactionId,
    transactionId: postback.transactionId,
    cid: postback.cid,
    campaignKey: postback.campaignKey,
    earnings: postback.amount,
    currency: postback.currency,
    payload: postback.raw,
  };
}
