import { toHashtag, uniqueHashtags } from '../../text/hashtags.ts';
import { MAX_HASHTAGS, MIN_HASHTAGS } from '../generator.ts';
import type { CopyBrief } from './analyse.ts';

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
];

/** The input's own words as tags first (topic, then keywords), generic marketing tags to reach the minimum. */
export function hashtagList(brief: CopyBrief, max = MAX_HASHTAGS): string[] {
  const own = uniqueHashtags([toHashtag(brief.topic), ...brief.keywords.map((word) => toHashtag(word))], max);
  return uniqueHashtags([...own, ...GENERIC], Math.max(MIN_HASHTAGS, own.length));
}

export function hashtags(brief: CopyBrief): string {
  return hashtagList(brief).join(' ');
}
