import { toHashtag, uniqueHashtags } from '../../text/hashtags.ts';
import { words } from '../../text/words.ts';
import type { CopyFacts } from '../facts/facts.ts';
import { MAX_HASHTAGS, MIN_HASHTAGS } from '../generator.ts';
import { pickWindow } from './variation.ts';

const GENERIC = [
  '#MustHave',
  '#Trending',
  '#ShopSmall',
  '#ProductReview',
  '#Recommended',
  '#DailyDeals',
  '#Lifestyle',
  '#TikTokMadeMeBuyIt',
  '#NewArrivals',
  '#Motivation',
  '#Goals',
  '#LinkInBio',
  '#GameChanger',
  '#WorthIt',
  '#TopPick',
  '#ShopNow',
];

/** Verbs and fillers that make empty tags (#Reminds, #Sit): the product's nouns say more. */
const WEAK = new Set(
  'reminds remind helps help sit sits stand stands keeps keep lets gives give takes take feel feels comes come goes go straight want wants need needs know see look find finds start starts works work makes stay stays right'.split(
    ' ',
  ),
);

/**
 * The product's own tags first (name, category, a short audience, its telling words), then
 * generic marketing tags (a different set on each press) to reach the minimum.
 */
export function hashtagList(b: CopyFacts & { seed?: number; salt?: string }, max = MAX_HASHTAGS): string[] {
  const audience = b.audience && words(b.audience).length <= 2 ? toHashtag(b.audience) : null;
  const nameWords = words(b.name).filter((word) => word.length >= 4 && /^\p{L}+$/u.test(word));
  const own = uniqueHashtags(
    [
      toHashtag(b.name),
      b.category ? toHashtag(b.category) : null,
      audience,
      ...(nameWords.length > 1 ? nameWords.map((word) => toHashtag(word)) : []),
      ...b.keywords.filter((word) => !WEAK.has(word)).map((word) => toHashtag(word)),
    ],
    max,
  );
  // A handful (a post's last line) is the product's own tags.
  if (max < MIN_HASHTAGS) return uniqueHashtags([...own, ...GENERIC], max);
  // A full list keeps at least two generic tags, even for a product rich in its own words, and each
  // press takes the next generic ones, so every press differs.
  const total = Math.min(max, Math.max(MIN_HASHTAGS, own.length + 2));
  const kept = own.slice(0, total - 2);
  const salt = `${b.salt ?? b.name}:tags`;
  const seed = b.seed ?? 0;
  return uniqueHashtags(
    [
      ...kept,
      ...pickWindow(GENERIC, total - kept.length, seed, salt),
      ...pickWindow(GENERIC, GENERIC.length, seed, salt),
    ],
    total,
  );
}

export function hashtags(b: CopyFacts & { seed?: number; salt?: string }): string {
  return hashtagList(b).join(' ');
}
