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

/**
 * The product's own tags first (name, category, a short audience, its telling words), then
 * generic marketing tags (a different set on each press) to reach the minimum.
 */
export function hashtagList(b: CopyFacts & { seed?: number; salt?: string }, max = MAX_HASHTAGS): string[] {
  const audience = b.audience && words(b.audience).length <= 2 ? toHashtag(b.audience) : null;
  const own = uniqueHashtags(
    [
      toHashtag(b.name),
      b.category ? toHashtag(b.category) : null,
      audience,
      ...b.keywords.map((w) => toHashtag(w)),
    ],
    max,
  );
  const generic = pickWindow(GENERIC, GENERIC.length, b.seed ?? 0, `${b.salt ?? b.name}:tags`);
  // A handful (a post's last line) is the product's own tags.
  if (max < MIN_HASHTAGS) return uniqueHashtags([...own, ...generic], max);
  // A full list keeps at least two generic tags, even for a product rich in its own words, so every press differs.
  const total = Math.min(max, Math.max(MIN_HASHTAGS, own.length + 2));
  return uniqueHashtags([...own.slice(0, total - 2), ...generic], total);
}

export function hashtags(b: CopyFacts & { seed?: number; salt?: string }): string {
  return hashtagList(b).join(' ');
}
