import { parseAmount } from './amount.ts';

/** One transaction of an affiliate's `listTransactions` report, as AdReel stores sales. */
export interface ReportTransaction {
  transactionId: string;
  type: 'payment' | 'refund' | 'chargeback';
  /** The order (purchase) id: shared by a payment and its refund, and by the vendor IPN's order_id. */
  orderId: string;
  at: Date;
  productName: string | null;
  amount: number | null;
  /** The affiliate's share (its sign as reported; the writer sets it by type). */
  earnings: number | null;
  currency: string | null;
  campaignKey: string | null;
  cid: string | null;
}

const TYPES: Record<string, ReportTransaction['type']> = {
  payment: 'payment',
  sale: 'payment',
  refund: 'refund',
  chargeback: 'chargeback',
};

const text = (row: Record<string, unknown>, ...names: string[]) => {
  for (const name of names) {
    const v = row[name];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return null;
};

/** Digistore24's `YYYY-MM-DD HH:MM:SS` (UTC), or an ISO time. */
function reportTime(value: string | null): Date | null {
  if (!value) return null;
  const d = new Date(
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}Z` : value,
  );
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * The rows of a `listTransactions` reply (`data.transaction_list`) that can be stored: each needs an
 * id, a known type, an order id and a time; other rows (unknown types, missing fields) are skipped.
 */
export function parseTransactionList(data: unknown): ReportTransaction[] {
  const list =
    data && typeof data === 'object' ? (data as { transaction_list?: unknown }).transaction_list : undefined;
  if (!Array.isArray(list)) return [];
  const out: ReportTransaction[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const row = item as Record<string, unknown>;
    const transactionId = text(row, 'id', 'transaction_id');
    const type = TYPES[(text(row, 'transaction_type', 'type') ?? '').toLowerCase()];
    const orderId = text(row, 'purchase_id', 'order_id');
    const at = reportTime(text(row, 'created_at', 'transaction_date'));
    if (!transactionId || !type || !orderId || !at) continue;
    const amountOf = (...names: string[]) => {
      const t = text(row, ...names);
      return t === null ? null : parseAmount(t);
    };
    const currency = (text(row, 'currency') ?? '').toUpperCase();
    out.push({
      transactionId: transactionId.slice(0, 64),
      type,
      orderId: orderId.slice(0, 64),
      at,
      productName: text(row, 'product_name')?.slice(0, 300) ?? null,
      amount: amountOf('amount', 'amount_brutto'),
      earnings: amountOf('affiliate_amount', 'amount_affiliate', 'earnings'),
      currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
      campaignKey: text(row, 'campaignkey', 'campaign_key')?.slice(0, 127) ?? null,
      cid: text(row, 'cid', 'click_id')?.slice(0, 64) ?? null,
    });
  }
  return out;
}
