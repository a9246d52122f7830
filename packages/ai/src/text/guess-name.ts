import { sentences } from './sentences.ts';
import { STOPWORDS } from './stopwords.ts';
import { stripTrailingPunctuation, words } from './words.ts';

const LEAD_INS = new Set([
  'introducing',
  'meet',
  'discover',
  'try',
  'get',
  'buy',
  'order',
  'learn',
  'stop',
  'start',
  'imagine',
  'finally',
  'new',
  'say',
  'hello',
  'why',
  'how',
  'what',
]);

function cleanWord(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+]+$/gu, '');
}

function isNameWord(word: string, startsRun: boolean): boolean {
  if (!startsRun && /^\d{1,5}$/u.test(word)) return true;
  if (!/^[\p{Lu}\p{N}]/u.test(word) || !/\p{L}/u.test(word)) return false;
  const lower = word.toLowerCase();
  return !LEAD_INS.has(lower) && !(startsRun && STOPWORDS.has(lower));
}

/** A lone capitalised first word is usually just the sentence start, unless it looks like a brand. */
function plausible(run: readonly string[], start: number): boolean {
  const first = run[0] ?? '';
  return run.length > 1 || start > 0 || /\p{Ll}\p{Lu}|\p{Lu}{2,}|\d/u.test(first);
}

/**
 * A product name in free text: the first run of capitalised words (up to 4) that is not a
 * lead-in like "Introducing" or a stopword.
 */
export function findName(text: string): string | null {
  for (const sentence of sentences(text)) {
    const list = words(sentence);
    let run: string[] = [];
    let start = 0;
    for (let i = 0; i < list.length; i += 1) {
      const raw = list[i] ?? '';
      const word = cleanWord(raw);
      if (isNameWord(word, run.length === 0)) {
        if (run.length === 0) start = i;
        run.push(word);
        if (!/[,.!?:;)]$/u.test(raw)) continue;
      }
      if (run.length > 0 && plausible(run, start)) return run.slice(0, 4).join(' ');
      run = [];
    }
    if (run.length > 0 && plausible(run, start)) return run.slice(0, 4).join(' ');
  }
  return null;
}

/** A name to call the product by: one found in the text, else the text's first few words. */
export function guessName(text: string): string {
  const found = findName(text);
  if (found) return found;
  const fallback = words(text).slice(0, 3).map(cleanWord).filter(Boolean).join(' ');
  return stripTrailingPunctuation(fallback) || 'This product';
}
