import type { Product } from '@adreel/contracts';
import { formatPrice } from '../../script/offline/format-price.ts';
import { priceIn } from '../../script/offline/from-text.ts';
import { categoryPhrase, spokenName } from '../../script/offline/spoken.ts';
import { findName } from '../../text/guess-name.ts';
import { keywords } from '../../text/keywords.ts';
import { detectLocale, type Locale } from '../../text/language.ts';
import { sentences } from '../../text/sentences.ts';
import { STOPWORDS } from '../../text/stopwords.ts';
import { asSentence, clip, collapseWhitespace, truncateWords, words } from '../../text/words.ts';
import { audienceForTopic, audienceIn } from './audience.ts';

/** What the offline copy is written from: the product's facts, never a bare echo of the input's words. */
export interface CopyFacts {
  /** The product's name ("AlignRight Posture Corrector") or, without one, what it is ("posture corrector"). */
  name: string;
  /** True for a proper name; a generic noun phrase is written "this posture corrector". */
  proper: boolean;
  /** Its own claims, best first, each a clean sentence of bounded length. */
  benefits: string[];
  /** How the page or text introduces it, when it does. */
  intro: string | null;
  /** The price as written for readers ("$34.99", "29,90 €"), when known. */
  price: string | null;
  /** Who it is for ("desk workers"), when the page says so or the topic makes it plain. */
  audience: string | null;
  /** A lowercase category phrase ("health & fitness"), when known. */
  category: string | null;
  /** Telling words, most frequent first, none repeating the name. */
  keywords: string[];
  locale: Locale;
}

const MAX_BENEFITS = 6;

function claim(text: string): string {
  return asSentence(clip(truncateWords(collapseWhitespace(text), 18), 160));
}

/**
 * A price trailing a claim ("Vibrates when you slouch, $34.99", "… for only 29 €") is no part of the
 * claim: the price has its own line, so left in it would be said twice (issue 33).
 */
const PRICE_TAIL =
  /\s*[,;:–—-]?\s*(?:(?:for|at|only|just)\s+){0,2}(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:€|EUR|USD|GBP)\b)(?:\s+only)?\s*[.!]*$/iu;

function withoutPriceTail(line: string): string {
  return line.replace(PRICE_TAIL, '').trim();
}

