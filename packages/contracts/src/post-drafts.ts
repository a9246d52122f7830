import { composePostText, POST_TEXT_LIMITS, type PostPlatform, type PostText, textLength } from './posts.ts';
import type { ScriptContent } from './script.ts';

/** Tags every post of that platform gets, so the video lands where short videos are browsed. */
const PLATFORM_TAGS: Record<PostPlatform, string[]> = {
  tiktok: ['fyp', 'tiktokmademebuyit'],
  youtube: ['shorts'],
  instagram: ['reels'],
};
const STOP_WORDS = new Set([
  'the',
  'and',
  'for',
  'with',
  'your',
  'you',
  'von',
  'und',
  'der',
  'die',
  'das',
  'mit',
]);

/** Cuts at a word boundary so the result has at most `max` code points, ending in "…" when cut. */
export function cutText(text: string, max: number): string {
  const chars = [...text.trim()];
  if (chars.length <= max) return chars.join('');
  const head = chars.slice(0, Math.max(0, max - 1)).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,.;:!?-]+$/u, '')}…`;
}

function firstSentence(text: string): string {
  const m = /^(.+?[.!?])(\s|$)/u.exec(text.trim());
  return (m?.[1] ?? text).trim();
}

/** Hashtags from the product's name: its longer words, letters and digits only, at most three. */
export function productTags(name: string): string[] {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w.toLowerCase()));
  const joined = words.slice(0, 3).join('');
  const tags = [
    ...(joined && words.length > 1 ? [joined.toLowerCase()] : []),
    ...words.map((w) => w.toLowerCase()),
  ];
  return [...new Set(tags)].slice(0, 3);
}

/**
 * The Publish dialog's starting text for one platform, written from the video's script: the hook
 * (first scene's line) and the first sentence of the commentary, the product's name as hashtags plus
 * the platform's own, a title for YouTube. Always within the platform's limits, counting the tracked
 * link where the platform shows it (`linkSample` is as long as that link) and elsewhere the video's
 * "link in bio" phrase.
 */
export function draftPostText(
  platform: PostPlatform,
  source: { productName: string | null; script: ScriptContent | null },
  linkSample: string,
  language?: string | null,
): PostText {
  const limits = POST_TEXT_LIMITS[platform];
  const name = source.productName?.trim() || null;
  const hook = source.script?.reelScript.scenes[0]?.audio.voiceover.trim() ?? '';
  const pitch = source.script ? firstSentence(source.script.commentary) : '';
  const lines = [hook, pitch && pitch !== hook ? pitch : ''].filter(Boolean);
  if (lines.length === 0) lines.push(name ? `Meet ${name}.` : 'Watch this.');
  if (limits.linksInCaption) lines.push(name ? `Get ${name} here:` : 'Get it here:');
  let hashtags = [...(name ? productTags(name) : []), ...PLATFORM_TAGS[platform]];
  if (limits.hashtagsMax !== null) hashtags = hashtags.slice(0, limits.hashtagsMax);
  const title =
    limits.titleMax !== null
      ? cutText(name ? `${name} — ${hook || pitch}` : hook || 'New video', limits.titleMax)
      : null;

  // What the hashtags and link take; the caption gets the rest.
  const rest = textLength(composePostText(platform, { caption: 'x', hashtags }, linkSample, language)) - 1;
  const caption = cutText(lines.join('\n'), Math.max(20, limits.captionMax - rest));
  return { caption, hashtags, title };
}
