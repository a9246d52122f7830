import type { CopyBrief } from './analyse.ts';
import { benefits } from './benefits.ts';
import { hashtagList } from './hashtag-list.ts';

/** Hook, a short body, a call to action and a handful of hashtags. */
export function socialPost(brief: CopyBrief): string {
  const [first, second] = benefits(brief, 2);
  return [
    `Stop scrolling 👀 ${brief.topic} might be exactly what you've been looking for.`,
    '',
    [first, second].filter(Boolean).join(' '),
    '',
    `👉 Tap the link in bio to check out ${brief.topic} today!`,
    '',
    hashtagList(brief, 5).slice(0, 5).join(' '),
  ].join('\n');
}
