import { STOPWORDS } from '../../text/stopwords.ts';
import { tokens } from '../../text/words.ts';

const SUFFIXES = [
  'ations',
  'ation',
  'ings',
  'ing',
  'ers',
  'ies',
  'ied',
  'er',
  'ed',
  'ly',
  'es',
  's',
] as const;

/** Stemming-lite: strips common English endings so "videos", "video" and "creating", "create" meet. */
export function stem(word: string): string {
  for (const suffix of SUFFIXES) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) {
      const base = word.slice(0, -suffix.length);
      return suffix === 'ies' || suffix === 'ied' ? `${base}y` : base.replace(/e$/u, '');
    }
  }
  return word.replace(/e$/u, '');
}

/** Search terms of a text: tokens minus stopwords, stemmed. */
export function terms(text: string): string[] {
  return tokens(text)
    .filter((token) => !STOPWORDS.has(token) || token === 'link')
    .map(stem)
    .filter((term) => term.length >= 2);
}
