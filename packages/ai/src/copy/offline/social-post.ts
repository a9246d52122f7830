import { type CopyBrief, called } from './analyse.ts';
import { benefits } from './benefits.ts';
import { hashtagList } from './hashtag-list.ts';
import { hookLines } from './hooks.ts';
import { pickOne, pickWindow } from './variation.ts';

const CTAS = [
  (name: string) => `👉 Tap the link in bio to check out ${name} today!`,
  (name: string) => `👉 See ${name} for yourself: link in bio.`,
  (name: string) => `👉 Grab ${name} through the link in bio.`,
] as const;

/** Hook, a short body from the product's claims, a call to action and a handful of hashtags. */
export function socialPost(b: CopyBrief): string {
  const hook = pickWindow(hookLines(b), 1, b.seed, `${b.salt}:post-hook`)[0] ?? '';
  const [first, second] = benefits(b, 2);
  const cta = pickOne(CTAS, b.seed, `${b.salt}:post-cta`)(called(b));
  return [
    hook,
    '',
    [first, second].filter(Boolean).join(' '),
    '',
    cta,
    '',
    hashtagList(b, 5).slice(0, 5).join(' '),
  ].join('\n');
}

/** `count` one-line captions for short videos, each with its own hook, a claim and three hashtags. */
export function captions(b: CopyBrief, count = 3): string {
  const hooksFor = pickWindow(hookLines(b), count, b.seed, `${b.salt}:caption-hook`);
  const claims = benefits(b, Math.max(1, count));
  const tags = hashtagList(b, 3).slice(0, 3).join(' ');
  return hooksFor
    .map((hook, i) =>
      `${i + 1}. ${hook} ${claims[i % claims.length] ?? ''} Link in bio. ${tags}`.replace(/\s+/gu, ' '),
    )
    .join('\n');
}
