import type { InsEvent } from './ins/transaction-types.ts';
import { isKeptTid, tidToClickId } from './tid.ts';

/** One sale event as an INS or the orders report tells it, ready for the sale recorder. */
export interface ClickBankSale {
  event: Exclude<InsEvent, 'test'>;
  /** ClickBank's receipt: shared by a sale and its refund; a rebill has its own (`RECEIPT-B002`). */
  receipt: string;
  transactionType: string;
  at: Date;
  /** The affiliate's commission, unsigned (the event says which way it goes); null when not told. */
  earnings: number | null;
  orderAmount: number | null;
  currency: string | null;
  /** The tracking code that carried our click id, or the first one ClickBank kept. */
  tid: string | null;
  /** Our click id when a tracking code was one of ours. */
  clickId: string | null;
  vendor: string;
  productName: string | null;
  /** What is kept beside the sale: no buyer details. */
  payload: Record<string, string>;
}

/** Our click id from the tracking codes, else the first code ClickBank would have kept. */
export function trackingOf(codes: readonly string[]): { tid: string | null; clickId: string | null } {
  for (const code of codes) {
    const clickId = tidToClickId(code);
    if (clickId) return { tid: code.toLowerCase(), clickId };
  }
  const kept = codes.find(isKeptTid);
  return { tid: kept ? kept.toLowerCase() : null, clickId: null };
}

/** ClickBank's ISO-8601 time with an offset; anything else is refused. */
export function clickBankTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null;
  const at = new Date(value);
  const year = at.getUTCFullYear();
  return Number.isNaN(at.getTime()) || year < 2000 || year > 2100 ? null : at;
}