function uniqueClaims(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines
    .map((line) => claim(withoutPriceTail(line)))
    .filter((line) => /\p{L}/u.test(line))
    .filter((line) => {
      const key = line.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function keywordsBesides(source: string, name: string): string[] {
  const nameWords = new Set(name.toLowerCase().split(/\s+/u));
  return keywords(source, 12).filter((word) => !nameWords.has(word));
}

function readablePrice(price: number | null, currency: string | null, locale: Locale): string | null {
  return price === null || price <= 0 ? null : formatPrice(price, currency, locale);
}

/** Facts from what the fetcher extracted from a product page. */
export function factsFromProduct(product: Product): CopyFacts {
  const text = `${product.name} ${product.summary} ${product.features.join(' ')}`;
  const locale = detectLocale(text, product.language);
  const name = spokenName(product.name);
  const summary = sentences(product.summary);
  const benefits = uniqueClaims(product.features.length > 0 ? product.features : summary.slice(1)).slice(
    0,
    MAX_BENEFITS,
  );
  const category = categoryPhrase(product.category, locale === 'de');
  const audience =
    locale === 'en'
      ? (audienceIn(`${product.summary}. ${product.features.join('. ')}`) ??
        audienceForTopic(`${product.category ?? ''} ${product.name}`))
      : null;
  return {
    name,
    proper: true,
    benefits: benefits.length > 0 ? benefits : uniqueClaims(summary).slice(0, MAX_BENEFITS),
    intro: summary[0] ? claim(summary[0]) : null,
    price: readablePrice(product.price, product.currency, locale),
    audience,
    category,
    keywords: keywordsBesides(text, name),
    locale,
  };
}

const LEADING = /^(?:my|our|your|the|a|an|this|these|new|unser(?:e|en)?|mein(?:e|en)?|ein(?:e|en)?)\s+/iu;
// "aimed at", "designed for", "perfect for": what follows describes the product, it does not name it.
const CLAUSE_END =
  /\s+(?:\p{L}+ed|perfect|ideal|great|suitable)\s+(?:at|for|to|by|with|in|on|from)\s.*$|\s+(?:that|which|who|for|with|to|from|by|in|on|at|and|is|are|was|will|can|helps?|makes?|lets?)\s.*$|[,:;.!?(].*$|\s[-–—]\s.*$/iu;
const QUESTION_START = /^(?:how|why|what|when|where|which|who|is|are|do|does|can|should)\b/iu;

/** "my posture corrector that reminds you to sit up" → "posture corrector"; null when no product noun leads. */
function genericName(text: string): string | null {
  const first = sentences(text)[0] ?? text;
  let head = collapseWhitespace(first);
  for (let i = 0; i < 3 && LEADING.test(head); i += 1) head = head.replace(LEADING, '');
  head = head.replace(CLAUSE_END, '').trim();
  const list = words(head);
  if (list.length === 0 || list.length > 5 || QUESTION_START.test(head)) return null;
  if (list.every((word) => STOPWORDS.has(word.toLowerCase()))) return null;
  return list.join(' ').toLocaleLowerCase();
}

/** "… that reminds you to sit up straight" → "Reminds you to sit up straight." */
function relativeClaim(text: string): string | null {
  // A point between digits ("$34.99") is a decimal point, not the end of the claim.
  const match = /\b(?:that|which|who)\s+((?:[^.!?]|\.(?=\d)){6,})/iu.exec(sentences(text)[0] ?? '');
  return match?.[1] ? claim(match[1]) : null;
}

/** A topic for copy when the input names no product: its two strongest words, or its first few. */
function topicOf(input: string): string {
  const all = words(input);
  if (all.length <= 4) return all.join(' ');
  const top = keywords(input, 2);
  return top.length > 0 ? top.join(' ') : all.slice(0, 3).join(' ');
}

/** Facts from free text: a name or product noun, its claims, a stated price, and who it is for. */
export function factsFromText(input: string): CopyFacts {
  const clean = collapseWhitespace(input.replace(/\s*\n\s*/gu, '\n'));
  const locale = detectLocale(clean);
  const found = findName(clean);
  const generic = found ? null : genericName(clean);
  const name = clip(found ?? generic ?? topicOf(clean), 60, '');
  const all = sentences(input);
  const mentionsName = (sentence: string) => sentence.toLowerCase().includes(name.toLowerCase());
  // "my posture corrector" only names the product; it is no claim about it.
  const onlyNames = (sentence: string) =>
    collapseWhitespace(sentence.replace(/[.!?…]+$/u, ''))
      .replace(LEADING, '')
      .toLowerCase() === name.toLowerCase();
  const first = all[0];
  const introSentence =
    first && mentionsName(first) && words(first).length > words(name).length + 1 ? first : null;
  // "AlignRight Posture Corrector: stand taller in 14 days" states a claim, not an introduction.
  const afterName = introSentence
    ? /^\s*[:–—-]\s*(.+)$/u.exec(
        introSentence.slice(introSentence.toLowerCase().indexOf(name.toLowerCase()) + name.length),
      )?.[1]
    : undefined;
  const rest = all.filter(
    (sentence) => sentence !== introSentence && words(sentence).length >= 2 && !onlyNames(sentence),
  );
  const relative = relativeClaim(clean);
  const benefits = uniqueClaims([
    ...(afterName ? [afterName] : []),
    ...(relative ? [relative] : []),
    ...rest,
  ]).slice(0, MAX_BENEFITS);
  const stated = priceIn(clean);
  return {
    name,
    proper: Boolean(found),
    benefits,
    intro: introSentence && !afterName ? claim(introSentence) : null,
    price: stated ? readablePrice(stated.price, stated.currency, locale) : null,
    audience: locale === 'en' ? (audienceIn(clean) ?? (generic ? audienceForTopic(generic) : null)) : null,
    category: null,
    keywords: keywordsBesides(clean, name),
    locale,
  };
}

/** The page's facts, with anything the user typed beside the link adding claims and an audience. */
export function mergeFacts(page: CopyFacts, typed: CopyFacts | null): CopyFacts {
  if (!typed) return page;
  const seen = new Set(page.benefits.map((line) => line.toLowerCase()));
  const extra = typed.benefits.filter((line) => !seen.has(line.toLowerCase()) && !/https?:/iu.test(line));
  return {
    ...page,
    benefits: [...page.benefits, ...extra].slice(0, MAX_BENEFITS),
    audience: typed.audience ?? page.audience,
    price: page.price ?? typed.price,
  };
}
