import {
  hasControlCharacters,
  NETWORK_QUERY_NAMES,
  type NetworkMacroField,
  type NetworkSettings,
  type SaleTransactionType,
} from '@adreel/contracts';
import { isUrlMacro } from './postback-url.ts';
import { transactionTypeOf } from './transaction-types.ts';

/** One postback read through its connection's macro map, ready to hand to the sale recorder. */
export interface NetworkSaleReading {
  transactionId: string;
  type: SaleTransactionType;
  /** Our click id as the network sent it back; null only for a reversal that did not carry it. */
  clickId: string | null;
  /** The affiliate's earnings; null for a reversal without an amount (it takes what its sale has left). */
  amount: number | null;
  currency: string;
  /** What was read, kept on the sale as its payload. */
  raw: Record<string, string>;
}

export type NetworkPostbackReading =
  | { ok: true; kind: 'sale'; sale: NetworkSaleReading }
  /** A test from Settings (`test=1`) or the network (type `test`): answered, remembered, not stored. */
  | { ok: true; kind: 'test' }
  /** A type the network documents but we do not count (a failed rebill, a cancellation): answered. */
  | { ok: true; kind: 'ignored'; reason: string }
  | { ok: false; reason: string };

const MAX_FIELD = 2048;
const LARGEST_AMOUNT = 1_000_000;
/** What a network leaves when it does not know a macro: the macro itself, or another placeholder shape. */
const PLACEHOLDER = /^(\{[^{}]{0,60}\}|\[[^[\]]{0,60}\]|%[^%]{0,60}%)$/;

/** A field's text: the first of repeated values, numbers as text, anything else empty. */
function textOf(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string' && typeof first !== 'number') return '';
  return String(first).trim();
}

/**
 * `27.50`, `1,234.56`, `-5`: the US style these networks send. Null for anything else (`27,50`, `NaN`,
 * `1e3`, beyond a million).
 */
export function parseNetworkAmount(text: string): number | null {
  if (!/^[+-]?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,4})?$/.test(text)) return null;
  const n = Number(text.replace(/,/g, ''));
  if (!Number.isFinite(n) || Math.abs(n) > LARGEST_AMOUNT) return null;
  return Math.round(n * 100) / 100;
}

/**
 * Reads a postback's query (and form or JSON body) through the connection's macro map: each of our
 * fields from our query name (for a URL macro) or the network's own field name (WarriorPlus posts
 * `WP_SID`). Never throws: what cannot be stored comes back with a reason for a 400 — a missing or
 * unfilled macro (`{tid}` sent back as written: a misspelt or wrongly-cased macro), a bad amount, an
 * unknown type.
 */
export function readNetworkPostback(
  fields: Readonly<Record<string, unknown>>,
  settings: Pick<NetworkSettings, 'macros' | 'currency'>,
): NetworkPostbackReading {
  const raw: Record<string, string> = {};
  const problems: string[] = [];

  /** The value for one of our fields, or '' when the network sent none (unfilled ones are problems). */
  function read(field: NetworkMacroField): string {
    const macro = settings.macros[field];
    const names = [NETWORK_QUERY_NAMES[field]];
    if (macro && !isUrlMacro(macro)) names.unshift(macro);
    for (const name of names) {
      const text = textOf(fields[name]);
      if (text === '') continue;
      if (text.length > MAX_FIELD || hasControlCharacters(text)) {
        problems.push(`The field ${name} is too long or holds control characters.`);
        return '';
      }
      if (text === macro || PLACEHOLDER.test(text)) {
        problems.push(
          `The network left ${text} unfilled in ${name}: check the macro's spelling and case in the postback URL.`,
        );
        return '';
      }
      raw[name] = text;
      return text;
    }
    return '';
  }

  const testFlag = textOf(fields.test);
  const typeText = read('type');
  const clickId = read('clickId');
  const transactionId = read('transactionId');
  const amountText = read('amount');
  const currencyText = read('currency');
  if (problems.length > 0) return { ok: false, reason: problems[0] as string };

  if (testFlag === '1' || testFlag === 'true' || typeText.toLowerCase() === 'test')
    return { ok: true, kind: 'test' };
  const type = typeText === '' ? { type: 'payment' as const } : transactionTypeOf(typeText);
  if ('ignored' in type) return { ok: true, kind: 'ignored', reason: type.ignored };
  if ('unknown' in type) return { ok: false, reason: `Unknown transaction type "${typeText.slice(0, 40)}".` };

  const missing = (field: NetworkMacroField) =>
    `The postback has no ${field === 'clickId' ? 'click id' : field === 'transactionId' ? 'transaction id' : 'amount'} (${settings.macros[field]} came back empty).`;
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(transactionId))
    return {
      ok: false,
      reason: transactionId === '' ? missing('transactionId') : 'The transaction id is not valid.',
    };
  const reversal = type.type !== 'payment';
  if (clickId === '' && !reversal) return { ok: false, reason: missing('clickId') };
  if (clickId.length > 64) return { ok: false, reason: 'The click id is not valid.' };
  if (amountText === '' && !reversal) return { ok: false, reason: missing('amount') };
  const amount = amountText === '' ? null : parseNetworkAmount(amountText);
  if (amountText !== '' && amount === null)
    return { ok: false, reason: `The amount "${amountText.slice(0, 40)}" is not a number.` };
  if (amount !== null && amount < 0 && !reversal)
    return { ok: false, reason: 'A sale cannot have a negative amount.' };
  const currency = (currencyText || settings.currency).toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) return { ok: false, reason: 'The currency is not a three-letter code.' };

  return {
    ok: true,
    kind: 'sale',
    sale: { transactionId, type: type.type, clickId: clickId || null, amount, currency, raw },
  };
}
