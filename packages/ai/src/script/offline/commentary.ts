import { toHashtag, uniqueHashtags } from '../../text/hashtags.ts';
import { keywords } from '../../text/keywords.ts';
import { asSentence, clip } from '../../text/words.ts';
import type { Phrases } from './phrases.ts';

export interface CommentaryFacts {
  name: string;
  brand: string | null;
  category: string | null;
  highlight: string | null;
  price: string | null;
  keywordSource: string;
}

/** Social copy to post with the video: up to 3 sentences, then 3–6 hashtags from the product's own words. */
export function commentary(facts: CommentaryFacts, phrases: Phrases): string {
  const lines = [phrases.commentaryOpen(facts.name, facts.category)];
  if (facts.highlight) lines.push(asSentence(clip(facts.highlight, 200)));
  lines.push(phrases.commentaryClose(facts.price));
  const nameTag = toHashtag(facts.name);
  // Words already inside the name's tag would only repeat it (#SuperSleepPro, #Pro).
  const fresh = keywords(facts.keywordSource, 8).filter((word) => !nameTag?.toLowerCase().includes(word));
  const tags = uniqueHashtags(
    [
      nameTag,
      facts.brand ? toHashtag(facts.brand) : null,
      facts.category ? toHashtag(facts.category) : null,
      ...fresh.slice(0, 3).map((word) => toHashtag(word)),
      ...phrases.genericTags.map((tag) => toHashtag(tag)),
    ],
    6,
  );
  return `${lines.join(' ')}\n\n${tags.join(' ')}`;
}
