import { languageTag } from '@adreel/contracts';
import type { Locale } from '../../text/language.ts';

/**
 * "$49.00", "29,90 €"; without a currency just the number, since guessing one would mislead.
 * Intl's no-break spaces become plain ones: voiceover text is collapsed and spoken, not typeset.
 */
export function formatPrice(price: number, currency: string | null, locale: Locale): string {
  return format(price, currency, languageTag(locale)).replace(/[\u00a0\u202f]/gu, ' ');
}

function format(price: number, currency: string | null, intl: string): string {
  if (currency) {
    try {
      return new Intl.NumberFormat(intl, { style: 'currency', currency: currency.toUpperCase() }).format(
        price,
      );
    } catch {
      // Not an ISO code Intl knows: fall through and show the code beside the number.
    }
  }
  const number = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    price,
  );
  return currency ? `${number} ${currency.toUpperCase()}` : number;
}
