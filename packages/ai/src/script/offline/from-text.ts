import type { LanguageCode, ScriptContent } from '@adreel/contracts';
import { guessName } from '../../text/guess-name.ts';
import { detectLocale } from '../../text/language.ts';
import { sentences } from '../../text/sentences.ts';
import { pick } from '../../text/stable-hash.ts';
import { clip, collapseWhitespace, countWords } from '../../text/words.ts';
import { adBeats } from './ad-beats.ts';
import { assemble } from './assemble.ts';
import { commentary } from './commentary.ts';
import { formatPrice } from './format-price.ts';
import { alternativeHookLines } from './hooks.ts';
import { musicMood } from './music.ts';
import { PHRASES } from './phrases.ts';
import { joinShortLines } from './short-lines.ts';
import { spokenName } from './spoken.ts';

const MAX_BENEFITS = 4;

const PRICE_BEFORE = /([$€£])\s?(\d{1,6}(?:[.,]\d{1,2})?)/u;
const PRICE_AFTER = /(\d{1,6}(?:[.,]\d{1,2})?)\s?(€|EUR\b|USD\b|GBP\b)/u;
const CURRENCY_SYMBOLS: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP' };

/** "$49", "49,90 €", "19.99 EUR": the first price the text states, if any. */
export function priceIn(text: string): { price: number; currency: string } | null {
  const before = text.match(PRICE_BEFORE);
  const after = text.match(PRICE_AFTER);
  const amount = before?.[2] ?? after?.[1];
  const marker = before?.[1] ?? after?.[2] ?? '';
  const currency = CURRENCY_SYMBOLS[marker] ?? marker;
  if (!amount || !currency) return null;
  const price = Number(amount.replace(',', '.'));
  return Number.isFinite(price) ? { price, currency } : null;
}

function mentionsPrice(sentence: string): boolean {
  return PRICE_BEFORE.test(sentence) || PRICE_AFTER.test(sentence);
}

/** Text to video: the first strong sentence hooks, the next ones become benefits, the call to action closes. */
export function scriptFromText(text: string, language?: LanguageCode): ScriptContent {
  const clean = text.trim();
  const locale = detectLocale(clean, null, language);
  // Written in another language than the one asked for: its sentences would be read by a voice that
  // cannot speak them, so the script is the phrase bank's, with the name and price kept (issue 25).
  const foreign = locale !== detectLocale(clean);
  const phrases = PHRASES[locale];
  const guessed = spokenName(guessName(clean));
  const name = guessed.charAt(0).toLocaleUpperCase() + guessed.slice(1);
  const found = priceIn(clean);
  const price = found ? formatPrice(found.price, found.currency, locale) : null;
  // The offer scene states the price, so sentences that quote it would only repeat it.
  const all = foreign ? [] : sentences(clean).filter((sentence) => !(price && mentionsPrice(sentence)));
  const hookIndex = all.findIndex((sentence) => countWords(sentence) >= 4);
  const hookText = all[hookIndex] ?? pick(phrases.hooks, clean)(name);
  const rest = joinShortLines(
    all.filter((sentence, index) => index !== hookIndex && countWords(sentence) >= 2),
    phrases.and,
    locale === 'de',
  );
  const benefitTexts = rest.length > 0 ? rest.slice(0, MAX_BENEFITS) : phrases.genericBenefits(name, null);

  const { hook, beats } = adBeats(
    { hook: hookText, benefits: benefitTexts, leftovers: rest.slice(MAX_BENEFITS, MAX_BENEFITS + 2) },
    { name, price, phrases },
  );

  return assemble({
    beats,
    images: [],
    colors: [],
    name,
    mood: musicMood(null, clean),
    websiteSummary: clip(collapseWhitespace(sentences(clean).slice(0, 3).join(' ')) || name, 2000),
    hookLines: alternativeHookLines(locale, name, null, hook.voiceover),
    commentary: commentary(
      { name, brand: null, category: null, highlight: benefitTexts[0] ?? null, price, keywordSource: clean },
      phrases,
    ),
  });
}
