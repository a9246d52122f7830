import { toGsm } from '../../text/gsm.ts';
import { toHashtag, uniqueHashtags } from '../../text/hashtags.ts';
import { clip } from '../../text/words.ts';
import { type CopyKind, MAX_HASHTAGS, MIN_HASHTAGS, SMS_MAX_CHARS } from '../generator.ts';
import { brief } from '../offline/analyse.ts';
import { hashtagList } from '../offline/hashtag-list.ts';

/** Models ignore limits now and then; the limits the product promises are enforced here. */
export function normaliseCopy(kind: CopyKind, output: string, input: string): string {
  if (kind === 'sms') return normaliseSms(output);
  if (kind === 'hashtags') return normaliseHashtags(output, input);
  return output.trim();
}

export function normaliseSms(output: string): string {
  const text = toGsm(output.replace(/\s+/gu, ' '));
  return clip(text, SMS_MAX_CHARS, '...');
}

/** "#Tag" form, unique, 10–20: the model's tags first, then tags from the input to reach ten. */
export function normaliseHashtags(output: string, input: string): string {
  const fromModel = output.split(/[\s,;]+/u).map((token) => toHashtag(token.replace(/^#+/u, '')));
  const own = uniqueHashtags(fromModel, MAX_HASHTAGS);
  return uniqueHashtags([...own, ...hashtagList(brief(input))], Math.max(MIN_HASHTAGS, own.length)).join(' ');
}
