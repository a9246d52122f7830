import type { LanguageCode } from './languages.ts';

/**
 * What a voice is given to read (issue 25): the caption keeps the written text, the voice hears the
 * symbols spelled the way the language says them ("%" → "Prozent", "&" → "und", "34,99 €" →
 * "34,99 Euro"), and loses what it cannot say at all (emoji, pictographs, letters of another writing
 * system for a Latin voice) instead of reading them as "question mark" or skipping into noise.
 */
interface Words {
  percent: string;
  and: string;
  plus: string;
  at: string;
  currency: Record<'€' | '$' | '£' | '¥', string>;
}

const WORDS: Record<LanguageCode, Words> = {
  en: {
    percent: 'percent',
    and: 'and',
    plus: 'plus',
    at: 'at',
    currency: { '€': 'euros', $: 'dollars', '£': 'pounds', '¥': 'yen' },
  },
  de: {
    percent: 'Prozent',
    and: 'und',
    plus: 'plus',
    at: 'at',
    currency: { '€': 'Euro', $: 'Dollar', '£': 'Pfund', '¥': 'Yen' },
  },
  es: {
    percent: 'por ciento',
    and: 'y',
    plus: 'más',
    at: 'arroba',
    currency: { '€': 'euros', $: 'dólares', '£': 'libras', '¥': 'yenes' },
  },
  fr: {
    percent: 'pour cent',
    and: 'et',
    plus: 'plus',
    at: 'arobase',
    currency: { '€': 'euros', $: 'dollars', '£': 'livres', '¥': 'yens' },
  },
  it: {
    percent: 'per cento',
    and: 'e',
    plus: 'più',
    at: 'chiocciola',
    currency: { '€': 'euro', $: 'dollari', '£': 'sterline', '¥': 'yen' },
  },
  pt: {
    percent: 'por cento',
    and: 'e',
    plus: 'mais',
    at: 'arroba',
    currency: { '€': 'euros', $: 'dólares', '£': 'libras', '¥': 'ienes' },
  },
  nl: {
    percent: 'procent',
    and: 'en',
    plus: 'plus',
    at: 'at',
    currency: { '€': 'euro', $: 'dollar', '£': 'pond', '¥': 'yen' },
  },
  pl: {
    percent: 'procent',
    and: 'i',
    plus: 'plus',
    at: 'małpa',
    currency: { '€': 'euro', $: 'dolarów', '£': 'funtów', '¥': 'jenów' },
  },
};

const AMOUNT = String.raw`\d[\d.,\u00a0\u202f ]*\d|\d`;
const SYMBOL_BEFORE = new RegExp(String.raw`([€$£¥])\s?(${AMOUNT})`, 'gu');
const SYMBOL_AFTER = new RegExp(String.raw`(${AMOUNT})\s?([€$£¥])`, 'gu');
/** Emoji and their modifiers (skin tones, joiners, variation selectors, flags, keycaps). */
export const EMOJI =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{FE0E}|\u{200D}|\u{20E3}|[\u{1F3FB}-\u{1F3FF}]/gu;

export function speakableText(text: string, language: LanguageCode): string {
  const w = WORDS[language];
  const currency = (symbol: string) => w.currency[symbol as keyof Words['currency']] ?? '';
  return (
    text
      .normalize('NFC')
      .replace(EMOJI, ' ')
      // Letters of other writing systems (CJK, Cyrillic, Arabic…) for our Latin-script voices.
      .replace(/[^\p{Script=Latin}\p{N}\p{P}\p{S}\p{Z}\p{M}\s]/gu, ' ')
      .replace(SYMBOL_BEFORE, (_, symbol: string, amount: string) => `${amount.trim()} ${currency(symbol)}`)
      .replace(SYMBOL_AFTER, (_, amount: string, symbol: string) => `${amount.trim()} ${currency(symbol)}`)
      .replace(/[€$£¥]/gu, (symbol) => ` ${currency(symbol)} `)
      .replace(/\s?%/gu, ` ${w.percent}`)
      .replace(/\s?&\s?/gu, ` ${w.and} `)
      .replace(/(\p{L})\+(?=\s|$)/gu, `$1 ${w.plus}`)
      .replace(/\s\+\s/gu, ` ${w.plus} `)
      .replace(/(\S)@(\S)/gu, `$1 ${w.at} $2`)
      .replace(/[“”„«»]/gu, '"')
      .replace(/[‘’‚]/gu, "'")
      .replace(/\s[—–-]\s/gu, ', ')
      .replace(/[—–]/gu, ', ')
      .replace(/…/gu, '...')
      .replace(/#(?=\p{L})/gu, '')
      // Whatever symbol is left would be read by name ("asterisk", "question mark") or as noise.
      .replace(/[^\p{L}\p{N}\p{M}\s.,!?;:'"()/-]/gu, ' ')
      .replace(/\s+([.,!?;:])/gu, '$1')
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
