import { estimateVoiceSeconds } from '@adreel/contracts';
import { asSentence, clip, collapseWhitespace, countWords, truncateWords } from '../../text/words.ts';
import { MAX_VOICEOVER_WORDS, WORDS_PER_SECOND } from './timing.ts';

/** A name short enough to say: the part before a tagline separator, at most 5 words. */
export function spokenName(name: string): string {
  const head = collapseWhitespace(name.split(/\s[-–—|:]\s|[|([]|:\s/u)[0] ?? name);
  return truncateWords(head || collapseWhitespace(name), 5) || 'this product';
}

/** A lowercase category phrase for a sentence: the most specific part of a breadcrumb, at most 4 words. */
export function categoryPhrase(category: string | null, keepCase: boolean): string | null {
  if (!category) return null;
  const parts = category.split(/\s*[>/›»,]\s*/u).filter((part) => /\p{L}/u.test(part));
  const last = parts.at(-1);
  if (!last) return null;
  const phrase = truncateWords(collapseWhitespace(last), 4);
  return keepCase || phrase === phrase.toUpperCase() ? phrase : phrase.toLocaleLowerCase();
}

/** Shortening prefers a clause boundary, so a cut line still reads like a whole thought. */
function shorten(text: string, maxWords: number): string {
  const cut = clip(truncateWords(text, maxWords), 300, '');
  if (cut === text) return text;
  const boundary = Math.max(
    cut.lastIndexOf(', '),
    cut.lastIndexOf('; '),
    cut.lastIndexOf(' — '),
    cut.lastIndexOf(' - '),
  );
  return boundary >= cut.length * 0.4 ? cut.slice(0, boundary) : cut;
}

/** Shop pages often shout in capitals; a voiceover and its captions should not. */
function unshout(text: string): string {
  const letters = text.match(/\p{L}/gu) ?? [];
  const upper = text.match(/\p{Lu}/gu) ?? [];
  if (letters.length < 12 || upper.length < letters.length * 0.8) return text;
  const lower = text.toLocaleLowerCase();
  return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
}

/** Trimming stops here: a shorter line would lose its meaning, and its scene simply runs longer. */
const MIN_TRIMMED_WORDS = 4;

/**
 * Any line made fit to be a voiceover: one clean sentence, bounded in words and characters, and
 * trimmed (a word at a time, preferring clause boundaries) until the voice fits the scene its word
 * budget allows at 2.5 words per second; numbers and prices take longer to say than their words.
 */
export function voiceLine(text: string, maxWords = MAX_VOICEOVER_WORDS - 5): string {
  const clean = unshout(collapseWhitespace(text));
  const budgetSeconds = maxWords / WORDS_PER_SECOND;
  let line = asSentence(shorten(clean, maxWords));
  for (
    let words = countWords(line) - 1;
    words >= MIN_TRIMMED_WORDS && estimateVoiceSeconds(line) > budgetSeconds;
    words -= 1
  ) {
    line = asSentence(shorten(clean, words));
  }
  return line;
}
