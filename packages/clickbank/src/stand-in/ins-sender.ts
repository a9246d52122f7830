import { sealInsEnvelope } from '../ins/envelope.ts';
import type { StandInAccount, StandInOrder } from './state.ts';

/** A version 8.0 notification for an order, as ClickBank would write it for the affiliate. */
export function notificationOf(order: StandInOrder, attemptCount = 1): Record<string, unknown> {
  const sign = order.transactionType === 'RFND' || order.transactionType === 'CGBK' ? -1 : 1;
  return {
    transactionTime: order.transactionTime,
    receipt: order.receipt,
    transactionType: order.transactionType,
    vendor: order.vendor,
    affiliate: order.affiliate,
    role: 'AFFILIATE',
    totalAccountAmount: sign * order.accountAmount,
    paymentMethod: 'VISA',
    totalOrderAmount: sign * order.orderAmount,
    totalTaxAmount: 0,
    totalShippingAmount: 0,
    currency: order.currency,
    orderLanguage: 'EN',
    trackingCodes: order.tid ? [order.tid] : [],
    lineItems: [
      {
        itemNo: '1',
        productTitle: order.productTitle,
        shippable: false,
        recurring: order.transactionType === 'BILL',
        accountAmount: sign * order.accountAmount,
        quantity: 1,
        lineItemType: 'STANDARD',
      },
    ],
    customer: { billing: { firstName: 'Stand-in', lastName: 'Buyer', email: 'buyer@stand-in.invalid' } },
    version: 8.0,
    attemptCount,
  };
}

/** A TEST notification, as ClickBank's "Test" button in the INS settings sends one. */
export function testNotification(affiliate: string): Record<string, unknown> {
  return {
    transactionTime: new Date().toISOString(),
    receipt: '********',
    transactionType: 'TEST',
    vendor: 'testvendor',
    affiliate,
    role: 'AFFILIATE',
    totalAccountAmount: 0,
    currency: 'USD',
    trackingCodes: [],
    lineItems: [],
    version: 8.0,
    attemptCount: 1,
  };
}

/**
 * POSTs `{notification, iv}` (AES-256-CBC under the account's secret key) to its INS URL and says
 * what came back: ClickBank counts only a 200 as delivered.
 */
export async function sendIns(
  account: StandInAccount,
  notification: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<{ delivered: boolean; summary: string }> {
  if (!account.insUrl || !account.insSecret) {
    return { delivered: false, summary: 'No INS URL and secret key are set for this account.' };
  }
  try {
    const res = await fetchImpl(account.insUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sealInsEnvelope(notification, account.insSecret)),
      signal: AbortSignal.timeout(10_000),
      redirect: 'manual',
    });
    const text = (await res.text()).slice(0, 160);
    return { delivered: res.status === 200, summary: `HTTP ${res.status} ${text}`.trim() };
  } catch (err) {
    return {
      delivered: false,
      summary: `Not delivered: ${err instanceof Error ? err.message : String(err)}`,
    };
  }
}
