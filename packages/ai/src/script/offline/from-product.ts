import type { LanguageCode, Product, ScriptContent } from '@adreel/contracts';
import { detectLocale } from '../../text/language.ts';
import { sentences } from '../../text/sentences.ts';
import { pick } from '../../text/stable-hash.ts';
import { clip, collapseWhitespace } from '../../text/words.ts';
import { adBeats } from './ad-beats.ts';
import { assemble } from './assemble.ts';
import { commentary } from './commentary.ts';
import { formatPrice } from './format-price.ts';
import { alternativeHookLines } from './hooks.ts';
import { musicMood } from './music.ts';
import { PHRASES } from './phrases.ts';
import { joinShortLines } from './short-lines.ts';
import { categoryPhrase, spokenName } from './spoken.ts';
import { usableImages } from './visuals.ts';

const MAX_BENEFITS = 4;

/** Shops repeat bullets (once in a list, once shouting in a banner); an ad says each once. */
function uniqueLines(lines: readonly string[]): string[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = line.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function websiteSummary(product: Product, features: readonly string[], category: string | null): string {
  const summary = collapseWhitespace(product.summary);
  if (summary) return clip(summary, 2000);
  const head = category ? `${product.name} (${category})` : product.name;
  return clip(features.length > 0 ? `${head}: ${features.slice(0, 3).join('; ')}.` : `${head}.`, 2000);
}

/** A real ad from extracted facts: hook, 1–4 benefits, the offer when priced, call to action last. */
export function scriptFromProduct(product: Product, language?: LanguageCode): ScriptContent {
  const locale = detectLocale(
    `${product.name} ${product.summary} ${product.features.join(' ')}`,
    product.language,
    language,
  );
  const phrases = PHRASES[locale];
  const name = spokenName(product.name);
  // A product page in another language than the one asked for: the offline writer cannot translate
  // its features, so they are kept in the page's language and each such line is marked as not
  // translated (issue 33) — the review page says so and offers to edit it. Dropping them left an ad of
  // stock lines with none of the product's facts. Hook, offer, call to action and hashtags still come
  // from the target language's phrase bank, with the product's name and price kept.
  const pageLocale = detectLocale(
    `${product.name} ${product.summary} ${product.features.join(' ')}`,
    product.language,
  );
  const foreign = locale !== pageLocale;
  const category = foreign ? null : categoryPhrase(product.category, locale === 'de');
  const price = product.price === null ? null : formatPrice(product.price, product.currency, locale);

  const hookText = category
    ? pick(phrases.hooksWithCategory, product.name)(name, category)
    : pick(phrases.hooks, product.name)(name);
  const features = uniqueLines(
    product.features.map(collapseWhitespace).filter((feature) => /\p{L}/u.test(feature)),
  );
  const summarySentences = sentences(product.summary);
  const pageWords = features.length > 0 || summarySentences.length > 0;
  const benefitSource =
    features.length > 0
      ? features
      : summarySentences.length > 0
        ? summarySentences
        : phrases.genericBenefits(name, category);
  // The language the benefit lines are in: the page's for its own words, else the phrase bank's.
  const benefitLocale = foreign && pageWords ? pageLocale : locale;
  // Short claims in a row share a scene as one list sentence.
  const claims = joinShortLines(benefitSource, PHRASES[benefitLocale].and, benefitLocale === 'de');
  const unusedSummary = features.length > 0 ? summarySentences : claims.slice(MAX_BENEFITS);
  const { hook, beats } = adBeats(
    {
      hook: hookText,
      benefits: claims.slice(0, MAX_BENEFITS),
      leftovers: unusedSummary.slice(0, 2),
      ...(benefitLocale !== locale ? { untranslated: benefitLocale } : {}),
    },
    { name, price, phrases },
  );

  return assemble({
    beats,
    images: usableImages(product.images),
    colors: product.colors,
    name,
    mood: musicMood(product.category, `${product.name} ${product.summary}`),
    websiteSummary: websiteSummary(product, features, category),
    hookLines: alternativeHookLines(locale, name, category, hook.voiceover),
    commentary: commentary(
      {
        name,
        brand: product.brand,
        category,
        // The post is all in the script's language: no page sentence and no hashtag from page words
        // in another language (a German post once got #Sit #Gently #Pulls from an English page).
        highlight: foreign ? null : (benefitSource[0] ?? null),
        price,
        keywordSource: foreign ? product.name : `${product.name} ${features.join(' ')} ${product.summary}`,
      },
      phrases,
    ),
  });
}
