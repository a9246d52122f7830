/** Largest amount a single Digistore24 sale can plausibly carry; beyond it the field is garbage. */
const MAX_AMOUNT = 1_000_000;

/**
 * An amount as Digistore24 or a person may write it: `47.00`, `47,00`, `1.234,56`, `1,234.56`, `-5`.
 * Both separators present: the last is the decimal one; one separator repeated: thousands; one
 * separator once: decimal. Null for anything else (`NaN`, `1e309`, `12abc`, beyond a million).
 */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s+/g, '');
  const m = /^([+-]?)([\d.,]+)$/.exec(t);
  if (!m) return null;
  const sign = m[1] === '-' ? -1 : 1;
  let digits = m[2] as string;
  if (!/\d/.test(digits) || /^[.,]|[.,]$/.test(digits)) return null;
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot !== -1 && lastComma !== -1) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (digits.indexOf(decimal) !== digits.lastIndexOf(decimal)) return null;
    digits = digits.split(thousands).join('').replace(',', '.');
  } else {
    const sep = lastDot !== -1 ? '.' : lastComma !== -1 ? ',' : null;
    if (sep) {
      const parts = digits.split(sep);
      if (parts.length > 2) {
        if (!parts.slice(1).every((p) => p.length === 3)) return null;
        digits = parts.join('');
      } else digits = parts.join('.');
    }
  }
  const n = sign * Number(digits);
  if (!Number.isFinite(n) || Math.abs(n) > MAX_AMOUNT) return null;
  return Math.round(n * 100) / 100;
}
