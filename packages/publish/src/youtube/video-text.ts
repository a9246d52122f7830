/** videos.insert refuses (400) a title over 100 characters or a description over 5,000 bytes. */
export const YOUTUBE_TITLE_MAX_CHARS = 100;
export const YOUTUBE_DESCRIPTION_MAX_BYTES = 5000;
/** Used when neither the title nor the caption leaves any text (YouTube refuses an empty title). */
const UNTITLED = 'Untitled video';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * YouTube refuses `<` and `>` anywhere in a title or description (400), so they become the
 * look-alike single angle quotation marks.
 */
function withoutAngleBrackets(text: string): string {
  return text.replaceAll('<', '\u2039').replaceAll('>', '\u203a');
}

/**
 * The longest start of `text` whose size is at most `max`, cut between characters (never inside an
 * emoji or before an accent that belongs to the letter kept).
 */
function cutToFit(text: string, max: number, size: (segment: string) => number): string {
  let used = 0;
  let end = 0;
  for (const { segment, index } of graphemes.segment(text)) {
    used += size(segment);
    if (used > max) break;
    end = index + segment.length;
  }
  return text.slice(0, end);
}

/** A title YouTube accepts: one line, no angle brackets, at most 100 characters (code points). */
export function youtubeTitle(title: string | null | undefined, fallback: string): string {
  const oneLine = (text: string) => withoutAngleBrackets(text).replace(/\s+/g, ' ').trim();
  const text = oneLine(title ?? '') || oneLine(fallback) || UNTITLED;
  return cutToFit(text, YOUTUBE_TITLE_MAX_CHARS, (segment) => [...segment].length).trimEnd();
}

/** A description YouTube accepts: no angle brackets, at most 5,000 bytes of UTF-8. */
export function youtubeDescription(caption: string): string {
  const text = withoutAngleBrackets(caption);
  if (Buffer.byteLength(text) <= YOUTUBE_DESCRIPTION_MAX_BYTES) return text;
  return cutToFit(text, YOUTUBE_DESCRIPTION_MAX_BYTES, (segment) => Buffer.byteLength(segment));
}
