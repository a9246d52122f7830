import { hasControlCharacters, type SaleTransactionType } from '@adreel/contracts';
import { parseAmount } from './amount.ts';

/** Digistore24's transaction types, as postbacks name them, mapped to the ones we count. */
const TYPES: Record<string, SaleTransactionType> = {
  payment: 'payment',
  sale: 'payment',
  rebill: 'payment',
  on_payment: 'payment',
  refund: 'refund',
  on_refund: 'refund',
  chargeback: 'chargeback',
  on_chargeback: 'chargeback',
};

/** One postback, read and checked; strings are bounded and free of control characters. */
export interface Postback {
  test: boolean;
  transactionId: string;
  /** Null: a type we do not count (payment_missed, rebill_cancelled …), answered but not stored. */
  transactionType: SaleTransactionType | null;
  cid: string | null;
  campaignKey: string | null;
  /** Null when Digistore24 left it empty. */
  amount: number | null;
  currency: string | null;
  productId: string | null;
  country: string | null;
  affiliate: string | null;
  /** What was read, kept on the sale as its payload. */
  raw: Record<string, string>;
}

export type PostbackReading = { ok: true; postback: Postback } | { ok: false; message: string };

const READ = [
  'test',
  'cid',
  'campaignkey',
  'amount',
  'amount_affiliate',
  'currency',
  'product_id',
  'transaction_id',
  'type',
  'transaction_type',
  'country',
  'affiliate',
  'affiliate_name',
] as const;

/** A field's text: the first of repeated values; a placeholder Digistore24 left unfilled is empty. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' && typeof first !== 'number') return '';
  const text = String(first).trim();
  return /^\{[A-Za-z_]+\}$/.test(text) ? '' : text;
}

/** The postback's `token` (our second secret), or empty. */
export function postbackToken(fields: Readonly<Record<string, unknown>>): string {
  return textOf(fields.token);
}

const bounded = (text: string, max: number) => (text === '' ? null : text.slice(0, max));

/**
 * Reads a postback's query (and form or JSON body) as Digistore24 fills it: our short names
 * (`amount`, `type`, `affiliate`) or Digistore24's own (`amount_affiliate`, `transaction_type`,
 * `affiliate_name`). Never throws: anything unreadable comes back as a message for a 400.
 */
export function readPostback(fields: Readonly<Record<string, unknown>>): PostbackReading {
  const raw: Record<string, string> = {};
  for (const name of READ) {
    const text = textOf(fields[name]);
    if (text === '') continue;
    if (text.length > 2048) return { ok: false, message: `The field ${name} is too long.` };
    if (hasControlCharacters(text)) return { ok: false, message: 'The postback holds control characters.' };
    raw[name] = text;
  }
  const type = (raw.type ?? raw.transaction_type ?? 'payment').toLowerCase();
  // Ours (`test=1`) or a test Digistore24 sends from its postback settings (`transaction_type=test`).
  const test = raw.test === '1' || raw.test === 'true' || type === 'test';
  const transactionId = raw.transaction_id ?? '';
  if (!test && !/^[A-Za-z0-9_.:-]{1,64}$/.test(transactionId))
    return { ok: false, message: 'The postback has no valid transaction_id.' };
  const amountText = raw.amount ?? raw.amount_affiliate;
  const amount = amountText === undefined ? null : parseAmount(amountText);
  if (amountText !== undefined && amount === null)
    return { ok: false, message: 'The postback amount is not a number.' };
  const currency = (raw.currency ?? '').toUpperCase();
  const cid = raw.cid ?? '';
  return {
    ok: true,
    postback: {
      test,
      transactionId,
      transactionType: Object.hasOwn(TYPES, type) ? (TYPES[type] as SaleTransactionType) : null,
      cid: /^[A-Za-z0-9_-]{1,64}$/.test(cid) ? cid : null,
      campaignKey: bounded(raw.campaignkey ?? '', 127),
      amount,
      currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
      productId: bounded(raw.product_id ?? '', 64),
      country: bounded((raw.country ?? '').toUpperCase(), 8),
      affiliate: bounded(raw.affiliate ?? raw.affiliate_name ?? '', 127),
      raw,
    },
  };
}
