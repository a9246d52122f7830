import { collapseWhitespace } from '../../text/words.ts';

/** Words that end an audience phrase ("desk workers with back pain" → "desk workers"). */
const CUT = new Set([
  'with',
  'and',
  'to',
  'in',
  'at',
  'on',
  'from',
  'by',
  'without',
  'while',
  'so',
  'because',
  'during',
  'every',
  'each',
  'that',
  'or',
]);

/** "for just $9", "for free", "for life", "for 14 days": prices, time spans and filler, not people. */
const NOT_PEOPLE = new Set([
  'just',
  'only',
  'free',
  'you',
  'your',
  'yourself',
  'the',
  'a',
  'an',
  'this',
  'that',
  'it',
  'life',
  'less',
  'more',
  'under',
  'over',
  'up',
  'days',
  'weeks',
  'months',
  'years',
  'hours',
  'minutes',
  'seconds',
  'sale',
  'real',
  'good',
  'ever',
  'now',
  'today',
  'me',
  'my',
  'our',
  'us',
  'all',
  'sizes',
  'clothes',
  'results',
  'example',
  'instance',
]);

/** Phrases that clearly announce who a product is for. */
const ANNOUNCED =
  /\b(?:made|designed|built|perfect|ideal|great|created|tailored|suitable|aimed at|meant)\s+for\s+([^.,;:!?()]+)/giu;
const PLAIN_FOR = /\bfor\s+([^.,;:!?()]+)/giu;
const PEOPLE =
  /^(?:people|anyone|everyone|those|folks|women|men|kids|parents|moms|dads|beginners|seniors)\b/u;

function phraseAfterFor(raw: string, announced: boolean): string | null {
  const words = collapseWhitespace(raw).split(' ');
  const kept: string[] = [];
  for (const [i, word] of words.entries()) {
    if (i > 0 && CUT.has(word.toLowerCase()) && !PEOPLE.test(kept.join(' '))) break;
    kept.push(word);
    if (kept.length >= (PEOPLE.test(kept.join(' ')) ? 7 : 4)) break;
  }
  const first = kept[0]?.toLowerCase() ?? '';
  const last = kept.at(-1)?.toLowerCase() ?? '';
  if (!first || NOT_PEOPLE.has(first) || NOT_PEOPLE.has(last)) return null;
  // Audiences are common nouns: a capital or a digit means a name, a size or a price.
  if (kept.some((word) => /[\p{Lu}\p{N}$€£]/u.test(word))) return null;
  // Without an announcing verb, only a plural or a people word reads as an audience.
  if (!announced && !PEOPLE.test(first) && !/[a-z]s$/u.test(last)) return null;
  return kept.join(' ');
}

/** Who the text says the product is for ("made for runners", "a brace for desk workers"), or null. */
export function audienceIn(text: string): string | null {
  for (const [pattern, announced] of [
    [ANNOUNCED, true],
    [PLAIN_FOR, false],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const found = phraseAfterFor(match[1] ?? '', announced);
      if (found) return found;
    }
  }
  return null;
}

/** A likely audience from the product's category or name when the page does not say (English only). */
const BY_TOPIC: readonly [RegExp, string][] = [
  [/posture|back pain|ergonom|desk/iu, 'people who sit at a desk all day'],
  [/yoga/iu, 'yoga lovers'],
  [/fitness|workout|gym|sport|dumbbell|running|tracker/iu, 'people who work out'],
  [/sleep|pillow|mattress/iu, 'light sleepers'],
  [/beauty|skin|serum|cosmetic|makeup/iu, 'skincare lovers'],
  [/coffee|espresso|tea\b/iu, 'coffee lovers'],
  [/kitchen|cook|knife|blender|recipe|food|meal|diet|keto|nutrition/iu, 'home cooks'],
  [/pet|dog|cat\b/iu, 'pet owners'],
  [/baby|kids|toddler|picture book/iu, 'parents'],
  [/garden|plant/iu, 'gardeners'],
  [/travel|luggage/iu, 'travellers'],
  [/trading|finance|invest|stock/iu, 'traders'],
  [/affiliate|marketing|business|income|course|education|training/iu, 'beginners building an online income'],
  [/gadget|electronic|phone|smart|app\b|software/iu, 'tech lovers'],
  [/book|novel/iu, 'readers'],
  [/home|decor|lamp|candle/iu, 'anyone who loves a cosy home'],
];

export function audienceForTopic(topic: string): string | null {
  return BY_TOPIC.find(([pattern]) => pattern.test(topic))?.[1] ?? null;
}
