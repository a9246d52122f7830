const CODE_PATTERN =
  /\b(USD|EUR|GBP|JPY|INR|CHF|CAD|AUD|NZD|SEK|NOK|DKK|PLN|CZK|BRL|MXN|CNY|SGD|HKD|ZAR|TRY)\b/;

/** Longer symbols first, so "US$" is not read as a bare "$". */
const SYMBOLS: [string, string][] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['NZ$', 'NZD'],
  ['R$', 'BRL'],
  ['CHF', 'CHF'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['¥', 'JPY'],
  ['₹', 'INR'],
  ['zł', 'PLN'],
  ['$', 'USD'],
];

/** ISO 4217 code for the currency named or symbolised in a piece of text, if any. */
export function detectCurrency(text: string): string | null {
  const code = CODE_PATTERN.exec(text.toUpperCase())?.[1];
  if (code) return code;
  for (const [symbol, iso] of SYMBOLS) if (text.includes(symbol)) return iso;
  return null;
}

export function normaliseCurrency(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed)) return trimmed.toUpperCase();
  return detectCurrency(trimmed);
}

/**
 * Reads a price written either way round: "1,299.00", "1.299,00", "12,50", "1299", 19.9.
 * A single separator followed by exactly three digits is taken as a thousands separator.
 */
export function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /\d[\d.,'\s\u00a0\u202f]*/.exec(value);
  if (!match) return null;
  const digits = match[0].replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]+$/, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let normalised: string;
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    normalised = digits.split(thousands).join('').replace(decimal, '.');
  } else if (lastDot !== -1 || lastComma !== -1) {
    const separator = lastDot !== -1 ? '.' : ',';
    const parts = digits.split(separator);
    const tail = parts[parts.length - 1] ?? '';
    const isThousands = parts.length > 2 || tail.length === 3;
    normalised = isThousands ? parts.join('') : parts.join('.');
  } else {
    normalised = digits;
  }
  const price = Number(normalised);
  return Number.isFinite(price) ? price : null;
}

const PRICE_IN_TEXT =
  /(?:(US\$|CA\$|C\$|A\$|NZ\$|R\$|[$€£¥₹]|USD|EUR|GBP|JPY|INR|CHF)\s?(\d[\d.,]*))|(?:(\d[\d.,]*)\s?(€|£|¥|₹|zł|USD|EUR|GBP|JPY|INR|CHF|\$))/;

/** The first price-with-currency written in visible text, e.g. "Now only 1.299,00 €". */
export function findPriceInText(text: string): { price: number; currency: string } | null {
  const match = PRICE_IN_TEXT.exec(text);
  if (!match) return null;
  const symbol = match[1] ?? match[4] ?? '';
  const amount = parsePrice(match[2] ?? match[3]);
  const currency = detectCurrency(symbol);
  if (amount === null || currency === null) return null;
  return { price: amount, currency };
}
